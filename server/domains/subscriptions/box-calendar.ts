import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { boxCutOff, boxCutOffInstant, type BoxState } from '#contracts/csa-season'
import { planFrequencyOf } from '#contracts/subscription-plans'
import type { Db } from '#server/db/client'
import {
  boxAddOns,
  farmBreaks,
  subscriptionBoxAddOns,
  subscriptionPayments,
  subscriptionSkips,
  subscriptions,
  type SubscriptionRow,
} from '#server/db/schema/subscriptions'
import { paidDatesOf } from './subscription-records'
import { deliveriesBetween, nextBox, noBoxReason, type BreakDays } from './subscription-schedule'

/*
 * What each date of a subscription's calendar holds (decision 0059): a box, or none because the
 * member skipped it, the farm has a break or the subscription is paused; and what was charged.
 */

/** Farm breaks that end on or after `from`, earliest first. */
export async function farmBreaksFrom(db: Db, from: string): Promise<BreakDays[]> {
  return db
    .select({ startsOn: farmBreaks.startsOn, endsOn: farmBreaks.endsOn, reason: farmBreaks.reason })
    .from(farmBreaks)
    .where(gte(farmBreaks.endsOn, from))
    .orderBy(asc(farmBreaks.startsOn))
}

async function skippedDatesOf(db: Db, subscriptionId: number, from: string) {
  const rows = await db
    .select({ date: subscriptionSkips.deliveryDate })
    .from(subscriptionSkips)
    .where(
      and(
        eq(subscriptionSkips.subscriptionId, subscriptionId),
        gte(subscriptionSkips.deliveryDate, from),
      ),
    )
  return new Set(rows.map((row) => row.date))
}

/** Everything `nextBox` needs to know about one subscription from `from` on. */
export async function boxStateOf(db: Db, row: SubscriptionRow, from: string) {
  const [paidDates, skippedDates, breaks] = await Promise.all([
    paidDatesOf(db, row.id, from),
    skippedDatesOf(db, row.id, from),
    farmBreaksFrom(db, from),
  ])
  return {
    start: row.startDate,
    frequency: planFrequencyOf(row.frequency),
    from,
    pausedUntil: row.status === 'paused' ? row.pausedUntil : null,
    paidDates,
    skippedDates,
    breaks,
  }
}

/** The next box to settle from `from` on, as the subscription now stands. */
export async function nextBoxFrom(db: Db, row: SubscriptionRow, from: string) {
  return nextBox(await boxStateOf(db, row, from))
}

/**
 * The latest delivery date whose cut-off has passed at `now`: boxes up to it are settled
 * (charged or not), later ones can still change.
 */
export function lastClosedBoxDate(timeZone: string, now: Date) {
  const candidate = addCalendarDays(farmToday(timeZone, now), boxCutOff.daysBefore)
  return boxCutOffInstant(candidate, timeZone) <= now ? candidate : addCalendarDays(candidate, -1)
}

/** The add-ons chosen for one box, with their names, and their total in cents. */
export async function boxAddOnsOf(db: Db, subscriptionId: number, deliveryDate: string) {
  const lines = await db
    .select({
      addOnId: subscriptionBoxAddOns.addOnId,
      name: boxAddOns.name,
      quantity: subscriptionBoxAddOns.quantity,
      priceCents: subscriptionBoxAddOns.priceCents,
    })
    .from(subscriptionBoxAddOns)
    .innerJoin(boxAddOns, eq(boxAddOns.id, subscriptionBoxAddOns.addOnId))
    .where(
      and(
        eq(subscriptionBoxAddOns.subscriptionId, subscriptionId),
        eq(subscriptionBoxAddOns.deliveryDate, deliveryDate),
      ),
    )
    .orderBy(asc(boxAddOns.sortOrder), asc(boxAddOns.id))
  const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0)
  return { lines, totalCents }
}

/** One date of one subscription's calendar between two dates. */
export interface ScheduledDate {
  row: SubscriptionRow
  date: string
  state: BoxState
  paid: boolean
  /** A farm break's reason. */
  note: string | null
}

/**
 * Every calendar date of active and paused subscriptions (or of the given ones) from `from` to
 * `to`, with what it holds. Dates before a subscription's next box that were not paid are left
 * out (passed without a box); a paid box always counts.
 */
export async function scheduledDates(
  db: Db,
  from: string,
  to: string,
  only?: { subscriptionIds: number[] },
): Promise<ScheduledDate[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      only
        ? inArray(subscriptions.id, only.subscriptionIds)
        : inArray(subscriptions.status, ['active', 'paused']),
    )
    .orderBy(asc(subscriptions.customerName), asc(subscriptions.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [payments, skips, breaks] = await Promise.all([
    db
      .select({ id: subscriptionPayments.subscriptionId, date: subscriptionPayments.deliveryDate })
      .from(subscriptionPayments)
      .where(
        and(
          inArray(subscriptionPayments.subscriptionId, ids),
          sql`${subscriptionPayments.deliveryDate} between ${from} and ${to}`,
        ),
      ),
    db
      .select({ id: subscriptionSkips.subscriptionId, date: subscriptionSkips.deliveryDate })
      .from(subscriptionSkips)
      .where(
        and(
          inArray(subscriptionSkips.subscriptionId, ids),
          sql`${subscriptionSkips.deliveryDate} between ${from} and ${to}`,
        ),
      ),
    db
      .select()
      .from(farmBreaks)
      .where(and(lte(farmBreaks.startsOn, to), gte(farmBreaks.endsOn, from))),
  ])
  const paid = new Set(payments.map((each) => `${each.id} ${each.date}`))
  const skipped = new Set(skips.map((each) => `${each.id} ${each.date}`))
  const dates: ScheduledDate[] = []
  for (const row of rows) {
    for (const date of deliveriesBetween(row.startDate, planFrequencyOf(row.frequency), from, to)) {
      const isPaid = paid.has(`${row.id} ${date}`)
      const breakDay = breaks.find((each) => date >= each.startsOn && date <= each.endsOn)
      const reason = isPaid
        ? null
        : noBoxReason(date, {
            pausedUntil: row.status === 'paused' ? row.pausedUntil : null,
            skippedDates: skipped.has(`${row.id} ${date}`) ? new Set([date]) : undefined,
            breaks: breakDay ? [breakDay] : undefined,
          })
      const passed =
        !isPaid && reason === null && (row.nextDelivery === null || date < row.nextDelivery)
      if (passed) continue
      dates.push({
        row,
        date,
        state: reason ?? 'box',
        paid: isPaid,
        note: reason === 'farm_break' ? (breakDay?.reason ?? null) : null,
      })
    }
  }
  return dates
}
