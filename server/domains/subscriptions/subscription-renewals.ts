import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { planFrequencyOf } from '#contracts/subscription-plans'
import type { Db } from '#server/db/client'
import { subscriptions, type SubscriptionRow } from '#server/db/schema/subscriptions'
import { recordBoxPayment, testPaymentReference } from './subscription-billing'
import { farmTimeZone, paidDatesOf } from './subscription-records'
import { nextBox } from './subscription-schedule'
import { every } from '#server/jobs/job-engine'
import type { SubscriptionDeps } from './subscription-deps'

/** When the renewal job looks for boxes that are due. */
export const renewalSchedule = every.quarterHour

/** At most this many boxes of one subscription are caught up in one run (a long outage). */
const maxPasses = 400

/**
 * Moves one due subscription to its next box, in one transaction: a conditional UPDATE on the
 * next delivery it read decides which run does it (another run at the same moment changes
 * nothing), then, in test mode, the due box is charged (a payment row, unique by date, and its
 * receipt). The first box was paid when subscribing, so its date is found paid and not charged
 * again. Stripe subscriptions are only moved on: Stripe charges them (invoice.paid).
 */
async function renewOne(deps: SubscriptionDeps, row: SubscriptionRow) {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const due = row.nextDelivery!
    const from = addCalendarDays(due, 1)
    const next = nextBox({
      start: row.startDate,
      frequency: planFrequencyOf(row.frequency),
      from,
      pausedUntil: row.status === 'paused' ? row.pausedUntil : null,
      paidDates: await paidDatesOf(tx, row.id, from),
    })
    const [moved] = await tx
      .update(subscriptions)
      .set({ nextDelivery: next, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.nextDelivery, due),
          eq(subscriptions.status, row.status),
        ),
      )
      .returning({ id: subscriptions.id })
    if (!moved) return { moved: false, charged: false }
    const charged =
      row.provider === 'test' && row.status === 'active' && deps.payments.kind === 'test'
        ? await recordBoxPayment(deps, tx, row, {
            deliveryDate: due,
            amountCents: row.totalPriceCents,
            reference: testPaymentReference(row.id, due),
          })
        : false
    return { moved: true, charged }
  })
}

/**
 * The renewal job (every 15 minutes; tests call it): pauses that have ended become active again,
 * then every active or paused subscription whose next box is due (the farm's today or earlier)
 * moves on to its following box, charging the due one in test mode. Safe with several app
 * instances running it at once. Returns how many boxes it charged.
 */
export async function runSubscriptionRenewals(deps: SubscriptionDeps, now = new Date()) {
  const today = farmToday(await farmTimeZone(deps.db), now)
  await deps.db
    .update(subscriptions)
    .set({ status: 'active', pausedUntil: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.status, 'paused'), lte(subscriptions.pausedUntil, today)))

  let charged = 0
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const due = await deps.db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'paused']),
          lte(subscriptions.nextDelivery, today),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(100)
    let progressed = false
    for (const row of due) {
      const result = await renewOne(deps, row)
      progressed ||= result.moved
      if (result.charged) charged += 1
    }
    if (!progressed) break
  }
  return charged
}
