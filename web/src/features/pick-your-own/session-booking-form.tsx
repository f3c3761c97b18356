import { useId } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarCheck, LoaderCircle } from 'lucide-react'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import {
  pickYourOwnBookingResultSchema,
  type BookedVisit,
  type PickYourOwnBookingRequest,
  type PickYourOwnBookingRequestInput,
  type PickYourOwnSlot,
} from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
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
  const id = useId()
  const queryClient = useQueryClient()
  const people = useWatch({ control: form.control, name: 'numberOfPeople' })
  const {
    formState: { errors, isSubmitting },
  } = form
  const choices = peopleChoices(slot.spotsLeft)
  const count = Number(people)
  const total = choices.includes(count) ? multiplyAmount(slot.pricePerPerson, count) : null

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey })

  const onSubmit = form.handleSubmit(async (values) => {
    let visit: BookedVisit
    try {
      const booked = await callApi(visitsApi.bookPickYourOwnSlot, {
        params: { id: slot.id },
        body: sessionBookingBody(values),
      })
      visit = pickYourOwnBookingResultSchema.parse(booked)
    } catch (error) {
      const parsed = showServerFieldErrors(form.setError, error, sessionBookingFields)
      toast({ title: 'Booking Failed', description: parsed.message, variant: 'destructive' })
      if (parsed.status === 409 || parsed.status === 404) {
        // Not enough spots (or the session was cancelled): show what is left now, and keep the
        // group within it.
        await refreshSlots()
        const fresh = queryClient
          .getQueryData(slotsQuery.queryKey)
          ?.find((each) => each.id === slot.id)
        const limit = fresh ? peopleChoices(fresh.spotsLeft).length : 0
        if (limit > 0 && Number(form.getValues('numberOfPeople')) > limit) {
          form.setValue('numberOfPeople', String(limit))
        }
      }
      return
    }
    form.reset(emptySessionBooking)
    onBooked(visit, values.customerEmail)
    void refreshVisitAnswers(queryClient)
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Book this session" className="grid gap-5">
      <div
        aria-live="polite"
        className="rounded-xl bg-muted/70 px-4 py-3 text-sm"
        data-testid="session-summary"
      >
        <p className="font-semibold">{slot.productName}</p>
        <p>{formatVisitDate(slot.date)}</p>
        <p>
          {formatClockTime(slot.startTime)} – {formatClockTime(slot.endTime)}
        </p>
        <p className="text-muted-foreground">
          {formatMoney(slot.pricePerPerson)} per person · {spotsLeftText(slot.spotsLeft)}
        </p>
      </div>

      <VisitorContactFields form={form} />
      <FormField
        form={form}
        kind="select"
        name="numberOfPeople"
        label="Number of people"
        options={choices.map((each) => ({ value: String(each), label: peopleText(each) }))}
      />
      <FormField
        form={form}
        kind="textarea"
        rows={3}
        name="specialRequests"
        label="Special requests (optional)"
        placeholder="A stroller, a wheelchair, little pickers…"
      />
      <HoneypotField id={`${id}-website`} {...form.register('website')} />

      <div className="grid gap-1 rounded-xl border border-border/70 bg-background px-4 py-3">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-medium">Total</span>
          <span
            className="text-lg font-semibold text-primary tabular-nums"
            data-testid="session-total"
            aria-live="polite"
          >
            {total ? formatMoney(total) : '–'}
          </span>
        </p>
        {total && (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatMoney(slot.pricePerPerson)} × {peopleText(count)}
          </p>
        )}
        <p className="text-xs text-muted-foreground">Payment is due on arrival.</p>
      </div>

      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <CalendarCheck aria-hidden="true" />
        )}
        {isSubmitting ? 'Booking...' : 'Book Session'}
      </Button>
    </form>
  )
}
