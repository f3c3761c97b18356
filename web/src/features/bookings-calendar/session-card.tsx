import { cva } from 'class-variance-authority'
import type { CalendarSession } from '#contracts/bookings-calendar'
import { formatClockTime } from '#contracts/farm-time'
import { bookedText, placesLeftText, sessionHours, sessionTypeLabel } from './session-words'

const cardVariants = cva(
  [
    'group flex w-full flex-col gap-1 rounded-xl border border-border/80 border-l-4 bg-card px-2.5 py-2 text-left text-sm shadow-sm transition-colors',
    'hover:border-primary hover:bg-primary-soft/50',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ],
  {
    variants: {
      type: {
        event: 'border-l-primary',
        workshop: 'border-l-honey',
        pick_your_own: 'border-l-mango',
      },
      cancelled: { true: 'opacity-70', false: '' },
    },
  },
)

const fillVariants = cva('block h-full rounded-full', {
  variants: {
    full: { true: 'bg-mango-strong', false: 'bg-primary' },
  },
})

/** How full a session is, drawn as a bar (the numbers beside it say the same in words). */
function FillBar({ session }: { session: CalendarSession }) {
  const share = session.capacity > 0 ? Math.min(1, session.booked / session.capacity) : 1
  return (
    <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-muted">
      <span
        className={fillVariants({ full: session.placesLeft === 0 })}
        style={{ width: `${Math.round(share * 100)}%` }}
      />
    </span>
  )
}

/**
 * One session in the calendar, a button that opens its check-in list: when, what, and its places
 * booked of its capacity. `detailed` (the day view) adds the hours, type and places left.
 */
export function SessionCard({
  session,
  detailed = false,
  onOpen,
}: {
  session: CalendarSession
  detailed?: boolean
  onOpen: (session: CalendarSession) => void
}) {
  return (
    <button
      type="button"
      data-testid="calendar-session"
      data-session={session.key}
      className={cardVariants({ type: session.type, cancelled: session.cancelled })}
      onClick={() => onOpen(session)}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground tabular-nums">
          {detailed ? sessionHours(session) : formatClockTime(session.startTime)}
        </span>
        {detailed && <span>{sessionTypeLabel(session)}</span>}
      </span>
      <span
        className={
          session.cancelled
            ? 'font-medium break-words line-through'
            : 'font-medium break-words group-hover:text-primary'
        }
      >
        {session.title}
      </span>
      {session.cancelled && <span className="text-xs font-semibold">Cancelled</span>}
      {!session.active && !session.cancelled && (
        <span className="text-xs text-muted-foreground">Not taking bookings</span>
      )}
      <FillBar session={session} />
      <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span data-testid="session-booked" className="font-semibold tabular-nums">
          {bookedText(session)}
        </span>
        {detailed && (
          <span className="text-muted-foreground">
            {placesLeftText(session.placesLeft)} · {session.bookings}{' '}
            {session.bookings === 1 ? 'booking' : 'bookings'}
          </span>
        )}
      </span>
    </button>
  )
}
