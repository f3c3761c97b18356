import { useId } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarCheck, LoaderCircle } from 'lucide-react'
import {
  bookingReceivedSchema,
  type BookedVisit,
  type BookingRequest,
  type BookingRequestInput,
  type FarmEvent,
  type FarmEventAvailability,
} from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
import { farmToday, isCalendarDate } from '#contracts/farm-time'
import { useHydrated } from '#web/lib/use-hydrated'
import { VisitorContactFields } from '#web/components/visitor-contact-fields'
import { FormField } from '#web/components/form-field'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { toast } from '#web/components/ui/use-toast'
import { refreshVisitAnswers } from '#web/hooks/use-cancel-visit'
import { callApi } from '#web/lib/api-client'
import { formatMoney, multiplyAmount } from '#web/lib/format-money'
import { showServerFieldErrors } from '#web/lib/server-field-errors'
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
}) {
  // Only once hydrated: the server's cached page may be from another day. Asked here, not by the
  // page, so the switch re-renders this form and not the whole page.
  const hydrated = useHydrated()
  const today = hydrated ? farmToday(timeZone) : undefined
  const id = useId()
  const queryClient = useQueryClient()
  const people = useWatch({ control: form.control, name: 'numberOfPeople' })
  const preferredDate = useWatch({ control: form.control, name: 'preferredDate' })
  const placesHint =
    availability && preferredDate && isCalendarDate(preferredDate)
      ? placesLeftHint(availability, preferredDate)
      : undefined
  const filling = availability ? fillingDates(availability) : []
  const {
    formState: { errors, isSubmitting },
  } = form
  const maxPeople = peopleLimit(event)
  const count = Number(people)
  const total =
    event && Number.isInteger(count) && count >= 1 && count <= maxPeople
      ? multiplyAmount(event.pricePerPerson, count)
      : null

  const onSubmit = form.handleSubmit(
    async (values) => {
      let visit: BookedVisit
      try {
        const received = await callApi(visitsApi.requestEventBooking, {
          body: bookingRequestBody(values),
        })
        visit = bookingReceivedSchema.parse(received)
      } catch (error) {
        const parsed = showServerFieldErrors(form.setError, error, bookingFields)
        toast({ title: 'Booking Failed', description: parsed.message, variant: 'destructive' })
        // The event may have closed or filled meanwhile: show the current list and places.
        if (parsed.status === 404 || parsed.status === 409) {
          void queryClient.invalidateQueries({ queryKey: farmEventsQuery.queryKey })
          void refreshVisitAnswers(queryClient)
        }
        return
      }
      // Spec 2 §4: the form resets and the selection clears; the page shows what was booked.
      form.reset(emptyBooking)
      onBooked(visit, values.customerEmail)
      void refreshVisitAnswers(queryClient)
    },
    (invalid) => {
      if (invalid.farmEventId) {
        toast({ title: 'Please select an event or workshop', variant: 'destructive' })
      }
    },
  )

  const chooseHintId = `${id}-choose`
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="grid gap-5">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        Book Your Visit
      </h2>

      <div
        aria-live="polite"
        className="rounded-xl bg-muted/70 px-4 py-3 text-sm"
        data-testid="booking-selection"
      >
        {event ? (
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
        )}
      </div>

      <VisitorContactFields form={form} />
      <FormField
        form={form}
        kind="integer"
        name="numberOfPeople"
        label="Number of people"
        hint={`From 1 to ${maxPeople} ${maxPeople === 1 ? 'person' : 'people'}.`}
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <FormField
          form={form}
          name="preferredDate"
          label="Preferred date"
          type="date"
          min={today}
          hint={placesHint}
        />
        <FormField
          form={form}
          name="alternateDate"
          label="Alternate date (optional)"
          type="date"
          min={today}
        />
      </div>
      <FormField
        form={form}
        kind="textarea"
        rows={3}
        name="specialRequests"
        label="Special requests (optional)"
        placeholder="Ages of children, accessibility needs, a birthday…"
      />
      <HoneypotField id={`${id}-website`} {...form.register('website')} />

      <div className="grid gap-1 rounded-xl border border-border/70 bg-background px-4 py-3">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-medium">Estimated total</span>
          <span
            className="text-lg font-semibold text-primary tabular-nums"
            data-testid="booking-total"
            aria-live="polite"
          >
            {total ? formatMoney(total) : '–'}
          </span>
        </p>
        {event && total && (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatMoney(event.pricePerPerson)} × {count} {count === 1 ? 'person' : 'people'}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          Payment is collected on arrival. The farm confirms within 24 hours.
        </p>
      </div>

      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}

      <div className="grid gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={!event || isSubmitting}
          aria-describedby={event ? undefined : chooseHintId}
          className="w-full"
        >
          {isSubmitting ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <CalendarCheck aria-hidden="true" />
          )}
          {isSubmitting ? 'Sending Request...' : 'Send Booking Request'}
        </Button>
        {!event && (
          <p id={chooseHintId} className="text-center text-xs text-muted-foreground">
            Select an event or workshop first.
          </p>
        )}
      </div>
    </form>
  )
}
