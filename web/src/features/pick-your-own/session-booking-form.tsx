import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import {
  pickYourOwnBookingResultSchema,
  type BookedVisit,
  type PickYourOwnBookingRequest,
  type PickYourOwnBookingRequestInput,
  type PickYourOwnSlot,
} from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
import { FormField } from '#web/components/form-field'
import { VisitBookingForm } from '#web/components/visit-booking-form'
import { callApi } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'
import { peopleChoices, peopleText, spotsLeftText } from './group-slots'
import { emptySessionBooking, sessionBookingBody, sessionBookingFields } from './session-booking'
import { slotsQuery } from './slots-query'

export type SessionBookingForm = UseFormReturn<
  PickYourOwnBookingRequestInput,
  unknown,
  PickYourOwnBookingRequest
>

/**
 * Books the chosen session at once (spec 2 "Pick Your Own", §5, §8). The server takes the spots
 * and prices the booking; the total here is the same sum. After a booking (the page then shows
 * what was booked), or when the session turned out to be full (409), the sessions are fetched
 * again.
 */
export function SessionBookingForm({
  form,
  slot,
  onBooked,
}: {
  form: SessionBookingForm
  slot: PickYourOwnSlot
  /** The session is booked: what was booked, and where its confirmation went. */
  onBooked: (visit: BookedVisit, email: string) => void
}) {
  const queryClient = useQueryClient()
  const people = useWatch({ control: form.control, name: 'numberOfPeople' })
  const choices = peopleChoices(slot.spotsLeft)
  const count = Number(people)

  // Not enough spots (or the session was cancelled): show what is left now, and keep the group
  // within it.
  const keepWithinSpotsLeft = async () => {
    await queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey })
    const fresh = queryClient.getQueryData(slotsQuery.queryKey)?.find((each) => each.id === slot.id)
    const limit = fresh ? peopleChoices(fresh.spotsLeft).length : 0
    if (limit > 0 && Number(form.getValues('numberOfPeople')) > limit) {
      form.setValue('numberOfPeople', String(limit))
    }
  }

  return (
    <VisitBookingForm
      form={form}
      label="Book this session"
      summaryTestId="session-summary"
      summary={
        <>
          <p className="font-semibold">{slot.productName}</p>
          <p>{formatVisitDate(slot.date)}</p>
          <p>
            {formatClockTime(slot.startTime)} – {formatClockTime(slot.endTime)}
          </p>
          <p className="text-muted-foreground">
            {formatMoney(slot.pricePerPerson)} per person · {spotsLeftText(slot.spotsLeft)}
          </p>
        </>
      }
      specialRequestsPlaceholder="A stroller, a wheelchair, little pickers…"
      totalLabel="Total"
      totalTestId="session-total"
      price={choices.includes(count) ? { perPerson: slot.pricePerPerson, people: count } : null}
      paymentNote="Payment is due on arrival."
      submitLabel="Book Session"
      submittingLabel="Booking..."
      book={async (values) => {
        const booked = await callApi(visitsApi.bookPickYourOwnSlot, {
          params: { id: slot.id },
          body: sessionBookingBody(values),
        })
        return pickYourOwnBookingResultSchema.parse(booked)
      }}
      serverFields={sessionBookingFields}
      emptyValues={emptySessionBooking}
      onUnavailable={keepWithinSpotsLeft}
      onBooked={onBooked}
    >
      <FormField
        form={form}
        kind="select"
        name="numberOfPeople"
        label="Number of people"
        options={choices.map((each) => ({ value: String(each), label: peopleText(each) }))}
      />
    </VisitBookingForm>
  )
}
