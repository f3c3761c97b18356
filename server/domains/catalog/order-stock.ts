import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import { queueBackInStockNotices, type BackInStockMailContext } from './back-in-stock'
import { releaseStock } from './stock'
import { releasePickupPlace } from '#server/domains/pickup/public'

/**
 * Gives an order's reserved stock back once (no-op when already released), and its place in its
 * pickup window. With `backInStock`,
 * the people waiting for a product that this brings back in stock are e-mailed.
 */
export async function releaseOrderStock(
  db: Db,
  orderId: number,
  backInStock?: BackInStockMailContext,
) {
  const [order] = await db
    .update(orders)
    .set({ stockReleasedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id, windowId: orders.pickupWindowId, date: orders.pickupDate })
  if (!order) return false
  if (order.windowId !== null && order.date !== null) {
    await releasePickupPlace(db, { windowId: order.windowId, date: order.date })
  }
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  for (const line of [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
    if (line.productId === null) continue
    const cameBack = await releaseStock(db, line.productId, line.quantity)
    if (cameBack && backInStock) await queueBackInStockNotices(db, cameBack, backInStock)
  }
  return true
}
