import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import { centsToDecimal } from '#server/lib/money'
import { trackingOfOrders } from '#server/domains/shipping-labels/public'
import type { CustomerOrder } from '#contracts/orders'

/** A user's own orders, newest first, with the number of items in each and its tracking. */
export async function listOrdersOfUser(db: Db, userId: string): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmountCents: orders.totalAmountCents,
      createdAt: orders.createdAt,
      trackingCarrier: orders.trackingCarrier,
      trackingNumber: orders.trackingNumber,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const tracking = await trackingOfOrders(db, rows)

  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalAmount: centsToDecimal(row.totalAmountCents),
    createdAt: row.createdAt.toISOString(),
    itemCount: Number(row.itemCount),
    tracking: tracking.get(row.id) ?? null,
  }))
}
