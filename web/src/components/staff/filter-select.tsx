import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select'
import { FilterField } from './filter-field'

const anyValue = 'any'

/**
 * A list filter with a visible label: one value of `options`, or none ("All", `undefined`);
 * `allLabel={null}` leaves no "none" to choose.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  allLabel = 'All',
}: {
  label: string
  value: Value | undefined
  options: readonly Value[]
  optionLabel: (value: Value) => string
  onChange: (value: Value | undefined) => void
  allLabel?: string | null
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <Select
          value={value ?? anyValue}
          onValueChange={(next) =>
            onChange(next === anyValue ? undefined : options.find((option) => option === next))
          }
        >
          <SelectTrigger id={id} className="h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {allLabel !== null && <SelectItem value={anyValue}>{allLabel}</SelectItem>}
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {optionLabel(option)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FilterField>
  )
}
