import type { z } from 'zod'
import { desc, eq, ilike, or } from 'drizzle-orm'
import type { giftCardIssueSchema } from '#contracts/gift-cards'
import type { Db } from '#server/db/client'
import { giftCardEntries, giftCards } from '#server/db/schema/gift-cards'
import { conflict, notFound } from '#server/http/http-error'
import { decimalToCents } from '#server/lib/money'
import type { Mail } from '#server/domains/notifications/public'
import { checkSendOn } from './buy-gift-card'
import { giftCardCodeHash, newGiftCardCode } from './gift-card-codes'
import { queueGiftCardMail, toGiftCardSummary } from './gift-card-ledger'

/** The newest cards, or those whose last four, recipient or sender match `q`. */
export async function listGiftCards(db: Db, q: string | undefined) {
  const pattern = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : null
  const rows = await db
    .select()
    .from(giftCards)
    .where(
      pattern
        ? or(
            ilike(giftCards.lastFour, pattern),
            ilike(giftCards.recipientName, pattern),
            ilike(giftCards.recipientEmail, pattern),
            ilike(giftCards.senderName, pattern),
          )
        : undefined,
    )
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(100)
  return rows.map(toGiftCardSummary)
}

/**
 * Staff issue a card (a prize, an apology, a donation): usable at once, e-mailed on its day, and
 * its whole code answered this once so it can also be handed over in person.
 */
export async function issueGiftCard(
  deps: { db: Db; mail: Pick<Mail, 'queue'>; publicUrl: string },
  issue: { input: z.output<typeof giftCardIssueSchema>; staff: { id: number; name?: string } },
) {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const { input } = issue
    await checkSendOn(tx, input.sendOn)
    const cents = decimalToCents(input.amount)!
    const code = newGiftCardCode()
    const [card] = await tx
      .insert(giftCards)
      .values({
        codeHash: giftCardCodeHash(code),
        lastFour: code.slice(-4),
        status: 'active',
        initialCents: cents,
        balanceCents: cents,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        senderName: 'Groveside Farm',
        message: input.message ?? null,
        sendOn: input.sendOn,
        issuedByStaffId: issue.staff.id,
        issueReason: input.reason,
      })
      .returning()
    await tx
      .insert(giftCardEntries)
      .values({ giftCardId: card!.id, kind: 'issue', amountCents: cents })
    await queueGiftCardMail(deps, tx, card!, code)
    return { card: toGiftCardSummary(card!), code }
  })
}

/** Staff void a card: what is left on it is gone (a lost or mistaken card), with the reason. */
export async function voidGiftCard(db: Db, id: number, reason: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update')
    if (!card) throw notFound('Gift card not found')
    if (card.status === 'void') throw conflict('ALREADY_VOID', 'This gift card is already void.')
    const [voided] = await tx
      .update(giftCards)
      .set({ status: 'void', balanceCents: 0, voidReason: reason, voidedAt: new Date() })
      .where(eq(giftCards.id, id))
      .returning()
    if (card.balanceCents > 0)
      await tx
        .insert(giftCardEntries)
        .values({ giftCardId: id, kind: 'void', amountCents: -card.balanceCents })
    return toGiftCardSummary(voided!)
  })
}

/** What the balance page answers for a card (never its code). */
export const balanceOf = (card: typeof giftCards.$inferSelect) => {
  const { lastFour, status, initial, balance } = toGiftCardSummary(card)
  return { lastFour, status, initial, balance }
}
