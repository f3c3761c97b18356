import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { orders } from '#server/db/schema/orders'
import { releaseOrderStock } from '#server/domains/catalog/public'
import { giveBackUnpaidOrderBalances } from '#server/domains/checkout/public'
import type { OrderDeps } from './order-deps'
import { recordOrderEvent } from './order-history'

/**
 * Unpaid orders keep their stock for 30 minutes; then this job cancels them and gives the stock
 * and the store credit they spent back (each order once: releaseOrderStock is conditional on stockReleasedAt being empty).
 */
export async function releaseLapsedReservations(
  { db, backInStock }: Pick<OrderDeps, 'db' | 'backInStock'>,
  now = new Date(),
) {
  const lapsed = await db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['unpaid', 'failed']),
        isNull(orders.stockReleasedAt),
        lt(orders.reservedUntil, now),
      ),
    )
    .limit(200)
  let released = 0
  for (const { id, ...before } of lapsed) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      if (await releaseOrderStock(tx, id, backInStock)) {
        released += 1
        await giveBackUnpaidOrderBalances(tx, id)
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
          .returning()
        await recordOrderEvent(tx, id, 'released', before, cancelled ?? before)
      }
    })
  }
  return released
}
