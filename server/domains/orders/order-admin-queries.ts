import { eq, sql, type SQL } from 'drizzle-orm'
import type { AdminOrderDetails, AdminOrderSummary } from '#contracts/order-admin'
import { orderStatuses, type OrderStatus } from '#contracts/order-states'
import type { Db } from '#server/db/client'
import { subscriptionPayments } from '#server/db/schema/subscriptions'
import { orders } from '#server/db/schema/orders'
import { payments } from '#server/db/schema/payments'
import { centsToDecimal } from '#server/lib/money'
import { findOrder, toOrderDetails } from '#server/domains/checkout/public'
import { readOrderHistory } from './order-history'
import { refundsOf } from './order-refunds'

/** Checkout never finished: payment awaited, declined or abandoned, and never moved on by staff. */
export const unfinishedCheckout: SQL = sql`(${orders.paymentStatus} in ('unpaid', 'failed') and ${orders.status} in ('pending', 'cancelled'))`

export async function summarizeOrders(db: Db): Promise<AdminOrderSummary> {
  // Every paid CSA box is money taken too (decision 0042); the app refunds none of them.
  const [boxes] = await db
    .select({ cents: sql<string>`coalesce(sum(${subscriptionPayments.amountCents}), 0)::text` })
    .from(subscriptionPayments)
  const subscriptionCents = Number(boxes?.cents ?? 0)
  const groups = await db
    .select({
      status: orders.status,
      unfinished: sql<boolean>`${unfinishedCheckout}`,
      count: sql<number>`count(*)::int`,
      // Money kept: paid orders not cancelled, less what was refunded of them (decision 0033).
      paidCents: sql<string>`coalesce(sum(${orders.totalAmountCents} - (select coalesce(sum(r.amount_cents), 0) from refunds r where r.order_id = ${orders}.id and r.status = 'succeeded')) filter (where ${orders.paymentStatus} in ('paid', 'partially_refunded') and ${orders.status} <> 'cancelled'), 0)::text`,
    })
    .from(orders)
    .groupBy(orders.status, sql`2`)
  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >
  let unfinished = 0
  let paidCents = 0
  for (const group of groups) {
    paidCents += Number(group.paidCents)
    if (group.unfinished) unfinished += group.count
    else byStatus[group.status] += group.count
  }
  return {
    totalOrders: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    toShip: byStatus.confirmed + byStatus.processing,
    paidRevenue: centsToDecimal(paidCents + subscriptionCents),
    subscriptionRevenue: centsToDecimal(subscriptionCents),
    byStatus,
    unfinished,
  }
}

export async function findAdminOrderDetails(db: Db, id: number): Promise<AdminOrderDetails | null> {
  const order = await findOrder(db, id)
  if (!order) return null
  const [[detail], [payment], history, refunds] = await Promise.all([
    toOrderDetails(db, [order]),
    db.select().from(payments).where(eq(payments.orderId, id)).limit(1),
    readOrderHistory(db, order),
    refundsOf(db, order),
  ])
  return {
    ...detail!,
    payment: payment
      ? {
          provider: payment.provider === 'stripe' ? 'stripe' : 'test',
          status: order.paymentStatus,
          amount: centsToDecimal(payment.amountCents),
        }
      : null,
    ...refunds,
    history,
  }
}
