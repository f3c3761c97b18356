import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import {
  productReviews,
  reviewHelpfulVotes,
  type ProductReviewRow,
} from '#server/db/schema/reviews'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders } from '#server/db/schema/orders'
import type {
  Review,
  ReviewFormValues,
  ReviewStatus,
  ReviewSummary,
  StaffReview,
  SubmittedReview,
} from '#contracts/reviews'
import { HttpError } from '#server/http/http-error'
import { spendReviewLink } from './review-links'

/**
 * The reviews the shop shows: everywhere reviews are listed, averaged or counted. Neither hidden
 * by staff nor awaiting their approval (decision 0043).
 */
export const shownReviews = and(
  eq(productReviews.hidden, false),
  eq(productReviews.awaitingApproval, false),
)!

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
    .where(and(eq(productReviews.productId, productId), shownReviews))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
  return rows.map(toReviewContract)
}

/** The shop's honest numbers: the shown reviews of active products, averaged. */
export async function summarizeReviews(db: Db): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      reviewCount: sql<number>`count(*)::int`,
      averageRating: sql<string | null>`round(avg(${productReviews.rating}), 1)::text`,
      satisfiedCount: sql<number>`count(*) filter (where ${productReviews.rating} >= 4)::int`,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(shownReviews, eq(products.active, true)))
  const reviewCount = Number(row?.reviewCount ?? 0)
  if (reviewCount === 0) return { reviewCount, averageRating: null, satisfiedPercent: null }
  return {
    reviewCount,
    averageRating: Number(row!.averageRating),
    satisfiedPercent: Math.round((Number(row!.satisfiedCount) / reviewCount) * 100),
  }
}

/** Who is writing a review, as the server knows it (never from the form). */
export interface Reviewer {
  /** The signed-in customer, if any. */
  userId: string | null
  /** The visitor session, if the request has one. */
  visitorId: string | null
}

/**
 * A Verified Purchase by session: the signed-in customer, or this very visitor session, has a
 * paid order containing the product. The typed e-mail plays no part, so it proves nothing and
 * reveals nothing.
 */
export async function reviewerBoughtProduct(
  db: Db,
  reviewer: Reviewer,
  productId: number,
): Promise<boolean> {
  const buyer = [
    reviewer.userId ? eq(orders.userId, reviewer.userId) : undefined,
    reviewer.visitorId ? eq(orders.sessionId, reviewer.visitorId) : undefined,
  ].filter((condition) => condition !== undefined)
  if (buyer.length === 0) return false
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(or(...buyer), eq(orders.paymentStatus, 'paid'), eq(orderItems.productId, productId)))
    .limit(1)
  return Boolean(row)
}

const invalidReviewLink = () =>
  new HttpError(400, 'INVALID_LINK', 'This review link has expired or has already been used.', {
    reviewToken: 'Expired or already used',
  })

/**
 * Stores a review. Only what the reviewer may decide comes in; `verified` is the server's (the
 * reviewer's session bought the product, or the review comes through its e-mailed review link,
 * which is spent here) and `helpful` starts at 0. A Verified Purchase shows at once; any other
 * review awaits staff approval (decision 0043).
 */
export async function createReview(
  db: Db,
  input: {
    productId: number
    reviewer: Reviewer
    reviewToken: string | null
    review: ReviewFormValues
  },
): Promise<SubmittedReview> {
  const { review } = input
  return db.transaction(async (tx) => {
    if (input.reviewToken && !(await spendReviewLink(tx, input.reviewToken, input.productId))) {
      throw invalidReviewLink()
    }
    const verified =
      Boolean(input.reviewToken) ||
      (await reviewerBoughtProduct(tx, input.reviewer, input.productId))
    const [row] = await tx
      .insert(productReviews)
      .values({
        productId: input.productId,
        userId: input.reviewer.userId,
        customerName: review.customerName,
        customerEmail: review.customerEmail,
        rating: review.rating,
        title: review.title || null,
        comment: review.comment,
        verified,
        helpful: 0,
        awaitingApproval: !verified,
      })
      .returning()
    return { ...toReviewContract(row!), awaitingApproval: row!.awaitingApproval }
  })
}

function statusOf(row: ProductReviewRow): ReviewStatus {
  if (row.hidden) return 'hidden'
  return row.awaitingApproval ? 'awaiting_approval' : 'shown'
}

export const toStaffReview = (row: ProductReviewRow): StaffReview => ({
  ...toReviewContract(row),
  status: statusOf(row),
})

export async function findReview(db: Db, reviewId: number) {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(eq(productReviews.id, reviewId))
    .limit(1)
  return row ?? null
}

/**
 * Staff's decision on a review: hidden from the shop, or shown (a review awaiting approval is
 * approved). Null when there is no such review.
 */
export async function setReviewHidden(
  db: Db,
  reviewId: number,
  hidden: boolean,
): Promise<StaffReview | null> {
  const [row] = await db
    .update(productReviews)
    .set({ hidden, awaitingApproval: false, updatedAt: new Date() })
    .where(eq(productReviews.id, reviewId))
    .returning()
  return row ? toStaffReview(row) : null
}

/** Deletes a review and its helpful votes; false when there is no such review. */
export async function deleteReview(db: Db, reviewId: number): Promise<boolean> {
  const rows = await db
    .delete(productReviews)
    .where(eq(productReviews.id, reviewId))
    .returning({ id: productReviews.id })
  return rows.length > 0
}

/**
 * Counts one helpful vote per visitor and review: the vote row and the counter change in one
 * transaction, and the counter only moves when the vote row is new. Answers the count after the
 * vote, or null when there is no such review (or the shop does not show it).
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
      .where(and(eq(productReviews.id, reviewId), shownReviews))
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
