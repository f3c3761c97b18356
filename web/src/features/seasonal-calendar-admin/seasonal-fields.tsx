import { useId, type ReactNode } from 'react'
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import {
  monthAbbreviations,
  monthIndexes,
  monthNames,
  peakNotAvailableMessage,
  seasonalCategories,
  seasonalCategoryLabels,
  seasonalIconLabels,
  seasonalIcons,
  seasonalThemeLabels,
  seasonalThemes,
  type SeasonalItemInput,
  type SeasonalItemValues,
} from '#contracts/seasonal'
import { FormField } from '#web/components/form-field'
import { CategoryField } from '#web/components/staff/category-field'
import { Checkbox } from '#web/components/ui/checkbox'
import { Label } from '#web/components/ui/label'
import { cn } from '#web/lib/cn'
import { listFieldError } from '#web/lib/list-field-error'
import { seasonalThemeClasses } from '#web/lib/seasonal-look'
import { FieldMessage } from '#web/components/field-message'

type SeasonalForm = UseFormReturn<SeasonalItemInput, unknown, SeasonalItemValues>

/** The add/edit form of a seasonal calendar entry (spec 3 §5): what is in season, in which months, shown or hidden. */
export function SeasonalFields({ form }: { form: SeasonalForm }) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField form={form} name="productName" label="Product name" />
        <CategoryField
          form={form}
          categories={seasonalCategories}
          labels={seasonalCategoryLabels}
        />
      </div>
      <FormField form={form} name="description" label="Description" kind="textarea" rows={3} />
      <ChoiceField
        form={form}
        name="icon"
        label="Icon"
        options={seasonalIcons.map((icon) => ({
          value: icon,
          label: seasonalIconLabels[icon],
          look: (
            <span aria-hidden="true" className="text-2xl leading-none">
              {icon}
            </span>
          ),
        }))}
        className="grid-cols-6"
      />
      <ChoiceField
        form={form}
        name="color"
        label="Colour theme"
        options={seasonalThemes.map((theme) => ({
          value: theme,
          label: seasonalThemeLabels[theme],
          look: (
            <span
              className={cn(
                'w-full rounded-md border px-2 py-1 text-center text-xs font-semibold',
                seasonalThemeClasses[theme],
              )}
            >
              {seasonalThemeLabels[theme]}
            </span>
          ),
          visibleLabel: true,
        }))}
        className="grid-cols-2 sm:grid-cols-4"
      />
      <MonthsField form={form} name="availableSeasonMonths" label="Available months" />
      <MonthsField
        form={form}
        name="peakSeasonMonths"
        label="Peak season months (optional)"
        hint={peakNotAvailableMessage}
      />
      <FormField
        form={form}
        name="isActive"
        label="Visible on seasonal calendar"
        kind="switch"
        hint="Hidden items stay here but are not shown to visitors."
      />
    </>
  )
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode
  hintId: string
  error?: string
  errorId: string
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </>
  )
}

/**
 * Months as twelve checkboxes shown by their first three letters (spec 3 §10), laid out like the
 * kit's `checkboxes` field; the form holds the sorted month indexes.
 */
function MonthsField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<Values, unknown, unknown>
  name: FieldPath<Values>
  label: string
  hint?: ReactNode
}) {
  const id = useId()
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name })
  const chosen: number[] = Array.isArray(value) ? (value as number[]) : []
  const error = listFieldError(fieldState.error)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  const toggle = (month: number, checked: boolean) =>
    onChange(monthIndexes.filter((each) => (each === month ? checked : chosen.includes(each))))
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy || undefined}>
      <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
      <div className="grid grid-cols-4 gap-x-4 gap-y-2 sm:grid-cols-6">
        {monthIndexes.map((month) => (
          <div key={month} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${month}`}
              ref={month === 0 ? ref : undefined}
              value={String(month)}
              aria-invalid={error ? true : undefined}
              checked={chosen.includes(month)}
              onCheckedChange={(checked) => toggle(month, checked === true)}
              onBlur={onBlur}
            />
            <Label htmlFor={`${id}-${month}`}>
              <abbr title={monthNames[month]} className="no-underline">
                {monthAbbreviations[month]}
              </abbr>
            </Label>
          </div>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </fieldset>
  )
}

interface Choice {
  value: string
  label: string
  look: ReactNode
  /** The look already shows the label in words. */
  visibleLabel?: boolean
}

/**
 * One of a few fixed choices as a row of tiles: native radio buttons underneath, so Tab reaches
 * the group and the arrow keys move the choice.
 */
function ChoiceField<Values extends FieldValues>({
  form,
  name,
  label,
  options,
  className,
}: {
  form: UseFormReturn<Values, unknown, unknown>
  name: FieldPath<Values>
  label: string
  options: readonly Choice[]
  className?: string
}) {
  const id = useId()
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control: form.control, name })
  const error = fieldState.error?.message
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
      <div className={cn('grid gap-2', className)}>
        {options.map((option, index) => (
          <label key={option.value} className="relative block cursor-pointer">
            <input
              type="radio"
              ref={index === 0 ? ref : undefined}
              name={`${fieldName}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex min-h-11 items-center justify-center rounded-lg border-2 border-transparent bg-muted/60 p-1.5 transition-colors',
                'peer-checked:border-primary peer-checked:bg-primary-soft',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                'hover:bg-muted',
              )}
            >
              {option.look}
            </span>
            {!option.visibleLabel && <span className="sr-only">{option.label}</span>}
          </label>
        ))}
      </div>
      <FieldMessages hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </fieldset>
  )
}
