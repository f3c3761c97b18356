import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import type { OrderItemRow, OrderRow } from '#server/db/schema/orders'
import { orders } from '#server/db/schema/orders'
import { reviewInvitations } from '#server/db/schema/reviews'
import type { Mail } from '#server/domains/notifications/public'
import { reviewLinkQueryParam, type ReviewLink } from '#contracts/reviews'

const dayMs = 24 * 60 * 60 * 1000
export const reviewLinkLifetimeDays = 60

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const reviewLinkUrl = (publicUrl: string, productId: number, token: string) =>
  `${publicUrl}/products/${productId}?${reviewLinkQueryParam}=${encodeURIComponent(token)}`

const openLink = (token: string, now: Date) =>
  and(
    eq(reviewInvitations.tokenHash, hashToken(token)),
    isNull(reviewInvitations.usedAt),
    gt(reviewInvitations.expiresAt, now),
  )

/**
 * The review request (`review-requests.ts`, some days after delivery): one review link per product
 * of the order (a secret token, stored hashed), all in one e-mail to the buyer, queued in the
 * caller's transaction. An order's links are made once; answers whether an e-mail was queued.
 */
export async function sendReviewLinks(
  { mail, publicUrl }: { mail: Pick<Mail, 'queue'>; publicUrl: string },
  db: Db,
  order: OrderRow,
  lines: Pick<OrderItemRow, 'productId' | 'productName'>[],
) {
  const links: string[] = []
  const expiresAt = new Date(Date.now() + reviewLinkLifetimeDays * dayMs)
  const seen = new Set<number>()
  for (const line of lines) {
    if (line.productId === null || seen.has(line.productId)) continue
    seen.add(line.productId)
    const token = randomBytes(32).toString('base64url')
    const created = await db
      .insert(reviewInvitations)
      .values({
        tokenHash: hashToken(token),
        orderId: order.id,
        productId: line.productId,
        expiresAt,
      })
      .onConflictDoNothing({ target: [reviewInvitations.orderId, reviewInvitations.productId] })
      .returning({ id: reviewInvitations.id })
    if (created.length === 0) continue
    links.push(`  ${line.productName}: ${reviewLinkUrl(publicUrl, line.productId, token)}`)
  }
  if (links.length === 0) return false
  await mail.queue(
    {
      to: order.customerEmail,
      subject: `How was your Groveside order #${order.id}?`,
      text: [
        `Hello ${order.customerName},`,
        '',
        'Thank you again for buying from our grove. Once you have had a taste, would you tell other',
        'fruit lovers how it was? A few honest words help them choose, and they help us grow better.',
        '',
        links.length === 1 ? 'Your review link:' : 'One link per product:',
        ...links,
        '',
        `Each link works once, for ${reviewLinkLifetimeDays} days, and marks your review as a Verified Purchase.`,
        '',
        'Happy eating! — Groveside Farm',
      ].join('\n'),
    },
    { db },
  )
  return true
}

/** What an open review link prefills the form with; null when unknown, used or expired. */
export async function findReviewLink(db: Db, token: string): Promise<ReviewLink | null> {
  const [row] = await db
    .select({
      productId: reviewInvitations.productId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
    })
    .from(reviewInvitations)
    .innerJoin(orders, eq(orders.id, reviewInvitations.orderId))
    .innerJoin(products, eq(products.id, reviewInvitations.productId))
    .where(and(openLink(token, new Date()), eq(products.active, true)))
    .limit(1)
  return row ?? null
}

/** Uses a review link once, for its own product only; false when it cannot be used. */
export async function spendReviewLink(db: Db, token: string, productId: number) {
  const now = new Date()
  const spent = await db
    .update(reviewInvitations)
    .set({ usedAt: now })
    .where(and(openLink(token, now), eq(reviewInvitations.productId, productId)))
    .returning({ id: reviewInvitations.id })
  return spent.length > 0
}

/** Removes review links that were used or expired more than a day ago. */
export async function purgeSpentReviewLinks(db: Db) {
  const dayAgo = new Date(Date.now() - dayMs)
  await db
    .delete(reviewInvitations)
    .where(
      or(
        lt(reviewInvitations.expiresAt, dayAgo),
        and(isNotNull(reviewInvitations.usedAt), lt(reviewInvitations.usedAt, dayAgo)),
      ),
    )
}
