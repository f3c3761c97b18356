import { TZDate, tzName } from '@date-fns/tz'
import {
  addDays,
  addMinutes,
  format,
  getISODay,
  isSaturday,
  isSunday,
  isValid,
  nextSaturday,
  parse,
} from 'date-fns'

/**
 * The farm's calendar and clock (decision 0024). Visit dates are calendar dates ("2026-11-28")
 * and times are wall-clock times ("08:00") in the farm's time zone, a field of the farm
 * settings (contracts/farm-settings.ts; America/New_York by default). All time-zone maths goes
 * through date-fns and @date-fns/tz; nothing here adds hand-written offsets.
 */

export const defaultFarmTimeZone = 'America/New_York'

const knownTimeZones = new Map<string, boolean>()

/** Whether the runtime knows a zone; asked once per zone (building a formatter is not cheap). */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownTimeZones.get(timeZone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone })
      known = true
    } catch {
      known = false
    }
    knownTimeZones.set(timeZone, known)
  }
  return known
}

/** The zone if the runtime knows it, else the farm's default (a mistyped site text never breaks). */
export function farmTimeZoneOrDefault(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : defaultFarmTimeZone
}

const datePattern = 'yyyy-MM-dd'

/** Whether text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = parse(value, datePattern, new Date(2000, 0, 1))
  return isValid(parsed) && format(parsed, datePattern) === value
}

/** Whether text is a wall-clock time written HH:MM (24 hours). */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

/** Today's date on the farm, e.g. "2026-11-28", whatever the server's or browser's own zone. */
export function farmToday(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), farmTimeZoneOrDefault(timeZone)), datePattern)
}

/** The farm's current month as an index, 0 = January ... 11 = December (the seasonal calendar). */
export function farmMonth(timeZone: string, now: Date = new Date()): number {
  return new TZDate(now.getTime(), farmTimeZoneOrDefault(timeZone)).getMonth()
}

/** The calendar date `days` after `date` (negative goes back); DST never shifts it. */
export function addCalendarDays(date: string, days: number): string {
  return format(addDays(parse(date, datePattern, new Date(2000, 0, 1)), days), datePattern)
}

/** The ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  return getISODay(parse(date, datePattern, new Date(2000, 0, 1)))
}

/**
 * The weekend of a calendar date: its own Saturday and Sunday when it is one of them (from the
 * date itself), else the coming ones.
 */
export function weekendOf(date: string): { from: string; to: string } {
  const day = parse(date, datePattern, new Date(2000, 0, 1))
  if (isSunday(day)) return { from: date, to: date }
  const saturday = isSaturday(day) ? day : nextSaturday(day)
  return { from: format(saturday, datePattern), to: format(addDays(saturday, 1), datePattern) }
}

/** The instant a farm date and wall-clock time name, e.g. 2026-11-28 08:00 on the farm. */
export function farmInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const zoned = new TZDate(year, month - 1, day, hours, minutes, farmTimeZoneOrDefault(timeZone))
  return new Date(zoned.getTime())
}

/** The instant `minutes` after a farm date and time (crossing a DST change correctly). */
export function farmInstantAfter(date: string, time: string, minutes: number, timeZone: string) {
  return addMinutes(farmInstant(date, time, timeZone), minutes)
}

/** The zone's short name at a farm date and time, for a visitor in another zone: "EST", "EDT". */
export function farmZoneName(date: string, time: string, timeZone: string): string {
  const zone = farmTimeZoneOrDefault(timeZone)
  return tzName(zone, farmInstant(date, time, zone), 'short')
}

/** "Saturday, November 28, 2026". */
export function formatVisitDate(date: string): string {
  if (!isCalendarDate(date)) return date
  return format(parse(date, datePattern, new Date(2000, 0, 1)), 'EEEE, MMMM d, yyyy')
}

/** "Sat, Nov 28". */
export function formatShortVisitDate(date: string): string {
  if (!isCalendarDate(date)) return date
  return format(parse(date, datePattern, new Date(2000, 0, 1)), 'EEE, MMM d')
}

/** "08:00" → "8:00 AM". */
export function formatClockTime(time: string): string {
  if (!isClockTime(time)) return time
  return format(parse(time, 'HH:mm', new Date(2000, 0, 1)), 'h:mm a')
}

/** 120 → "2 hours", 90 → "1.5 hours", 60 → "1 hour", 45 → "45 minutes". */
export function formatDuration(minutes: number): string {
  if (minutes < 60 || minutes % 30 !== 0) return `${minutes} minutes`
  const hours = minutes / 60
  return hours === 1 ? '1 hour' : `${hours} hours`
}

/** The farm's wall-clock time of an instant: "11:00". */
export function farmClockTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), farmTimeZoneOrDefault(timeZone)), 'HH:mm')
}

/** A TZDate of an instant on the farm's clock (calendar files write it with the zone's name). */
export function onFarmClock(instant: Date, timeZone: string): TZDate {
  return new TZDate(instant.getTime(), farmTimeZoneOrDefault(timeZone))
}

/** An instant on the farm's clock, with its zone: "Wednesday, December 2, 2026, 12:00 PM EST". */
export function formatFarmInstant(instant: Date, timeZone: string): string {
  const date = farmToday(timeZone, instant)
  const time = farmClockTime(instant, timeZone)
  return `${formatVisitDate(date)}, ${formatClockTime(time)} ${farmZoneName(date, time, timeZone)}`
}
