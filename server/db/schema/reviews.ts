import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampTz, timestampNow, timestamps, parentId } from '../columns'
import { products } from './catalog'
import { users } from './identity'
import { orders } from './orders'

/** Reviews are public without moderation; customerEmail is never sent to the public. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: identityId(),
    productId: parentId(() => products.id),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: varchar({ length: 100 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    rating: integer().notNull(),
    title: varchar({ length: 255 }),
    comment: text().notNull(),
    verified: boolean().default(false).notNull(),
    helpful: integer().default(0).notNull(),
    /** Hidden by staff: out of the public list and the product's average and count. */
    hidden: boolean().default(false).notNull(),
    /**
     * Not a Verified Purchase, so out of the shop until staff show (approve) or hide it (decision
     * 0043). Written on every new review; rows from before that rule are shown reviews.
     */
    awaitingApproval: boolean().default(false).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_helpful_check', sql`${t.helpful} >= 0`),
    index('product_reviews_product_id_idx').on(t.productId),
  ],
)
export type ProductReviewRow = typeof productReviews.$inferSelect
export type NewProductReviewRow = typeof productReviews.$inferInsert

/** One helpful vote per review and voter (voterKey: user id or a hash of the visitor session). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    id: identityId(),
    reviewId: parentId(() => productReviews.id),
    voterKey: text().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [unique('review_helpful_votes_review_voter_unique').on(t.reviewId, t.voterKey)],
)
export type ReviewHelpfulVoteRow = typeof reviewHelpfulVotes.$inferSelect

/**
 * Review links e-mailed to a buyer after payment, one per paid order and product. The link's
 * token is secret: only its hash is stored. It works once, until `expiresAt`, and makes the
 * review written through it a Verified Purchase.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: identityId(),
    tokenHash: text().notNull().unique('review_invitations_token_hash_unique'),
    orderId: parentId(() => orders.id),
    productId: parentId(() => products.id),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [
    unique('review_invitations_order_product_unique').on(t.orderId, t.productId),
    index('review_invitations_expires_at_idx').on(t.expiresAt),
  ],
)
export type ReviewInvitationRow = typeof reviewInvitations.$inferSelect
