import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { subscriptions, type SubscriptionRow } from '#server/db/schema/subscriptions'
import { chargeStripeBox, recordBoxPayment, testPaymentReference } from './subscription-billing'
import { farmTimeZone, paidDatesOf } from './subscription-records'
import { boxAddOnsOf, lastClosedBoxDate, nextBoxFrom } from './box-calendar'
import { every } from '#server/jobs/job-engine'
import type { SubscriptionDeps } from './subscription-deps'

/** When the renewal job looks for boxes whose cut-off has passed. */
export const renewalSchedule = every.quarterHour

/** At most this many boxes of one subscription are caught up in one run (a long outage). */
const maxPasses = 400

/**
 * Settles one subscription's next box, in one transaction (decision 0059): the subscription's row
 * is locked while it still has that next box (another run, a skip or an add-on change waits, and
 * finds it settled), its following box is worked out with the skips, breaks and pause as they now
 * stand, and in test mode the box is charged with its add-ons (a payment row, unique by date, and
 * its receipt), or at Stripe off-session with the member's saved card (decision 0060). The first
 * box was paid when subscribing, so it is not charged again.
 */
async function renewOne(deps: SubscriptionDeps, due: SubscriptionRow) {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, due.id),
          eq(subscriptions.nextDelivery, due.nextDelivery!),
          eq(subscriptions.status, due.status),
        ),
      )
      .for('update')
    if (!row) return { moved: false, charged: false }
    const date = row.nextDelivery!
    const next = await nextBoxFrom(tx, row, addCalendarDays(date, 1))
    await tx
      .update(subscriptions)
      .set({ nextDelivery: next, updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id))
    // The next box is never one a pause, skip or break takes: a paused subscription's next box
    // is the first after its pause (or one already paid for, which is not charged again).
    if (row.provider !== deps.payments.kind) return { moved: true, charged: false }
    if ((await paidDatesOf(tx, row.id, date)).has(date)) return { moved: true, charged: false }
    const addOns = await boxAddOnsOf(tx, row.id, date)
    const box = { deliveryDate: date, amountCents: row.totalPriceCents + addOns.totalCents }
    const charged =
      row.provider === 'stripe'
        ? await chargeStripeBox(deps, tx, row, box)
        : await recordBoxPayment(deps, tx, row, {
            ...box,
            reference: testPaymentReference(row.id, date),
          })
    return { moved: true, charged }
  })
}

/**
 * The renewal job (every 15 minutes; tests call it): pauses that have ended become active again,
 * then every active or paused subscription whose next box's cut-off has passed settles it and
 * moves on to its following box, charging the due one in test mode. Safe with several app
 * instances running it at once. Returns how many boxes it charged.
 */
export async function runSubscriptionRenewals(deps: SubscriptionDeps, now = new Date()) {
  const timeZone = await farmTimeZone(deps.db)
  const today = farmToday(timeZone, now)
  await deps.db
    .update(subscriptions)
    .set({ status: 'active', pausedUntil: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.status, 'paused'), lte(subscriptions.pausedUntil, today)))

  const closed = lastClosedBoxDate(timeZone, now)
  // A subscription whose charge failed (Stripe unreachable) is left for the next run.
  const failed: number[] = []
  let charged = 0
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const due = await deps.db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'paused']),
          lte(subscriptions.nextDelivery, closed),
          failed.length ? notInArray(subscriptions.id, failed) : undefined,
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(100)
    let progressed = false
    for (const row of due) {
      try {
        const result = await renewOne(deps, row)
        progressed ||= result.moved
        if (result.charged) charged += 1
      } catch (error) {
        deps.log.error({ err: error, subscriptionId: row.id }, 'Renewing a subscription failed')
        failed.push(row.id)
        progressed = true
      }
    }
    if (!progressed) break
  }
  return charged
}
