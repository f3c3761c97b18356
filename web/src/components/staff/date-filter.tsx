import { Input } from '#web/components/ui/input'
import { FilterField } from './filter-field'

/** A list filter on a day (YYYY-MM-DD), or none. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <Input
          id={id}
          type="date"
          className="h-9"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      )}
    </FilterField>
  )
}
