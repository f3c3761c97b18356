import { Apple, Grape, Hourglass, Sparkles, type LucideIcon } from 'lucide-react'
import {
  farmClockTime,
  farmInstant,
  farmToday,
  formatClockTime,
  formatShortVisitDate,
  isCalendarDate,
  isClockTime,
} from '#contracts/farm-time'
import type { HarvestAlertType } from '#contracts/harvest-alerts'
import { validDate } from './format-date'

/**
 * How harvest alerts look on the public page and the staff screen (decision 0028): each type's
 * badge colour and icon (the type is always written in words too), and their instants as the
 * farm's dates and times.
 */
export const harvestAlertTypeLook: Record<
  HarvestAlertType,
  { badge: 'secondary' | 'mango' | 'honey' | 'sky'; icon: LucideIcon }
> = {
  harvest_ready: { badge: 'secondary', icon: Apple },
  pick_your_own: { badge: 'sky', icon: Grape },
  last_call: { badge: 'mango', icon: Hourglass },
  new_variety: { badge: 'honey', icon: Sparkles },
}

/** "Sat, May 30": the farm's calendar day of an instant. */
export function farmShortDay(iso: string | null | undefined, timeZone: string): string {
  const date = validDate(iso)
  return date ? formatShortVisitDate(farmToday(timeZone, date)) : ''
}

/** "Sat, May 30, 2026 at 8:00 AM" on the farm's clock. */
export function farmDayAndTime(iso: string | null | undefined, timeZone: string): string {
  const date = validDate(iso)
  if (!date) return ''
  const day = farmToday(timeZone, date)
  const time = formatClockTime(farmClockTime(date, timeZone))
  return `${formatShortVisitDate(day)}, ${day.slice(0, 4)} at ${time}`
}

/** An instant as a `datetime-local` input shows it on the farm's clock: "2026-05-30T08:00". */
export function toFarmDateTimeInput(iso: string | null | undefined, timeZone: string): string {
  const date = validDate(iso)
  return date ? `${farmToday(timeZone, date)}T${farmClockTime(date, timeZone)}` : ''
}

/** A `datetime-local` value read on the farm's clock, as an ISO instant; null when incomplete. */
export function fromFarmDateTimeInput(value: string, timeZone: string): string | null {
  const [day = '', time = ''] = value.split('T')
  const clock = time.slice(0, 5)
  if (!isCalendarDate(day) || !isClockTime(clock)) return null
  return farmInstant(day, clock, timeZone).toISOString()
}
