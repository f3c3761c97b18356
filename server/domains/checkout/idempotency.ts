import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { idempotencyKeys } from '#server/db/schema/checkout'
import { orders } from '#server/db/schema/orders'
import { conflict } from '#server/http/http-error'
import { isBuyerOf, type Buyer } from './buyer'

/** Where a key was used: checkout, the farm-stand portal and gift cards keep separate key spaces. */
export type IdempotencyScope = 'checkout' | 'farm-stand' | 'gift-card'

export type ClaimedKey =
  | { kind: 'existing'; orderId: number }
  | { kind: 'new'; bindOrder: (orderId: number) => Promise<void> }

/**
 * Claims an idempotency key inside the order's transaction. The first request with a key gets
 * `new` and binds its order to the key; every later one (same buyer) gets that `existing` order.
 * A simultaneous request with the same key waits on the key's row, then finds the order.
 */
export async function claimIdempotencyKey(
  tx: Db,
  scope: IdempotencyScope,
  key: string,
  buyer: Buyer,
): Promise<ClaimedKey> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ scope, key })
    .onConflictDoNothing()
    .returning()
  if (claimed) {
    return {
      kind: 'new',
      bindOrder: async (orderId) => {
        await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.id, claimed.id))
      },
    }
  }

  const [existing] = await tx
    .select({ order: orders })
    .from(idempotencyKeys)
    .leftJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  if (!existing?.order)
    throw conflict('CHECKOUT_IN_PROGRESS', 'This order is already being placed.')
  if (!isBuyerOf(existing.order, buyer)) {
    throw conflict(
      'IDEMPOTENCY_KEY_REUSED',
      'This checkout key belongs to another order. Please reload the page.',
    )
  }
  return { kind: 'existing', orderId: existing.order.id }
}
