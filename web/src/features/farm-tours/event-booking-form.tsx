import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import {
  bookingReceivedSchema,
  placesLeftOn,
  type BookedVisit,
  type BookingRequest,
  type BookingRequestInput,
  type FarmEvent,
  type FarmEventAvailability,
} from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
import { farmToday, isCalendarDate } from '#contracts/farm-time'
import { useHydrated } from '#web/lib/use-hydrated'
import { FormField } from '#web/components/form-field'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { VisitBookingForm } from '#web/components/visit-booking-form'
import { refreshVisitAnswers } from '#web/hooks/use-cancel-visit'
import { callApi } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'
import {
  bookingFields,
  bookingRequestBody,
  emptyBooking,
  fillingDates,
  peopleLimit,
  placesLeftHint,
} from './booking-form'
import { farmEventsQuery } from './farm-events-query'

export type BookingForm = UseFormReturn<BookingRequestInput, unknown, BookingRequest>

/**
 * The booking request form (spec 2 "Farm Events & Workshops", §4, §5, §8). The page holds the
 * form, since choosing a card fills its `farmEventId`. The server prices the booking; the
 * estimate here is the same sum, shown before sending. A request holds its places, so the
 * places left on the chosen date are shown, and a group larger than them is refused.
 */
export function EventBookingForm({
  form,
  event,
  availability,
  timeZone,
  onBooked,
  onJoinWaitlist,
}: {
  form: BookingForm
  /** The selected event or workshop, or null. */
  event: FarmEvent | null
  /** The places left on each date asked for, once fetched. */
  availability: FarmEventAvailability | undefined
  /** The farm's time zone: its today ("2026-11-28") is the earliest date. */
  timeZone: string
  /** The request went in: what was booked, and where its e-mail went. */
  onBooked: (visit: BookedVisit, email: string) => void
  /** The visitor asks to wait for a date without room for their group (decision 0057). */
  onJoinWaitlist: (date: string) => void
}) {
  // Only once hydrated: the server's cached page may be from another day. Asked here, not by the
  // page, so the switch re-renders this form and not the whole page.
  const hydrated = useHydrated()
  const today = hydrated ? farmToday(timeZone) : undefined
  const queryClient = useQueryClient()
  const people = useWatch({ control: form.control, name: 'numberOfPeople' })
  const preferredDate = useWatch({ control: form.control, name: 'preferredDate' })
  const placesHint =
    availability && preferredDate && isCalendarDate(preferredDate)
      ? placesLeftHint(availability, preferredDate)
      : undefined
  const filling = availability ? fillingDates(availability) : []
  // A date without room for the group can be waited for instead.
  const fullDate =
    availability &&
    preferredDate &&
    isCalendarDate(preferredDate) &&
    (!today || preferredDate > today) &&
    placesLeftOn(availability, preferredDate) < Math.max(1, Number(people) || 1)
      ? preferredDate
      : null
  const maxPeople = peopleLimit(event)
  const count = Number(people)
  const price =
    event && Number.isInteger(count) && count >= 1 && count <= maxPeople
      ? { perPerson: event.pricePerPerson, people: count }
      : null

  return (
    <VisitBookingForm
      form={form}
      heading="Book Your Visit"
      summaryTestId="booking-selection"
      summary={
        event ? (
          <>
            <span className="text-muted-foreground">Your choice: </span>
            <strong className="font-semibold">{event.title}</strong>
            <span className="block text-muted-foreground">
              {formatMoney(event.pricePerPerson)} per person · up to {event.maxPeople}{' '}
              {event.maxPeople === 1 ? 'person' : 'people'} a day
            </span>
            {filling.length > 0 && (
              <span className="mt-2 block" data-testid="filling-dates">
                <span className="text-muted-foreground">Dates filling up: </span>
                {filling.map((each) => each.text).join(' · ')}
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">
            Choose an event or workshop from the list to book it.
          </span>
        )
      }
      specialRequestsPlaceholder="Ages of children, accessibility needs, a birthday…"
      totalLabel="Estimated total"
      totalTestId="booking-total"
      price={price}
      paymentNote="Payment is collected on arrival. The farm confirms within 24 hours."
      submitLabel="Send Booking Request"
      submittingLabel="Sending Request..."
      disabledHint={event ? undefined : 'Select an event or workshop first.'}
      book={async (values) => {
        const received = await callApi(visitsApi.requestEventBooking, {
          body: bookingRequestBody(values),
        })
        return bookingReceivedSchema.parse(received)
      }}
      serverFields={bookingFields}
      emptyValues={emptyBooking}
      onInvalid={(invalid) => {
        if (invalid.farmEventId) {
          toast({ title: 'Please select an event or workshop', variant: 'destructive' })
        }
      }}
      onUnavailable={() => {
        // The event may have closed or filled meanwhile: show the current list and places.
        void queryClient.invalidateQueries({ queryKey: farmEventsQuery.queryKey })
        void refreshVisitAnswers(queryClient)
      }}
      onBooked={onBooked}
    >
      <FormField
        form={form}
        kind="integer"
        name="numberOfPeople"
        label="Number of people"
        hint={`From 1 to ${maxPeople} ${maxPeople === 1 ? 'person' : 'people'}.`}
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <div className="grid gap-2">
          <FormField
            form={form}
            name="preferredDate"
            label="Preferred date"
            type="date"
            min={today}
            hint={placesHint}
          />
          {fullDate && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => onJoinWaitlist(fullDate)}
            >
              <Hourglass aria-hidden="true" />
              Join the waitlist for this date
            </Button>
          )}
        </div>
        <FormField
          form={form}
          name="alternateDate"
          label="Alternate date (optional)"
          type="date"
          min={today}
        />
      </div>
    </VisitBookingForm>
  )
}
