import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  productReviews,
  products,
  reviewHelpfulVotes,
  type ProductReviewRow,
} from '../../db/schema/catalog'
import { orderItems, orders } from '../../db/schema/orders'
import type { Review, ReviewFormValues } from '../../../contracts/reviews'

/** The public face of a review: no e-mail, no user id (DESIGN.md §4). */
export function toReviewContract(row: ProductReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    customerName: row.customerName,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    verified: row.verified,
    helpful: row.helpful,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Reviews are shown for products the shop offers; an inactive or unknown product has none. */
export async function isActiveProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)))
    .limit(1)
  return Boolean(row)
}

/** A product's reviews, newest first. */
export async function listProductReviews(db: Db, productId: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
  return rows.map(toReviewContract)
}

/** A Verified Purchase: this e-mail (any case) has a paid order with this product in it. */
export async function hasPaidOrderFor(db: Db, email: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        sql`lower(${orders.customerEmail}) = lower(${email.trim()})`,
        eq(orders.paymentStatus, 'paid'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/**
 * Stores a review. Only what the reviewer may decide comes in; `verified` is looked up here and
 * `helpful` starts at 0.
 */
export async function createReview(
  db: Db,
  input: { productId: number; userId: string | null; review: ReviewFormValues },
): Promise<Review> {
  const { review } = input
  const verified = await hasPaidOrderFor(db, review.customerEmail, input.productId)
  const [row] = await db
    .insert(productReviews)
    .values({
      productId: input.productId,
      userId: input.userId,
      customerName: review.customerName,
      customerEmail: review.customerEmail,
      rating: review.rating,
      title: review.title || null,
      comment: review.comment,
      verified,
      helpful: 0,
    })
    .returning()
  return toReviewContract(row!)
}

/**
 * Counts one helpful vote per visitor and review: the vote row and the counter change in one
 * transaction, and the counter only moves when the vote row is new. Answers the count after the
 * vote, or null when there is no such review.
 */
export async function voteHelpful(
  db: Db,
  reviewId: number,
  voterKey: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ helpful: productReviews.helpful })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId))
      .limit(1)
    if (!review) return null
    const inserted = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId, voterKey })
      .onConflictDoNothing({ target: [reviewHelpfulVotes.reviewId, reviewHelpfulVotes.voterKey] })
      .returning({ id: reviewHelpfulVotes.id })
    if (inserted.length === 0) {
      const [current] = await tx
        .select({ helpful: productReviews.helpful })
        .from(productReviews)
        .where(eq(productReviews.id, reviewId))
      return current?.helpful ?? review.helpful
    }
    const [updated] = await tx
      .update(productReviews)
      .set({ helpful: sql`${productReviews.helpful} + 1` })
      .where(eq(productReviews.id, reviewId))
      .returning({ helpful: productReviews.helpful })
    return updated!.helpful
  })
}
