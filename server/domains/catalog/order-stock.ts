import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import type { BackInStockMailContext } from './back-in-stock'
import { returnWaitlistHold, stockReturned } from './product-waitlist'
import { releaseStock } from './stock'
import { releasePickupPlace } from '#server/domains/pickup/public'

/**
 * Gives an order's reserved stock back once (no-op when already released), and its place in its
 * pickup window. Units an unpaid order took from a waitlist offer go back to that offer while it
 * lasts (decision 0067). With `stockMail`, the stock that comes back is offered to the product's
 * waitlist and then, when some is for sale again, the back-in-stock requests are e-mailed;
 * without it (an unpaid order replaced by its buyer's next) the waitlist job offers it.
 */
export async function releaseOrderStock(
  db: Db,
  orderId: number,
  stockMail?: BackInStockMailContext,
  now = new Date(),
) {
  const [order] = await db
    .update(orders)
    .set({ stockReleasedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({
      id: orders.id,
      windowId: orders.pickupWindowId,
      date: orders.pickupDate,
      paymentStatus: orders.paymentStatus,
    })
  if (!order) return false
  if (order.windowId !== null && order.date !== null) {
    await releasePickupPlace(db, { windowId: order.windowId, date: order.date })
  }
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed'
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  for (const line of [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
    if (line.productId === null) continue
    const backToHold = unpaid
      ? await returnWaitlistHold(db, orderId, line.productId, line.quantity, now)
      : 0
    if (backToHold === line.quantity) continue
    const cameBack = await releaseStock(db, line.productId, line.quantity - backToHold)
    if (stockMail) await stockReturned(db, line.productId, stockMail, cameBack !== null, now)
  }
  return true
}
