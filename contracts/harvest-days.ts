import { z } from 'zod'
import { weekdayNames, weekdays, type Weekday } from './farm-settings'
import { fulfilmentOf } from './order-states'
import {
  addCalendarDays,
  farmInstant,
  farmToday,
  formatClockTime,
  formatVisitDate,
  isClockTime,
  isoWeekdayOf,
} from './farm-time'

/**
 * Harvest days (issue 26): a fresh product is picked to order on set weekdays, and an order
 * placed after a harvest day's cut-off (say Wednesday 12:00 for Thursday) goes to the next
 * harvest day. The cut-off is a number of days before the harvest day and a wall-clock time on
 * the farm, so it stays at noon on the farm across a DST change. A product without harvest days
 * is ready at once.
 */

/** What staff set on a product: no days is "not picked to order". */
export interface HarvestSchedule {
  harvestDays: Weekday[]
  harvestCutOffDaysBefore: number
  harvestCutOffTime: string
}

/** The cut-off staff can choose: the harvest day itself up to six days before it. */
export const harvestCutOffDayChoices = [0, 1, 2, 3, 4, 5, 6] as const
export const harvestCutOffDayLabel = (days: number) =>
  days === 0 ? 'On the harvest day' : days === 1 ? 'The day before' : `${days} days before`

export const harvestScheduleDefaults = {
  harvestDays: [] as Weekday[],
  harvestCutOffDaysBefore: 1,
  harvestCutOffTime: '12:00',
} satisfies HarvestSchedule

/** The product form's fields for its harvest days. */
export const harvestScheduleFields = {
  harvestDays: z
    .array(z.enum(weekdays, 'Harvest days must be days of the week'), {
      error: 'Harvest days must be a list of days of the week',
    })
    .max(weekdays.length)
    .refine((days) => new Set(days).size === days.length, 'Each harvest day only once'),
  harvestCutOffDaysBefore: z
    .number('Order cut-off must be a whole number of days')
    .int('Order cut-off must be a whole number of days')
    .min(0, 'Order cut-off cannot be after the harvest day')
    .max(6, 'Order cut-off must be at most 6 days before the harvest day'),
  harvestCutOffTime: z
    .string('Order cut-off time is required')
    .refine(isClockTime, 'Order cut-off time must be a time such as 12:00 (24 hours)'),
}

/** A harvest date and the instant orders for it close. */
export interface Harvest {
  /** The farm date the fruit is picked, e.g. "2026-12-03". */
  date: string
  /** When orders for that harvest close. */
  orderBy: Date
}

const isoWeekday = (day: Weekday) => weekdays.indexOf(day) + 1

/** When orders for a harvest on `date` close, on the farm's clock. */
export const harvestCutOff = (schedule: HarvestSchedule, date: string, timeZone: string) =>
  farmInstant(
    addCalendarDays(date, -schedule.harvestCutOffDaysBefore),
    schedule.harvestCutOffTime,
    timeZone,
  )

/**
 * The harvest an order placed at `now` goes to: the first harvest day whose cut-off has not come.
 * Null when the product is not picked to order.
 */
export function nextHarvest(
  schedule: HarvestSchedule,
  timeZone: string,
  now: Date = new Date(),
): Harvest | null {
  if (schedule.harvestDays.length === 0) return null
  const days = new Set(schedule.harvestDays.map(isoWeekday))
  const today = farmToday(timeZone, now)
  // A cut-off is at most 6 days before its harvest day, so two weeks always hold the answer.
  for (let offset = 0; offset < 14 + schedule.harvestCutOffDaysBefore; offset++) {
    const date = addCalendarDays(today, offset)
    if (!days.has(isoWeekdayOf(date))) continue
    const orderBy = harvestCutOff(schedule, date, timeZone)
    if (orderBy.getTime() > now.getTime()) return { date, orderBy }
  }
  return null
}

/**
 * The harvest a cart's order waits for: everything goes out together, so it is the latest of its
 * products' next harvests, and orders close at that harvest's earliest cut-off. Null when
 * nothing in it is picked to order.
 */
export function cartHarvest(
  schedules: readonly HarvestSchedule[],
  timeZone: string,
  now: Date = new Date(),
): Harvest | null {
  const harvests = schedules
    .map((schedule) => nextHarvest(schedule, timeZone, now))
    .filter((harvest): harvest is Harvest => harvest !== null)
  if (harvests.length === 0) return null
  const date = harvests.map((harvest) => harvest.date).sort()[harvests.length - 1]!
  const orderBy = Math.min(
    ...harvests
      .filter((harvest) => harvest.date === date)
      .map((harvest) => harvest.orderBy.getTime()),
  )
  return { date, orderBy: new Date(orderBy) }
}

const pluralDay = (day: Weekday) => `${weekdayNames[day]}s`

/** "Picked to order on Tuesdays and Fridays; order by 12:00 PM the day before." */
export function describeHarvestDays(schedule: HarvestSchedule): string | null {
  if (schedule.harvestDays.length === 0) return null
  const ordered = weekdays.filter((day) => schedule.harvestDays.includes(day)).map(pluralDay)
  const days =
    ordered.length === 1
      ? ordered[0]
      : `${ordered.slice(0, -1).join(', ')} and ${ordered[ordered.length - 1]}`
  const when =
    schedule.harvestCutOffDaysBefore === 0
      ? 'that day'
      : harvestCutOffDayLabel(schedule.harvestCutOffDaysBefore).toLowerCase()
  return `Picked to order on ${days}; order by ${formatClockTime(schedule.harvestCutOffTime)} ${when}.`
}

/** How an order with a harvest reaches its buyer: collected, or sent (shipped or delivered). */
export type HarvestHandOver = 'pickup' | 'sent'

/** How an order by a shipping method is handed over after its harvest (none in person). */
export function harvestHandOverOf(shippingMethod: string | null): HarvestHandOver | null {
  const fulfilment = fulfilmentOf(shippingMethod)
  return fulfilment === 'pickup' ? 'pickup' : fulfilment === 'in_person' ? null : 'sent'
}

/**
 * "Picked Thursday, December 3, 2026 and ready for pickup from then." / "… and sent out that
 * day.": what checkout, the order page and the receipt promise.
 */
export function harvestPromise(date: string, handOver: HarvestHandOver | null): string {
  const picked = `Picked ${formatVisitDate(date)}`
  if (handOver === 'pickup') return `${picked} and ready for pickup from then.`
  if (handOver === 'sent') return `${picked} and sent out that day.`
  return `${picked}.`
}

/** What a pickup window before the harvest is told, in the browser and by the server. */
export const beforeHarvestMessage = (date: string) =>
  `Your fruit is picked ${formatVisitDate(date)}; please choose a window from that day on`
