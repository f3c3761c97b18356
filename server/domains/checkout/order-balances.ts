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
import { giftCardCodeMessage, giftCardCodeSchema } from '#contracts/gift-cards'
import { badRequest } from '#server/http/http-error'
import {
  findGiftCardByCode,
  noSuchGiftCard,
  redeemGiftCard,
  returnGiftCardRedemption,
  unusableGiftCard,
  voidUnpaidGiftCards,
  type Guesser,
} from '#server/domains/gift-cards/public'
import type { Buyer } from './buyer'

/*
 * Store credit and gift cards as ways to pay an order (decisions 0065, 0066). Only a signed-in customer spends credit,
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
    wantedCents: cardDueCents(order),
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

type OrderBalances = Pick<OrderRow, 'totalAmountCents' | 'storeCreditCents' | 'giftCardCents'>

/** What store credit and a gift card paid of an order (decisions 0065, 0066). */
export const balancePaidCents = (order: Omit<OrderBalances, 'totalAmountCents'>) =>
  order.storeCreditCents + order.giftCardCents

/** What the card (or other provider) is asked for: the total less what balances paid. */
export const cardDueCents = (order: OrderBalances) =>
  order.totalAmountCents - balancePaidCents(order)

/**
 * An order that will never be paid (replaced, lapsed, cancelled unpaid) gives its store credit
 * and its gift card's money back, and the gift cards it was buying are void, in the caller's
 * transaction.
 */
export async function giveBackUnpaidOrderBalances(tx: Db, orderId: number) {
  await returnStoreCreditSpend(tx, orderId)
  await returnGiftCardRedemption(tx, orderId)
  await voidUnpaidGiftCards(tx, orderId)
  await tx
    .update(orders)
    .set({ storeCreditCents: 0, giftCardCents: 0 })
    .where(eq(orders.id, orderId))
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

/**
 * The gift card a code names, checked before the order's transaction (so a miss counts against
 * the address even when the order is refused): 400 naming `giftCardCode` when there is none or it
 * cannot pay.
 */
export async function giftCardForOrder(db: Db, code: string, guesser: Guesser) {
  const card = await findGiftCardByCode(db, code, guesser)
  const problem = card ? unusableGiftCard(card) : noSuchGiftCard
  if (problem) throw badRequest(problem, { giftCardCode: problem })
  return card!
}

/**
 * Pays as much of a new order as the gift card holds, in the order's transaction, and answers
 * the order with what it paid; the card may have been spent meanwhile (400, nothing taken).
 */
export async function payWithGiftCard(tx: Db, order: OrderRow, cardId: number) {
  const taken = await redeemGiftCard(tx, {
    cardId,
    wantedCents: cardDueCents(order),
    orderId: order.id,
  })
  if (taken === 0) {
    const message = 'This gift card has nothing left on it.'
    throw badRequest(message, { giftCardCode: message })
  }
  const [paid] = await tx
    .update(orders)
    .set({ giftCardCents: taken, giftCardId: cardId })
    .where(eq(orders.id, order.id))
    .returning()
  return paid!
}

/**
 * A gift card on the checkout summary: what it would pay of `totalCents`, or why it cannot.
 * A malformed code is a problem, not an error, so the summary still shows.
 */
export async function giftCardQuote(db: Db, typed: string, totalCents: number, guesser: Guesser) {
  const parsed = giftCardCodeSchema.safeParse(typed)
  if (!parsed.success) return { card: null, problem: giftCardCodeMessage }
  const card = await findGiftCardByCode(db, parsed.data, guesser)
  const problem = card ? unusableGiftCard(card) : noSuchGiftCard
  if (problem || !card) return { card: null, problem }
  return {
    card: {
      lastFour: card.lastFour,
      appliedCents: Math.min(card.balanceCents, totalCents),
      balanceCents: card.balanceCents,
    },
    problem: null,
  }
}
