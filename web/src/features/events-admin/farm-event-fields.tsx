import { useWatch, type UseFormReturn } from 'react-hook-form'
import { formatDuration } from '#contracts/farm-time'
import { farmEventTypes, visitLimits } from '#contracts/visits'
import type { FarmEventInput, FarmEventValues } from '#contracts/visits-admin'
import { FormField } from '#web/components/form-field'
import { eventTypeNames } from './visit-words'

const typeOptions = farmEventTypes.map((value) => ({ value, label: eventTypeNames[value] }))

type FarmEventForm = UseFormReturn<FarmEventInput, unknown, FarmEventValues>

/** The add/edit form of an event or workshop (contracts/visits.ts farmEventInputSchema). */
export function FarmEventFields({ form }: { form: FarmEventForm }) {
  return (
    <>
      <FormField form={form} name="title" label="Title" />
      <FormField form={form} name="description" label="Description" kind="textarea" rows={3} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField form={form} name="eventType" label="Type" kind="select" options={typeOptions} />
        <FormField
          form={form}
          name="startTime"
          label="Start time"
          type="time"
          hint="When a booked visit starts, farm time."
        />
        <FormField
          form={form}
          name="durationMinutes"
          label="Duration (minutes)"
          kind="integer"
          hint={<DurationHint form={form} />}
        />
        <FormField form={form} name="pricePerPerson" label="Price per person ($)" kind="amount" />
        <FormField
          form={form}
          name="maxPeople"
          label="Max people"
          kind="integer"
          hint="Places on each date, for all confirmed bookings together."
        />
        <FormField
          form={form}
          name="sortOrder"
          label="Sort order"
          kind="integer"
          hint="Lower comes first."
        />
        <FormField
          form={form}
          name="minPeople"
          label="Minimum people"
          kind="integer"
          placeholder="No minimum"
          hint="A date with fewer people booked by its decision day shows on Today, to call it off."
        />
        <FormField
          form={form}
          name="minPeopleDaysBefore"
          label="Decide days before"
          kind="integer"
          hint="How many days before a date its minimum is checked."
        />
      </div>
      <FormField
        form={form}
        name="includes"
        label="Includes"
        kind="list"
        separator="lines"
        rows={4}
        hint={`One item per line, at most ${visitLimits.includes}.`}
      />
      <FormField
        form={form}
        name="active"
        label="Active"
        kind="switch"
        hint="Active events show on the Farm Events page and can be booked."
      />
    </>
  )
}

/** How visitors will read the duration: "Shown as 1.5 hours." */
function DurationHint({ form }: { form: FarmEventForm }) {
  const minutes = useWatch({ control: form.control, name: 'durationMinutes' })
  const valid = typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0
  return <>{valid ? `Shown as ${formatDuration(minutes)}.` : 'For example 90 for 1.5 hours.'}</>
}
