import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { productWaitlistStatuses, type ProductWaitlistStatus } from '#contracts/product-waitlist'
import { identityId, parentId, timestampTz, timestamps } from '../columns'
import { oneOf } from '../value-check'
import { products } from './catalog'
import { users } from './identity'
import { orders } from './orders'

/**
 * Waitlists of sold-out products (decision 0067). An offer takes its units from the product's
 * stock into `heldQuantity`; checkout moves them into the order it names (`orderId`).
 */
export const productWaitlistEntries = pgTable(
  'product_waitlist_entries',
  {
    id: identityId(),
    productId: parentId(() => products.id),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: varchar({ length: 255 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    quantity: integer().notNull(),
    status: varchar({ length: 20 }).$type<ProductWaitlistStatus>().default('waiting').notNull(),
    /** Units taken from the stock for this entry's offer and not yet in an order. */
    heldQuantity: integer().default(0).notNull(),
    offeredAt: timestampTz(),
    offerExpiresAt: timestampTz(),
    /** The order checkout moved the held units into. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('product_waitlist_entries_quantity_check', sql`${t.quantity} between 1 and 99`),
    check(
      'product_waitlist_entries_held_check',
      sql`${t.heldQuantity} >= 0 and ${t.heldQuantity} <= ${t.quantity}`,
    ),
    check('product_waitlist_entries_status_check', oneOf(t.status, productWaitlistStatuses)),
    index('product_waitlist_entries_product_status_idx').on(t.productId, t.status, t.id),
    index('product_waitlist_entries_offer_expires_idx').on(t.offerExpiresAt),
    index('product_waitlist_entries_order_idx').on(t.orderId),
    uniqueIndex('product_waitlist_entries_one_open_per_email')
      .on(t.productId, sql`lower(${t.customerEmail})`)
      .where(sql`${t.status} in ('waiting', 'offered', 'claimed')`),
  ],
)
export type ProductWaitlistEntryRow = typeof productWaitlistEntries.$inferSelect
