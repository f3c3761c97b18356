import { useId, type ReactNode } from 'react'
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { fromFarmDateTimeInput, toFarmDateTimeInput } from '#web/lib/harvest-alert-look'
import { FieldMessage } from '#web/components/field-message'

/**
 * A date and time typed on the farm's clock (a `datetime-local` input), held in the form as the
 * ISO instant the contract wants ("dates converted to ISO form", spec 3 §5). Blank is null when
 * `optional`, else '' (the contract's 'is required'); a value that is no date stays as typed, for
 * the contract to refuse.
 */
export function FarmDateTimeField<Values extends FieldValues>({
  form,
  name,
  label,
  timeZone,
  hint,
  optional = false,
}: {
  form: UseFormReturn<Values, unknown, unknown>
  name: FieldPath<Values>
  label: string
  timeZone: string
  hint?: ReactNode
  optional?: boolean
}) {
  const id = useId()
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control: form.control, name })
  const stored = typeof value === 'string' ? value : ''
  // The stored instant on the farm's clock, or what was typed if it is no date.
  const shown = toFarmDateTimeInput(stored, timeZone) || stored
  const error = fieldState.error?.message
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={ref}
        name={fieldName}
        type="datetime-local"
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const text = event.target.value
          if (text === '') onChange(optional ? null : '')
          else onChange(fromFarmDateTimeInput(text, timeZone) ?? text)
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
    </div>
  )
}
