import { useEffect } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import {
  reminderFrequencies,
  reminderFrequencyLabels,
  reminderTypeLabels,
  reminderTypes,
  type ReminderInput,
  type ReminderValues,
} from '#contracts/reminders'
import { FormField } from '#web/components/form-field'

type ReminderForm = UseFormReturn<ReminderInput, unknown, ReminderValues>

const typeOptions = reminderTypes.map((value) => ({ value, label: reminderTypeLabels[value] }))
const frequencyOptions = reminderFrequencies.map((value) => ({
  value,
  label: reminderFrequencyLabels[value],
}))

/**
 * The reminder form, new or edited (spec 3 §5): title, description, type (none chosen for a new
 * one) and frequency; the days apart only for a custom frequency; e-mail and SMS with their
 * recipients; active. Sent at 8:00 AM farm time.
 */
export function ReminderFields({ form }: { form: ReminderForm }) {
  const frequency = useWatch({ control: form.control, name: 'frequency' })
  const custom = frequency === 'custom'
  // A hidden field must not hold the form back: days apart are cleared when not custom.
  useEffect(() => {
    if (!custom) form.setValue('customDays', null)
  }, [custom, form])

  return (
    <>
      <FormField form={form} name="title" label="Title" />
      <FormField form={form} name="description" label="Description" kind="textarea" rows={3} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="type"
          label="Type"
          kind="select"
          options={typeOptions}
          placeholder="Choose a type"
        />
        <FormField
          form={form}
          name="frequency"
          label="Frequency"
          kind="select"
          options={frequencyOptions}
          hint="Sent at 8:00 AM farm time."
        />
      </div>
      {custom && (
        <FormField
          form={form}
          name="customDays"
          label="Every how many days"
          kind="integer"
          placeholder="3"
        />
      )}
      <fieldset className="grid gap-4 rounded-xl border border-border/70 p-4">
        <legend className="px-1 text-sm font-medium">Send by</legend>
        <FormField form={form} name="emailEnabled" label="E-mail" kind="switch" />
        <FormField
          form={form}
          name="recipientEmail"
          label="Recipient e-mail"
          type="email"
          autoComplete="off"
          hint="Leave empty to send it to the farm's own address."
        />
        <FormField form={form} name="smsEnabled" label="SMS" kind="switch" />
        <FormField
          form={form}
          name="recipientPhone"
          label="Recipient phone"
          type="tel"
          autoComplete="off"
          hint="Needed for SMS, e.g. (305) 555-0142."
        />
      </fieldset>
      <FormField form={form} name="isActive" label="Active" kind="switch" />
    </>
  )
}
