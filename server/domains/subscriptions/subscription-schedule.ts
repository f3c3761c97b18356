import { add, differenceInCalendarDays, differenceInCalendarMonths, format, parse } from 'date-fns'
import { planFrequencyStep, type PlanFrequency } from '#contracts/subscription-plans'

/*
 * A subscription's delivery calendar (decision 0030): farm calendar dates (YYYY-MM-DD), the
 * first on the start date and then one per frequency step, each counted from the start date (so
 * a monthly box started on the 31st falls on the last day of shorter months and returns to the
 * 31st). Pure date arithmetic on calendar dates: no clock, no time zone.
 */

const pattern = 'yyyy-MM-dd'
const day = (date: string) => parse(date, pattern, new Date(2000, 0, 1))

/** How many days one step is, for the day- and week-based frequencies (null for monthly). */
function stepDays(frequency: PlanFrequency): number | null {
  const step = planFrequencyStep[frequency]
  if ('days' in step) return step.days
  if ('weeks' in step) return step.weeks * 7
  return null
}

/** The `index`-th delivery (0 = the start date). */
export function deliveryDate(start: string, frequency: PlanFrequency, index: number): string {
  const step = planFrequencyStep[frequency]
  const times = (value: number) => value * index
  const duration =
    'days' in step
      ? { days: times(step.days) }
      : 'weeks' in step
        ? { weeks: times(step.weeks) }
        : { months: times(step.months) }
  return format(add(day(start), duration), pattern)
}

/** The index of the first delivery on or after `date` (0 when `date` is the start or earlier). */
function firstIndexOnOrAfter(start: string, frequency: PlanFrequency, date: string): number {
  if (date <= start) return 0
  const days = stepDays(frequency)
  let index =
    days === null
      ? Math.max(0, differenceInCalendarMonths(day(date), day(start)) - 1)
      : Math.floor(differenceInCalendarDays(day(date), day(start)) / days)
  while (deliveryDate(start, frequency, index) < date) index += 1
  return index
}

/** The first delivery on or after `date`. */
export function deliveryOnOrAfter(start: string, frequency: PlanFrequency, date: string): string {
  return deliveryDate(start, frequency, firstIndexOnOrAfter(start, frequency, date))
}

/** Every delivery from `from` to `to`, both included. */
export function deliveriesBetween(
  start: string,
  frequency: PlanFrequency,
  from: string,
  to: string,
): string[] {
  const dates: string[] = []
  for (let index = firstIndexOnOrAfter(start, frequency, from); ; index += 1) {
    const date = deliveryDate(start, frequency, index)
    if (date > to) return dates
    dates.push(date)
  }
}

/** A farm break: days (both included) with no boxes. */
export interface BreakDays {
  startsOn: string
  endsOn: string
}

export const inBreak = (date: string, breaks: readonly BreakDays[]) =>
  breaks.some((each) => date >= each.startsOn && date <= each.endsOn)

/**
 * A subscription's boxes as they stand: its calendar, the boxes paid for, any pause, and the
 * dates with no box (skipped by the member, decision 0059, or in a farm break).
 */
interface BoxState {
  start: string
  frequency: PlanFrequency
  from: string
  pausedUntil: string | null
  paidDates: ReadonlySet<string>
  skippedDates?: ReadonlySet<string>
  breaks?: readonly BreakDays[]
}

/** Why an unpaid date on the calendar is not a box, or null when it is one. */
export function noBoxReason(
  date: string,
  {
    pausedUntil,
    skippedDates,
    breaks,
  }: Omit<BoxState, 'start' | 'frequency' | 'from' | 'paidDates'>,
): 'skipped' | 'farm_break' | 'paused' | null {
  if (breaks && inBreak(date, breaks)) return 'farm_break'
  if (skippedDates?.has(date)) return 'skipped'
  if (pausedUntil !== null && date < pausedUntil) return 'paused'
  return null
}

/** The first delivery from `from` on (included) that `accept` takes. */
function firstBox({ start, frequency, from }: BoxState, accept: (date: string) => boolean): string {
  for (let index = firstIndexOnOrAfter(start, frequency, from); ; index += 1) {
    const date = deliveryDate(start, frequency, index)
    if (accept(date)) return date
  }
}

/**
 * The next box from `from` on (included) that will really be delivered: a paid box always is; an
 * unpaid one is not while paused before `pausedUntil`, skipped or in a farm break.
 */
export function nextBox(options: BoxState): string {
  return firstBox(
    options,
    (date) => options.paidDates.has(date) || noBoxReason(date, options) === null,
  )
}

/**
 * The first box from `from` on (included) that has not been paid for and will be delivered: the
 * box a Stripe renewal invoice pays for.
 */
export function nextUnpaidBox(options: BoxState): string {
  return firstBox(
    options,
    (date) => !options.paidDates.has(date) && noBoxReason(date, options) === null,
  )
}
