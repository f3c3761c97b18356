import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { CalendarPlus, CircleCheck, ExternalLink } from 'lucide-react'
import { visitBookingPath, visitCalendarPath, type BookedVisit } from '#contracts/visits'
import { Button } from './ui/button'
import { WrappingText } from './ui/wrapping-text'
import { VisitDetails } from './visit-details'

/** Spec 2 §8's success words: a request waits for the farm, a session is booked at once. */
const outcome = {
  request: {
    title: 'Booking Request Sent!',
    lead: "We'll contact you within 24 hours to confirm your booking.",
  },
  booked: { title: 'Booking Confirmed!', lead: 'Your spots are booked. See you at the farm!' },
}

/**
 * What was just booked, in place of the booking form (the event and pick-your-own pages alike):
 * the visit, its date and hours on the farm's clock, the people and the price, a calendar file,
 * and how to cancel (the link e-mailed to the visitor, the same as "See your booking"). It stays
 * until the visitor books another visit or leaves the page; focus moves to it, so a screen
 * reader says what happened.
 */
export function BookingConfirmation({
  visit: { token, booking },
  email,
  anotherLabel,
  onAnother,
}: {
  visit: BookedVisit
  /** Where the confirmation and the booking's link were e-mailed. */
  email: string
  anotherLabel: string
  onAnother: () => void
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { title, lead } = booking.status === 'pending' ? outcome.request : outcome.booked

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5"
      data-testid="booking-confirmation"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <CircleCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2
            id={`${id}-title`}
            ref={heading}
            tabIndex={-1}
            className="font-serif text-2xl font-semibold focus:outline-none"
          >
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{lead}</p>
        </div>
      </div>

      <div className="grid gap-4 rounded-xl bg-muted/70 px-4 py-4">
        <p className="font-semibold">{booking.title}</p>
        <VisitDetails booking={booking} layout="panel" />
      </div>

      <div className="grid gap-2">
        <Button asChild>
          <a href={visitCalendarPath(token)} download="farm-visit.ics">
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to={visitBookingPath(token)}>
            <ExternalLink aria-hidden="true" />
            See your booking
          </Link>
        </Button>
      </div>

      <p className="text-sm text-muted-foreground">
        A confirmation with a link to this booking is on its way to{' '}
        <WrappingText className="font-medium text-foreground" text={email} />. Plans change? Open
        the link to cancel, up to the start of your visit.
      </p>

      <Button variant="ghost" className="justify-self-start" onClick={onAnother}>
        {anotherLabel}
      </Button>
    </section>
  )
}
