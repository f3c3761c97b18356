import { useWatch, type UseFormReturn } from 'react-hook-form'
import {
  addCalendarDays,
  formatShortVisitDate,
  formatVisitDate,
  isCalendarDate,
} from '#contracts/farm-time'
import { visitLimits } from '#contracts/visits'
import type {
  PickYourOwnSlotInput,
  PickYourOwnSlotSeriesInput,
  PickYourOwnSlotSeriesValues,
  PickYourOwnSlotValues,
} from '#contracts/visits-admin'
import { FormField } from '#web/components/form-field'
import { ProductField } from '#web/components/staff/product-field'
import { weekdayOf } from './pick-your-own-slots-resource'

type SlotForm = UseFormReturn<PickYourOwnSlotInput, unknown, PickYourOwnSlotValues>
type SeriesForm = UseFormReturn<PickYourOwnSlotSeriesInput, unknown, PickYourOwnSlotSeriesValues>

/** The fields of one session (edit), or of a new session or weekly series (add, with `series`). */
export function SlotFields(props: { form: SlotForm } | { form: SeriesForm; series: true }) {
  // The series form holds the session's fields and `weeks`: the same names, checked by a schema
  // that is the edit schema plus weeks.
  const form = props.form as unknown as SlotForm
  return (
    <>
      <ProductField form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField form={form} name="date" label="Date" type="date" />
        <FormField form={form} name="startTime" label="Start time" type="time" />
        <FormField form={form} name="endTime" label="End time" type="time" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField form={form} name="maxPeople" label="Max people" kind="integer" />
        <FormField form={form} name="pricePerPerson" label="Price per person ($)" kind="amount" />
      </div>
      {'series' in props && <WeeksField form={props.form} />}
      <FormField
        form={form}
        name="active"
        label="Active"
        kind="switch"
        hint="Active sessions show on the Pick Your Own page and can be booked."
      />
    </>
  )
}

function WeeksField({ form }: { form: SeriesForm }) {
  return (
    <div className="grid gap-1.5">
      <FormField
        form={form}
        name="weeks"
        label="Repeat weekly for (weeks)"
        kind="integer"
        hint={`1 makes a single session. Every Saturday 8-11 for six weeks: pick the first Saturday as the date and 6 here (at most ${visitLimits.seriesMaxWeeks}).`}
      />
      <SeriesSummary form={form} />
    </div>
  )
}

/** What the add will make, said as it is typed: "Makes 6 sessions: every Saturday from …". */
function SeriesSummary({ form }: { form: SeriesForm }) {
  const [date, weeks] = useWatch({ control: form.control, name: ['date', 'weeks'] })
  const count = Number(weeks)
  const valid =
    typeof date === 'string' &&
    isCalendarDate(date) &&
    Number.isInteger(count) &&
    count >= 1 &&
    count <= visitLimits.seriesMaxWeeks
  let text = ''
  if (valid && count === 1) text = `Makes one session, on ${formatVisitDate(date)}.`
  else if (valid) {
    const last = addCalendarDays(date, 7 * (count - 1))
    text = `Makes ${count} sessions: every ${weekdayOf(date)} from ${formatShortVisitDate(date)} to ${formatShortVisitDate(last)}.`
  }
  // Always in the page, so screen readers hear it change.
  return (
    <p className="text-sm font-medium text-primary" aria-live="polite" data-testid="series-summary">
      {text}
    </p>
  )
}
