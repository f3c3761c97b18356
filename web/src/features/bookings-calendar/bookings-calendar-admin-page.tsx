import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import type { CalendarSession } from '#contracts/bookings-calendar'
import * as calendarApi from '#contracts/bookings-calendar-api'
import { farmToday } from '#contracts/farm-time'
import { QueryState } from '#web/components/query-state'
import { ScreenLink } from '#web/components/staff/screen-link'
import { StaffPage } from '#web/components/staff/staff-page'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'
import {
  calendarRange,
  readCalendarSearch,
  writeCalendarSearch,
  type CalendarView,
} from './calendar-search'
import { CalendarToolbar } from './calendar-toolbar'
import { DayView, WeekView } from './calendar-views'
import { SessionPanel } from './session-panel'

/**
 * /admin/calendar (issue 25): events, workshops and pick-your-own sessions by week or day on the
 * farm's clock, each with its places booked of its capacity; a session opens its check-in list
 * (print it, mark attended or no-show, move a booking). The view and day live in the address.
 */
export function BookingsCalendarAdminPage() {
  const [params, setParams] = useSearchParams()
  const search = readCalendarSearch(params)
  const today = farmToday(useFarmTimeZone())
  const date = search.date ?? today
  const range = calendarRange(search.view, date)
  const calendar = useQuery({
    ...apiQuery(calendarApi.getCalendar, { query: range }),
    // The period before stays while the next loads, when it is of the same view.
    placeholderData: (previous) =>
      previous && (previous.from === previous.to) === (search.view === 'day')
        ? previous
        : undefined,
    refetchOnMount: 'always',
  })
  const [opened, setOpened] = useState<CalendarSession | null>(null)

  const change = (next: { view?: CalendarView; date?: string }) => {
    const merged = { ...search, ...next }
    setParams(
      writeCalendarSearch({
        view: merged.view,
        date: merged.date === today ? undefined : merged.date,
      }),
    )
  }
  // While another period loads, the one before stays (dimmed), so the layout does not jump.
  const stale = calendar.isPlaceholderData

  return (
    <StaffPage
      title="Bookings Calendar"
      description="Events, workshops and pick-your-own sessions with their places booked. Open a session for its check-in list."
      actions={
        <ScreenLink to="/admin/bookings" icon={CalendarDays}>
          All bookings
        </ScreenLink>
      }
    >
      <div className="grid gap-5">
        <CalendarToolbar view={search.view} date={date} today={today} onChange={change} />
        <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : undefined}>
          <QueryState query={calendar} loading="Loading the calendar..." what="the calendar">
            {(data) =>
              search.view === 'week' ? (
                <WeekView calendar={data} onOpen={setOpened} />
              ) : (
                <DayView calendar={data} onOpen={setOpened} />
              )
            }
          </QueryState>
        </div>
      </div>
      <SessionPanel session={opened} onClose={() => setOpened(null)} />
    </StaffPage>
  )
}
