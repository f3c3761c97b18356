import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { orders } from '#server/db/schema/orders'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { every } from '#server/jobs/job-engine'
import type { OrderDeps } from './order-deps'
import { pickupReminderMail, readOrderMailContext } from './order-mail'
import { pickupLinkMaker } from './pickup-links'

/** When the reminder job looks for tomorrow's pickups. */
export const pickupReminderSchedule = every.quarterHour

/**
 * E-mails each paid order whose pickup window is tomorrow (farm time) one reminder. The order is
 * marked by the conditional UPDATE that picks it, in the transaction that queues its e-mail, so
 * however many instances run the job at once, the reminder goes out once. Returns how many.
 */
export async function sendPickupReminders(
  deps: Pick<OrderDeps, 'db' | 'mail' | 'publicUrl'>,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const tomorrow = addCalendarDays(farmToday(await readFarmTimeZone(tx), now), 1)
    const due = await tx
      .update(orders)
      .set({ pickupReminderSentAt: now })
      .where(
        and(
          eq(orders.pickupDate, tomorrow),
          isNull(orders.pickupReminderSentAt),
          inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
          notInArray(orders.status, ['cancelled', 'delivered']),
        ),
      )
      .returning()
    if (due.length === 0) return 0
    const context = await readOrderMailContext(tx)
    const linkOf = await pickupLinkMaker(tx, deps.publicUrl)
    for (const order of due) {
      await deps.mail.queue(pickupReminderMail(order, context, linkOf(order.id)), { db: tx })
    }
    return due.length
  })
}
