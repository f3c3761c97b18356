import { and, arrayContains, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { harvestAlertTypeExplanations, harvestAlertTypeLabels } from '#contracts/harvest-alerts'
import type { Db } from '#server/db/client'
import {
  harvestAlertSubscriptions,
  harvestAlerts,
  type HarvestAlertRow,
} from '#server/db/schema/harvest-alerts'
import {
  farmDateOf,
  farmOfAlerts,
  harvestAlertFooter,
  unsubscribeHeaders,
  type HarvestAlertMailContext,
} from './harvest-alert-mail'
import { every } from '#server/jobs/job-engine'

/** When the job looks for alerts whose alert date has arrived. */
export const announceSchedule = every.quarterHour

/** An alert visitors can see now, on the database's clock: active, begun, not expired. */
export const liveNow = () =>
  and(
    eq(harvestAlerts.active, true),
    lte(harvestAlerts.alertDate, sql`now()`),
    or(isNull(harvestAlerts.expiryDate), gt(harvestAlerts.expiryDate, sql`now()`)),
  )

/**
 * Announces alerts that have just gone live (one alert, or every due one): one conditional
 * `UPDATE ... SET notified_at = now() WHERE notified_at IS NULL AND <live now>` marks them, and
 * only the alerts it returned get their e-mails, queued in the same transaction. However many
 * instances, staff clicks and job runs meet, an alert is e-mailed once (PostgreSQL re-checks the
 * condition after waiting for another transaction's lock), and switching it off and on again
 * never sends it twice. Call inside the transaction that made the alert live. Answers how many
 * e-mails it queued.
 */
export async function announceHarvestAlerts(
  tx: Db,
  context: HarvestAlertMailContext,
  alertId?: number,
): Promise<number> {
  const announced = await tx
    .update(harvestAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        alertId === undefined ? undefined : eq(harvestAlerts.id, alertId),
        isNull(harvestAlerts.notifiedAt),
        liveNow(),
      ),
    )
    .returning()
  let queued = 0
  for (const alert of announced) queued += await emailSubscribers(tx, context, alert)
  return queued
}

/** The scheduled run (every 15 minutes): alerts whose alert date arrived since they were saved. */
export const announceDueHarvestAlerts = (db: Db, context: HarvestAlertMailContext) =>
  db.transaction((tx) => announceHarvestAlerts(tx, context))

/**
 * One e-mail to each confirmed, active subscriber who chose this alert's product and its type;
 * an alert whose product is gone reaches nobody.
 */
async function emailSubscribers(tx: Db, context: HarvestAlertMailContext, alert: HarvestAlertRow) {
  if (alert.productId === null) return 0
  const subscribers = await tx
    .select({
      email: harvestAlertSubscriptions.email,
      unsubscribeToken: harvestAlertSubscriptions.unsubscribeToken,
    })
    .from(harvestAlertSubscriptions)
    .where(
      and(
        eq(harvestAlertSubscriptions.active, true),
        isNotNull(harvestAlertSubscriptions.confirmedAt),
        isNotNull(harvestAlertSubscriptions.unsubscribeToken),
        arrayContains(harvestAlertSubscriptions.productIds, [alert.productId]),
        arrayContains(harvestAlertSubscriptions.alertTypes, [alert.alertType]),
      ),
    )
  if (subscribers.length === 0) return 0
  const farm = await farmOfAlerts(tx)
  for (const subscriber of subscribers) {
    const token = subscriber.unsubscribeToken!
    await context.queueMail(
      {
        to: subscriber.email,
        subject: `Harvest Alert: ${alert.title}`,
        text: alertMailText(alert, farm, context.publicUrl, token),
        headers: unsubscribeHeaders(context.publicUrl, token),
      },
      { db: tx },
    )
  }
  return subscribers.length
}

function alertMailText(
  alert: HarvestAlertRow,
  farm: { farmName: string; timeZone: string },
  publicUrl: string,
  unsubscribeToken: string,
) {
  const type = alert.alertType
  const when = alert.expiryDate
    ? `Until ${farmDateOf(alert.expiryDate, farm.timeZone)}.`
    : `Posted ${farmDateOf(alert.alertDate, farm.timeZone)}.`
  const next =
    type === 'pick_your_own'
      ? `Book a pick-your-own session: ${publicUrl}/pick-your-own`
      : `Order online: ${publicUrl}/products/${alert.productId}`
  return [
    `Hello from ${farm.farmName}!`,
    '',
    `${harvestAlertTypeLabels[type]}: ${alert.productName}`,
    alert.title,
    '',
    alert.message,
    '',
    when,
    next,
    `All current alerts: ${publicUrl}/harvest-alerts`,
    '',
    `(${harvestAlertTypeLabels[type]}: ${harvestAlertTypeExplanations[type]})`,
    '',
    harvestAlertFooter(publicUrl, unsubscribeToken),
  ].join('\n')
}
