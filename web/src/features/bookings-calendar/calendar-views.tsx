import { Link } from 'react-router'
import { cva } from 'class-variance-authority'
import { CalendarX2 } from 'lucide-react'
import type { Calendar, CalendarSession } from '#contracts/bookings-calendar'
import { formatShortVisitDate, formatVisitDate } from '#contracts/farm-time'
import { EmptyState } from '#web/components/query-state'
import { dayName, weekDays, writeCalendarSearch } from './calendar-search'
import { SessionCard } from './session-card'

const noSessionsHelp =
  'Pick-your-own sessions are set up under Events & workshops; an event or workshop date shows here once someone books it.'

const dayVariants = cva('flex min-w-0 flex-col gap-2 rounded-2xl border p-2', {
  variants: {
    today: { true: 'border-primary bg-primary-soft/40', false: 'border-border/70 bg-muted/30' },
    // A phone lists only the days that have sessions; a laptop shows the whole week's columns.
    empty: { true: 'max-lg:hidden', false: '' },
  },
})

const sessionsOn = (calendar: Calendar, date: string) =>
  calendar.sessions.filter((session) => session.date === date)

/**
 * A week: seven columns, Monday to Sunday, on a laptop; on a phone a list by day of the days
 * with sessions. Each day's name opens its day view.
 */
export function WeekView({
  calendar,
  onOpen,
}: {
  calendar: Calendar
  onOpen: (session: CalendarSession) => void
}) {
  const days = weekDays(calendar.from)
  if (calendar.sessions.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX2 className="size-9 text-primary" aria-hidden="true" />}
        title="No sessions this week"
        description={noSessionsHelp}
      />
    )
  }
  return (
    <ol aria-label="Days of the week" className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {days.map((date) => {
        const sessions = sessionsOn(calendar, date)
        const isToday = date === calendar.today
        return (
          <li
            key={date}
            data-testid="calendar-day"
            data-date={date}
            className={dayVariants({ today: isToday, empty: sessions.length === 0 })}
          >
            <h3 className="text-sm font-semibold">
              <Link
                to={{ search: `?${writeCalendarSearch({ view: 'day', date })}` }}
                className="rounded-sm underline-offset-4 hover:underline"
              >
                <span className="lg:hidden">{formatShortVisitDate(date)}</span>
                <span className="max-lg:hidden" aria-hidden="true">
                  {dayName(date)}
                </span>
                <span className="sr-only max-lg:hidden">{formatVisitDate(date)}</span>
              </Link>
              {isToday && (
                <span className="ml-1.5 text-xs font-semibold text-primary">(today)</span>
              )}
            </h3>
            {sessions.length === 0 ? (
              <p className="text-xs text-muted-foreground">No sessions</p>
            ) : (
              <ul className="grid gap-2">
                {sessions.map((session) => (
                  <li key={session.key}>
                    <SessionCard session={session} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/** A day: its sessions in time order, each with its hours, type and places left. */
export function DayView({
  calendar,
  onOpen,
}: {
  calendar: Calendar
  onOpen: (session: CalendarSession) => void
}) {
  if (calendar.sessions.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX2 className="size-9 text-primary" aria-hidden="true" />}
        title="No sessions on this day"
        description={noSessionsHelp}
      />
    )
  }
  return (
    <ul
      aria-label={`Sessions on ${formatVisitDate(calendar.from)}`}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
    >
      {calendar.sessions.map((session) => (
        <li key={session.key}>
          <SessionCard session={session} detailed onOpen={onOpen} />
        </li>
      ))}
    </ul>
  )
}
