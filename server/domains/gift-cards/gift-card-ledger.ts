import { and, eq, sql } from 'drizzle-orm'
import {
  formatGiftCardCode,
  type GiftCardSummary,
  type GiftCardStatus,
} from '#contracts/gift-cards'
import { farmInstant, farmToday, formatVisitDate } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { giftCardEntries, giftCards, type GiftCardRow } from '#server/db/schema/gift-cards'
import { centsToDecimal } from '#server/lib/money'
import type { Mail } from '#server/domains/notifications/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { giftCardCodeHash } from './gift-card-codes'
import { countMiss, refuseWhenGuessing, type Guesser } from './gift-card-guesses'

/** The card a (normalized) code names, or null; a miss counts against the address. */
export async function findGiftCardByCode(db: Db, code: string, guesser: Guesser) {
  await refuseWhenGuessing(db, guesser)
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(code)))
  if (!card) await countMiss(db, guesser)
  return card ?? null
}

export const noSuchGiftCard = 'No gift card has this code. Check it and try again.'

/** Why this card cannot pay now, or null. */
export function unusableGiftCard(card: Pick<GiftCardRow, 'status' | 'balanceCents'>) {
  if (card.status === 'pending') return 'This gift card is not paid for yet.'
  if (card.status === 'void') return 'This gift card was cancelled by the farm.'
  if (card.balanceCents === 0) return 'This gift card has nothing left on it.'
  return null
}

/**
 * Takes up to `wantedCents` off the card for an order, in the caller's transaction, and answers
 * what it took. The card's row is locked first, so redemptions at once take turns and the
 * balance never goes below zero or loses a cent.
 */
export async function redeemGiftCard(
  db: Db,
  redemption: { cardId: number; wantedCents: number; orderId: number },
) {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.id, redemption.cardId))
    .for('update')
  if (!card || unusableGiftCard(card)) return 0
  const taken = Math.min(card.balanceCents, redemption.wantedCents)
  if (taken <= 0) return 0
  await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${taken}` })
    .where(eq(giftCards.id, card.id))
  await db.insert(giftCardEntries).values({
    giftCardId: card.id,
    kind: 'redeem',
    amountCents: -taken,
    orderId: redemption.orderId,
  })
  return taken
}

/**
 * The cards an order that will never be paid was buying are void, and their codes forgotten
 * (a payment arriving after that is refunded: decision 0015).
 */
export async function voidUnpaidGiftCards(db: Db, orderId: number) {
  await db
    .update(giftCards)
    .set({
      status: 'void',
      deliveryCode: null,
      voidReason: `Order #${orderId} was not paid`,
      voidedAt: new Date(),
    })
    .where(and(eq(giftCards.purchaseOrderId, orderId), eq(giftCards.status, 'pending')))
}

/** Puts back what an order that was never paid took off its card (once). */
export async function returnGiftCardRedemption(db: Db, orderId: number) {
  const taken = await db
    .select({
      cardId: giftCardEntries.giftCardId,
      net: sql<number>`sum(${giftCardEntries.amountCents})::int`,
    })
    .from(giftCardEntries)
    .where(eq(giftCardEntries.orderId, orderId))
    .groupBy(giftCardEntries.giftCardId)
  for (const { cardId, net } of taken) {
    const back = -Number(net)
    if (back <= 0) continue
    const [card] = await db
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${back}` })
      .where(and(eq(giftCards.id, cardId), eq(giftCards.status, 'active')))
      .returning()
    if (card)
      await db
        .insert(giftCardEntries)
        .values({ giftCardId: cardId, kind: 'returned', amountCents: back, orderId })
  }
}

/**
 * The e-mail that carries the card to its recipient: at once for today's card, else at 8 in the
 * morning (farm time) of its day.
 */
export async function queueGiftCardMail(
  deps: { mail: Pick<Mail, 'queue'>; publicUrl: string },
  db: Db,
  card: GiftCardRow,
  code: string,
) {
  const timeZone = await readFarmTimeZone(db)
  const later = card.sendOn > farmToday(timeZone)
  const sendAt = farmInstant(card.sendOn, '08:00', timeZone)
  const amount = `$${centsToDecimal(card.initialCents)}`
  await deps.mail.queue(
    {
      to: card.recipientEmail,
      subject: `${card.senderName} sent you a ${amount} Groveside Farm gift card`,
      text: [
        `Hello ${card.recipientName},`,
        '',
        `${card.senderName} sent you a Groveside Farm gift card for ${amount}.`,
        ...(card.message ? ['', card.message] : []),
        '',
        `Your gift card code: ${formatGiftCardCode(code)}`,
        '',
        `Spend it in our shop (${deps.publicUrl}/products): enter the code at checkout, under Gift Card. What you do not spend stays on the card for next time. See what is left at ${deps.publicUrl}/gift-cards.`,
        '',
        'Keep this e-mail: the code is the card.',
        '— Groveside Farm',
      ].join('\n'),
    },
    { db, ...(later ? { runAt: sendAt } : {}) },
  )
}

/**
 * A paid order's cards become usable, in the payment's transaction: each gets its balance and
 * its e-mail is queued for its day; the code kept for that e-mail is then forgotten.
 */
export async function activatePurchasedGiftCards(
  deps: { mail: Pick<Mail, 'queue'>; publicUrl: string },
  db: Db,
  orderId: number,
) {
  const pending = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.purchaseOrderId, orderId), eq(giftCards.status, 'pending')))
    .for('update')
  for (const card of pending) {
    const [active] = await db
      .update(giftCards)
      .set({ status: 'active', balanceCents: card.initialCents, deliveryCode: null })
      .where(eq(giftCards.id, card.id))
      .returning()
    await db
      .insert(giftCardEntries)
      .values({ giftCardId: card.id, kind: 'issue', amountCents: card.initialCents, orderId })
    if (card.deliveryCode) await queueGiftCardMail(deps, db, active!, card.deliveryCode)
  }
  return pending.length
}

export function toGiftCardSummary(card: GiftCardRow): GiftCardSummary {
  return {
    id: card.id,
    lastFour: card.lastFour,
    status: card.status as GiftCardStatus,
    initial: centsToDecimal(card.initialCents),
    balance: centsToDecimal(card.balanceCents),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    sendOn: card.sendOn,
    orderId: card.purchaseOrderId,
    issueReason: card.issueReason,
    voidReason: card.voidReason,
    createdAt: card.createdAt.toISOString(),
  }
}

/** A card's day must be from today to a year ahead; answers the message, or null. */
export function sendOnProblem(sendOn: string, today: string, lastDay: string) {
  if (sendOn < today) return `Send on cannot be before today (${formatVisitDate(today)})`
  if (sendOn > lastDay) return `Send on must be by ${formatVisitDate(lastDay)}`
  return null
}

export const farmTodayOf = async (db: Db) => farmToday(await readFarmTimeZone(db))
