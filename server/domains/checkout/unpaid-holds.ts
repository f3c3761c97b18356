import { and, count, eq, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import { conflict } from '#server/http/http-error'
import { releaseOrderStock } from '#server/domains/catalog/public'
import { giveBackUnpaidOrderBalances } from './order-balances'

/*
 * What one visitor or one client address may hold without paying (decision 0015). Checkout and
 * the farm-stand portal share these limits.
 */

/** Open unpaid orders (stock held, payment not done) one visitor session may have at once. */
export const maxOpenUnpaidOrdersPerVisitor = 2
/** Open unpaid orders one client address may have at once (times RATE_LIMIT_FACTOR). */
export const maxOpenUnpaidOrdersPerAddress = 5
/*
 * And of each tracked product, one holder's unpaid orders may hold at most half of the units,
 * rounded up (`reserveLines` → `reserveStock` with `share`): a product with two or more units left
 * never shows Out of Stock because of one visitor's or one address's unpaid orders.
 */

export const tooManyUnpaidOrdersMessage =
  'You already have orders waiting for payment. Please pay for them, or try again when they lapse (30 minutes).'

/** Who would hold the stock: the visitor session and the client address of the request. */
export interface Holder {
  visitorId: string
  address: string
}

/** Orders that hold stock and wait for payment (a declined card leaves an order open). */
export const isOpenUnpaidOrder = and(
  eq(orders.status, 'pending'),
  inArray(orders.paymentStatus, ['unpaid', 'failed']),
  isNull(orders.stockReleasedAt),
)

/**
 * Admits a new unpaid order inside its transaction and answers the units of each product the
 * holder still holds unpaid (for the share rule of `reserveLines`). In order:
 * 1. serializes the holder's orders (a transaction-scoped lock per visitor and per address), so
 *    simultaneous requests cannot both pass the caps;
 * 2. with `replaceEarlier` (checkout), cancels the visitor's earlier open unpaid orders and gives
 *    their stock back: checking out again replaces abandoned attempts (a retry with the same
 *    idempotency key never gets here). Farm-stand orders replace nothing: each is its own purchase;
 * 3. refuses with 409 when the visitor or the address is at its cap of open unpaid orders.
 * When the order is refused later on, the transaction rolls all of it back.
 */
export async function admitUnpaidOrder(
  tx: Db,
  holder: Holder,
  options: { replaceEarlier: boolean; addressFactor: number },
): Promise<Map<number, number>> {
  for (const lockKey of [`visitor:${holder.visitorId}`, `address:${holder.address}`]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unpaid-holds:${lockKey}`}))`)
  }

  const superseded = options.replaceEarlier
    ? await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(isOpenUnpaidOrder, eq(orders.sessionId, holder.visitorId)))
        .orderBy(orders.id)
    : []
  for (const { id } of superseded) {
    await releaseOrderStock(tx, id)
    await giveBackUnpaidOrderBalances(tx, id)
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
  }

  const openCount = async (owner: SQL) => {
    const [row] = await tx
      .select({ open: count() })
      .from(orders)
      .where(and(isOpenUnpaidOrder, owner))
    return Number(row?.open ?? 0)
  }
  if (
    (await openCount(eq(orders.sessionId, holder.visitorId))) >= maxOpenUnpaidOrdersPerVisitor ||
    (await openCount(eq(orders.clientAddress, holder.address))) >=
      maxOpenUnpaidOrdersPerAddress * options.addressFactor
  ) {
    throw conflict('TOO_MANY_UNPAID_ORDERS', tooManyUnpaidOrdersMessage)
  }

  const held = await tx
    .select({ productId: orderItems.productId, units: sum(orderItems.quantity) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        isOpenUnpaidOrder,
        or(eq(orders.sessionId, holder.visitorId), eq(orders.clientAddress, holder.address)),
      ),
    )
    .groupBy(orderItems.productId)
  return new Map(
    held.flatMap(({ productId, units }) =>
      productId === null ? [] : [[productId, Number(units ?? 0)] as const],
    ),
  )
}
