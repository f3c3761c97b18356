import { useId, type ReactNode } from 'react'
import {
  get,
  useFieldArray,
  useFormState,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form'
import { Plus, Trash2, X } from 'lucide-react'
import { weekdayNames, weekdays } from '#contracts/farm-settings'
import {
  pickupLimits,
  type PickupLocationInput,
  type PickupLocationValues,
} from '#contracts/pickup-locations'
import { FieldMessage } from '#web/components/field-message'
import { FormField } from '#web/components/form-field'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { blankClosedDate, blankPickupWindow } from './pickup-locations-resource'

type PickupLocationForm = UseFormReturn<PickupLocationInput, unknown, PickupLocationValues>

/** One window's or closed date's box in its list. */
const itemBox = 'rounded-xl border border-border bg-muted/30 p-3'

const weekdayOptions = weekdays.map((day) => ({ value: day, label: weekdayNames[day] }))

/**
 * The add/edit form of a pickup location (contracts/pickup-locations.ts): its details, its weekly
 * windows and the dates it is closed. The server's messages for a window's field
 * (`windows.0.endsAt`) land under that field.
 */
export function PickupLocationFields({ form }: { form: PickupLocationForm }) {
  return (
    <>
      <FormField form={form} name="name" label="Name" placeholder="Farm stand" />
      <FormField
        form={form}
        name="address"
        label="Address"
        hint="Customers see it when they choose a pickup window."
      />
      <FormField form={form} name="notes" label="Notes" kind="textarea" rows={2} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="sortOrder"
          label="Sort order"
          kind="integer"
          hint="Lower comes first."
        />
        <FormField
          form={form}
          name="active"
          label="Active"
          kind="switch"
          hint="Checkout offers only active locations."
          className="sm:pt-7"
        />
      </div>
      <WindowsEditor form={form} />
      <ClosedDatesEditor form={form} />
    </>
  )
}

/** A list's own message (too many, a window with orders removed), not one of its items'. */
function listMessage(errors: unknown, name: 'windows' | 'closedDates') {
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined
  return error?.root?.message ?? error?.message
}

function WindowsEditor({ form }: { form: PickupLocationForm }) {
  // `field.id` is the list's own React key; a window's stored id stays in the form's values.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'windows' })
  const { errors } = useFormState({ control: form.control, name: 'windows' })
  return (
    <EditorSection
      title="Pickup windows"
      description="Each window repeats every week. It takes at most its orders on one date, and stops taking them the cut-off hours before it opens."
      message={listMessage(errors, 'windows')}
      addLabel="Add window"
      canAdd={fields.length < pickupLimits.windowsPerLocation}
      onAdd={() => append({ ...blankPickupWindow })}
    >
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No windows yet: checkout offers no pickup times here.
        </p>
      )}
      {fields.map((field, index) => (
        <WindowFields key={field.id} form={form} index={index} onRemove={() => remove(index)} />
      ))}
    </EditorSection>
  )
}

function WindowFields({
  form,
  index,
  onRemove,
}: {
  form: PickupLocationForm
  index: number
  onRemove: () => void
}) {
  const titleId = useId()
  const { errors } = useFormState({ control: form.control, name: `windows.${index}.id` })
  // The server's word on the window itself (listed twice, not this location's).
  const windowMessage = (get(errors, `windows.${index}.id`) as FieldError | undefined)?.message
  const title = `Window ${index + 1}`
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={windowMessage ? `${titleId}-error` : undefined}
      className={cn('grid gap-3', itemBox)}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 id={titleId} className="text-sm font-semibold">
          {title}
        </h4>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove <span className="sr-only">{title.toLowerCase()}</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-6">
        <FormField
          form={form}
          name={`windows.${index}.weekday`}
          label="Weekday"
          kind="select"
          options={weekdayOptions}
          className="col-span-2"
        />
        <FormField
          form={form}
          name={`windows.${index}.startsAt`}
          label="Opens at"
          type="time"
          className="sm:col-span-2"
        />
        <FormField
          form={form}
          name={`windows.${index}.endsAt`}
          label="Closes at"
          type="time"
          className="sm:col-span-2"
        />
        <FormField
          form={form}
          name={`windows.${index}.orderCap`}
          label="Orders per window"
          kind="integer"
          className="sm:col-span-3"
        />
        <FormField
          form={form}
          name={`windows.${index}.cutoffHours`}
          label="Cut-off (hours)"
          kind="integer"
          className="sm:col-span-3"
        />
      </div>
      <FieldMessage id={`${titleId}-error`}>{windowMessage}</FieldMessage>
    </div>
  )
}

function ClosedDatesEditor({ form }: { form: PickupLocationForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'closedDates' })
  const { errors } = useFormState({ control: form.control, name: 'closedDates' })
  return (
    <EditorSection
      title="Closed dates"
      description="Checkout offers none of this location's windows on these dates."
      message={listMessage(errors, 'closedDates')}
      addLabel="Add closed date"
      canAdd={fields.length < pickupLimits.closedDatesPerLocation}
      onAdd={() => append({ ...blankClosedDate })}
    >
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={`Closed date ${index + 1}`}
          className={cn('flex items-start gap-2', itemBox)}
        >
          <div className="grid min-w-0 flex-1 items-start gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <FormField form={form} name={`closedDates.${index}.date`} label="Date" type="date" />
            <FormField form={form} name={`closedDates.${index}.reason`} label="Reason (optional)" />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-5 shrink-0"
            onClick={() => remove(index)}
          >
            <X aria-hidden="true" />
            <span className="sr-only">Remove closed date {index + 1}</span>
          </Button>
        </div>
      ))}
    </EditorSection>
  )
}

/** A titled, repeatable part of the form: its items, its own message, and its Add button. */
function EditorSection({
  title,
  description,
  message,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  title: string
  description: string
  message?: string
  addLabel: string
  canAdd: boolean
  onAdd: () => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-error` : undefined}
      className="grid gap-3 border-t border-border pt-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-serif text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      <FieldMessage id={`${id}-error`}>{message}</FieldMessage>
      {canAdd && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onAdd}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </section>
  )
}
