import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './identity'

/**
 * Products of the shop. Money is integer cents. `inStock` is the staff switch; `stockQuantity`
 * is an optional tracked count beside it (null = not counted). `active` false hides a product
 * from the storefront without deleting it (orders keep referring to it). `perishable` (fresh fruit)
 * ships only by a method that carries perishables (decision 0016).
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    priceCents: integer().notNull(),
    category: varchar({ length: 100 }).notNull(),
    imageUrl: text(),
    inStock: boolean().default(true).notNull(),
    featured: boolean().default(false).notNull(),
    unit: varchar({ length: 50 }),
    stockQuantity: integer(),
    active: boolean().default(true).notNull(),
    perishable: boolean().default(false).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('products_price_cents_check', sql`${t.priceCents} >= 0`),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    index('products_category_idx').on(t.category),
    index('products_featured_idx').on(t.featured),
  ],
)
export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert

export const bulkPricingTiers = pgTable(
  'bulk_pricing_tiers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer().notNull(),
    maxQuantity: integer(),
    /** Percent off, e.g. "10.00"; numeric(5,2) as in the spec (not money). */
    discountPercentage: numeric({ precision: 5, scale: 2 }),
    discountAmountCents: integer(),
    active: boolean().default(true).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('bulk_pricing_tiers_min_quantity_check', sql`${t.minQuantity} > 0`),
    check(
      'bulk_pricing_tiers_max_quantity_check',
      sql`${t.maxQuantity} is null or ${t.maxQuantity} >= ${t.minQuantity}`,
    ),
    check(
      'bulk_pricing_tiers_discount_percentage_check',
      sql`${t.discountPercentage} >= 0 and ${t.discountPercentage} <= 100`,
    ),
    check('bulk_pricing_tiers_discount_amount_cents_check', sql`${t.discountAmountCents} >= 0`),
    index('bulk_pricing_tiers_product_id_idx').on(t.productId),
  ],
)
export type BulkPricingTierRow = typeof bulkPricingTiers.$inferSelect

/** Reviews are public without moderation; customerEmail is never sent to the public. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer()
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    voterKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [unique('review_helpful_votes_review_voter_unique').on(t.reviewId, t.voterKey)],
)
export type ReviewHelpfulVoteRow = typeof reviewHelpfulVotes.$inferSelect
