import { addDays, format, parse, startOfWeek } from 'date-fns'
import { z } from 'zod'
import { isCalendarDate } from '#contracts/farm-time'
import { endpointUrl } from '#contracts/endpoint'
import * as calendarApi from '#contracts/bookings-calendar-api'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import * as visitsApi from '#contracts/visits-api'
import { readUrlSearch, writeUrlSearch } from '#web/lib/url-search'

export const calendarViews = ['week', 'day'] as const
export type CalendarView = (typeof calendarViews)[number]
export const calendarViewLabels: Record<CalendarView, string> = { week: 'Week', day: 'Day' }

/** The calendar's view and day as the address holds them (`?view=day&date=2026-11-28`). */
const calendarSearchSchema = z.object({
  view: z.enum(calendarViews).default('week'),
  /** The day shown, or a day of the week shown; today when left out. */
  date: z.string().refine(isCalendarDate).optional(),
})
export type CalendarSearch = z.output<typeof calendarSearchSchema>

export const readCalendarSearch = (params: URLSearchParams): CalendarSearch =>
  readUrlSearch(calendarSearchSchema, params)

export const writeCalendarSearch = (search: z.input<typeof calendarSearchSchema>) =>
  writeUrlSearch(calendarSearchSchema, search)

const datePattern = 'yyyy-MM-dd'
const asDate = (date: string) => parse(date, datePattern, new Date(2000, 0, 1))
const asText = (date: Date) => format(date, datePattern)

/** The farm's week runs Monday to Sunday, so a weekend's sessions sit together at its end. */
export function weekDays(date: string): string[] {
  const monday = startOfWeek(asDate(date), { weekStartsOn: 1 })
  return Array.from({ length: 7 }, (_, day) => asText(addDays(monday, day)))
}

/** The farm dates the calendar asks for: the week of `date`, or that day alone. */
export function calendarRange(view: CalendarView, date: string) {
  if (view === 'day') return { from: date, to: date }
  const days = weekDays(date)
  return { from: days[0]!, to: days[6]! }
}

/** The day a step back or forward shows: a week or a day away. */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  return asText(addDays(asDate(date), step * (view === 'week' ? 7 : 1)))
}

/** "Mon 23" in a week's column, "Monday, November 23" where there is room. */
export const dayName = (date: string) => format(asDate(date), 'EEE d')

/** "Nov 23 – 29, 2026" or "Nov 30 – Dec 6, 2026": the week shown. */
export function weekTitle(from: string, to: string): string {
  const start = asDate(from)
  const end = asDate(to)
  const sameMonth = format(start, 'MMM yyyy') === format(end, 'MMM yyyy')
  return sameMonth
    ? `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`
    : `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`
}

/** The addresses a booking's move or attendance changes: the calendar, its sessions, lists. */
const calendarAnswerPrefixes = [
  endpointUrl(calendarApi.getCalendar),
  endpointUrl(visitsAdminApi.listStaffBookings),
  endpointUrl(visitsAdminApi.farmEvents.list),
  endpointUrl(visitsAdminApi.pickYourOwnSlots.list),
  endpointUrl(visitsApi.listPickYourOwnSlots),
]

export function isCalendarQueryKey([address]: readonly unknown[]): boolean {
  return (
    typeof address === 'string' &&
    calendarAnswerPrefixes.some((prefix) => address.startsWith(prefix))
  )
}
