import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { identityId, timestamps, parentId } from '../columns'
import { products } from './catalog'
import { users } from './identity'
import { productWaitlistEntries } from './product-waitlists'

/**
 * Cart lines. A visitor's cart is keyed by the session's stable visitorId in sessionId (userId null); a signed-in
 * customer's cart by userId. One line per product and owner (partial unique indexes).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: identityId(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text(),
    productId: parentId(() => products.id),
    quantity: integer().notNull(),
    /** A waitlist offer claimed into this line: its held units are the buyer's (decision 0067). */
    waitlistEntryId: integer().references(() => productWaitlistEntries.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    check('cart_items_owner_check', sql`${t.userId} is not null or ${t.sessionId} is not null`),
    uniqueIndex('cart_items_session_product_unique')
      .on(t.sessionId, t.productId)
      .where(sql`${t.userId} is null`),
    uniqueIndex('cart_items_user_product_unique')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
    index('cart_items_session_id_idx').on(t.sessionId),
    index('cart_items_user_id_idx').on(t.userId),
  ],
)
export type CartItemRow = typeof cartItems.$inferSelect
export type NewCartItemRow = typeof cartItems.$inferInsert
