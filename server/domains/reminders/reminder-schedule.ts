import { addDays, addMonths, differenceInCalendarDays, format, parse } from 'date-fns'
import { farmInstant, farmToday } from '#contracts/farm-time'
import { reminderSendTime, type ReminderFrequency } from '#contracts/reminders'

/*
 * When a reminder goes out (decision 0032). Every reminder is sent at 8:00 on the farm's clock
 * (`reminderSendTime`, the farm settings' time zone). Its series starts at the first 8:00 after it
 * was created (the same morning when created before 8:00, else the next one) and repeats each day,
 * each 7 days, each N days (custom) or each month from that first date, always counted from the
 * first date (a monthly reminder started on the 31st goes out on the last day of shorter months and
 * comes back to the 31st). Dates are the farm's calendar dates and the instant of each is found by
 * contracts/farm-time.ts, so "8:00" stays 8:00 on the farm across the daylight-saving changes.
 * A one-time reminder has one date only.
 */

export interface ReminderSeries {
  frequency: ReminderFrequency
  customDays: number | null
  /** When the reminder was made: its series starts at the first 8:00 after it. */
  createdAt: Date
}

const pattern = 'yyyy-MM-dd'
const day = (date: string) => parse(date, pattern, new Date(2000, 0, 1))
const at = (date: string, timeZone: string) => farmInstant(date, reminderSendTime, timeZone)

/** The first farm date, at 8:00, after `instant`: today's 8:00 if still ahead, else tomorrow's. */
function firstDateAfter(instant: Date, timeZone: string): string {
  const today = farmToday(timeZone, instant)
  return at(today, timeZone) > instant ? today : format(addDays(day(today), 1), pattern)
}

/** Days between two sendings; null for monthly (months differ in length) and one-time. */
function stepDays(series: ReminderSeries): number | null {
  switch (series.frequency) {
    case 'daily':
      return 1
    case 'weekly':
      return 7
    case 'custom':
      return Math.max(1, series.customDays ?? 1)
    default:
      return null
  }
}

/** The series' `index`-th date (0 = its first). */
function seriesDate(series: ReminderSeries, first: string, index: number): string {
  if (series.frequency === 'monthly') return format(addMonths(day(first), index), pattern)
  return format(addDays(day(first), index * (stepDays(series) ?? 0)), pattern)
}

/** The instant of the series' first sending. */
export function firstTrigger(series: ReminderSeries, timeZone: string): Date {
  return at(firstDateAfter(series.createdAt, timeZone), timeZone)
}

/**
 * The series' first sending strictly after `after`, or null when there is none (a one-time
 * reminder whose moment has passed).
 */
export function nextTriggerAfter(
  series: ReminderSeries,
  after: Date,
  timeZone: string,
): Date | null {
  const first = firstDateAfter(series.createdAt, timeZone)
  if (series.frequency === 'one_time') {
    const only = at(first, timeZone)
    return only > after ? only : null
  }
  // Start a step or two before `after`'s date and walk forward: a few iterations at most.
  const elapsed = differenceInCalendarDays(day(farmToday(timeZone, after)), day(first))
  const step = stepDays(series)
  let index =
    elapsed <= 0
      ? 0
      : Math.max(0, step ? Math.floor(elapsed / step) - 1 : Math.floor(elapsed / 31) - 1)
  for (;;) {
    const instant = at(seriesDate(series, first, index), timeZone)
    if (instant > after) return instant
    index += 1
  }
}

/** The next 8:00 on the farm after `after` (a paused one-time reminder switched back on). */
export function nextSendTimeAfter(after: Date, timeZone: string): Date {
  return at(firstDateAfter(after, timeZone), timeZone)
}
