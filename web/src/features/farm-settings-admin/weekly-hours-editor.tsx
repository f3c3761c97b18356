import { get, useFieldArray, useFormContext, type FieldError } from 'react-hook-form'
import { Plus, X } from 'lucide-react'
import { maxRangesPerDay, weekdayNames, weekdays, type Weekday } from '#contracts/farm-settings'
import { FieldMessage } from '#web/components/field-message'
import { controlProps } from '#web/components/labelled-field'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Switch } from '#web/components/ui/switch'
import { firstRange, nextRange, type FarmSettingsFormValues } from './farm-settings-form-values'

const formId = 'farm-settings'

/**
 * The week's opening hours, a row per day: open or closed, and when open one or more ranges
 * (opens, closes), at most three. The contract checks the times and that ranges do not overlap.
 */
export function WeeklyHoursEditor() {
  return (
    <div className="grid divide-y divide-border rounded-xl border border-border">
      {weekdays.map((day) => (
        <DayHours key={day} day={day} />
      ))}
    </div>
  )
}

function DayHours({ day }: { day: Weekday }) {
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<FarmSettingsFormValues>()
  const { fields, append, remove, replace } = useFieldArray({ control, name: `hours.${day}` })
  const name = weekdayNames[day]
  const open = fields.length > 0
  const ids = controlProps(formId, `hours.${day}`)
  const labelId = `${ids.id}-label`
  const dayError =
    (get(errors, `hours.${day}.root`) as FieldError | undefined)?.message ??
    (get(errors, `hours.${day}`) as FieldError | undefined)?.message
  const errorId = `${ids.id}-error`

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={dayError ? errorId : undefined}
      className="grid gap-3 px-4 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4"
      data-testid={`hours-${day}`}
    >
      <div className="flex items-center justify-between gap-3 sm:h-10 sm:justify-start">
        <span id={labelId} className="w-24 shrink-0 font-medium">
          {name}
        </span>
        <div className="flex items-center gap-2">
          <Switch
            id={`${ids.id}-open`}
            checked={open}
            onCheckedChange={(checked) => replace(checked ? [{ ...firstRange }] : [])}
          />
          <Label htmlFor={`${ids.id}-open`}>
            Open <span className="sr-only">on {name}</span>
          </Label>
        </div>
      </div>

      <div className="grid min-w-0 gap-2">
        {!open && <p className="text-sm text-muted-foreground sm:leading-10">Closed</p>}
        {fields.map((field, index) => (
          <div
            key={field.id}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] items-start gap-2 sm:max-w-md"
          >
            <TimeField day={day} index={index} part="from" label="Opens" count={fields.length} />
            <TimeField day={day} index={index} part="to" label="Closes" count={fields.length} />
            {fields.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-5"
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
                <span className="sr-only">
                  Remove {name} hours {index + 1}
                </span>
              </Button>
            )}
          </div>
        ))}
        {open && fields.length < maxRangesPerDay && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="justify-self-start px-0"
            onClick={() => append(nextRange(getValues(`hours.${day}`)))}
          >
            <Plus aria-hidden="true" />
            Add hours <span className="sr-only">on {name}</span>
          </Button>
        )}
        <FieldMessage id={errorId}>{dayError}</FieldMessage>
      </div>
    </div>
  )
}

function TimeField({
  day,
  index,
  part,
  label,
  count,
}: {
  day: Weekday
  index: number
  part: 'from' | 'to'
  label: string
  count: number
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<FarmSettingsFormValues>()
  const name = `hours.${day}.${index}.${part}` as const
  const error = (get(errors, name) as FieldError | undefined)?.message
  const props = controlProps(formId, name, error)
  return (
    <div className="grid min-w-0 content-start gap-1">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {label}{' '}
        <span className="sr-only">
          on {weekdayNames[day]}
          {count > 1 ? `, hours ${index + 1}` : ''}
        </span>
      </Label>
      <Input type="time" step={60} {...props} {...register(name)} />
      <FieldMessage id={`${props.id}-error`}>{error}</FieldMessage>
    </div>
  )
}
