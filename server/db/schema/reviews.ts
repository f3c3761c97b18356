import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { products } from './catalog'
import { orders } from './orders'

/**
 * Review links e-mailed to a buyer after payment, one per paid order and product. The link's
 * token is secret: only its hash is stored. It works once, until `expiresAt`, and makes the
 * review written through it a Verified Purchase.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique('review_invitations_token_hash_unique'),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    unique('review_invitations_order_product_unique').on(t.orderId, t.productId),
    index('review_invitations_expires_at_idx').on(t.expiresAt),
  ],
)
export type ReviewInvitationRow = typeof reviewInvitations.$inferSelect
