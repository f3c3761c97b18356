import { eq } from 'drizzle-orm'
import { farmToday } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { orders, type OrderRow } from '#server/db/schema/orders'
import { findUser } from '#server/domains/identity/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import {
  returnStoreCreditSpend,
  spendStoreCredit,
  storeCreditBalance,
} from '#server/domains/store-credit/public'
import type { Buyer } from './buyer'

/*
 * Store credit as a way to pay an order (decision 0065). Only a signed-in customer spends credit,
 * and only the credit of their account's address: the order's e-mail field proves nothing.
 */

/** The address whose credit this buyer may spend, or null (a visitor, an account without one). */
export async function creditHolderOfBuyer(db: Db, buyer: Buyer) {
  if (!buyer.userId) return null
  return (await findUser(db, buyer.userId))?.email ?? null
}

/**
 * Pays as much of a new order as the buyer's credit covers, in the order's transaction, and
 * answers the order with what credit paid.
 */
export async function payWithStoreCredit(tx: Db, order: OrderRow, email: string) {
  const today = farmToday(await readFarmTimeZone(tx))
  const spent = await spendStoreCredit(tx, {
    email,
    wantedCents: order.totalAmountCents,
    orderId: order.id,
    today,
  })
  if (spent === 0) return order
  const [paid] = await tx
    .update(orders)
    .set({ storeCreditCents: spent })
    .where(eq(orders.id, order.id))
    .returning()
  return paid!
}

/** What the card (or other provider) is asked for: the total less what credit paid. */
export const cardDueCents = (order: Pick<OrderRow, 'totalAmountCents' | 'storeCreditCents'>) =>
  order.totalAmountCents - order.storeCreditCents

/**
 * An order that will never be paid (replaced, lapsed, cancelled unpaid) gives its credit back,
 * in the caller's transaction.
 */
export async function returnUnpaidOrderCredit(tx: Db, orderId: number) {
  await returnStoreCreditSpend(tx, orderId)
  await tx.update(orders).set({ storeCreditCents: 0 }).where(eq(orders.id, orderId))
}

/**
 * The buyer's credit for the checkout summary: what there is and what an order of `totalCents`
 * would use of it; null when they have none to spend.
 */
export async function storeCreditQuote(db: Db, buyer: Buyer, totalCents: number, use: boolean) {
  const holder = await creditHolderOfBuyer(db, buyer)
  if (!holder) return null
  const available = await storeCreditBalance(db, holder, farmToday(await readFarmTimeZone(db)))
  if (available === 0) return null
  return { availableCents: available, appliedCents: use ? Math.min(available, totalCents) : 0 }
}
