import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestamps } from '../columns'

/**
 * Shipping methods offered at checkout (spec 2 §9). `code` is the stable id the checkout sends
 * (farm_pickup, local_delivery, ...). An option applies when the order subtotal is at least
 * minOrderAmountCents and (if set) at most maxOrderAmountCents. When freeFromSubtotalCents is
 * set, the option costs nothing once the subtotal is over it (local delivery: free over $25); the
 * shop-wide `free_shipping` setting adds its threshold to the methods it names (decision 0016).
 * `carriesPerishables` false refuses carts with a perishable product (fresh fruit ships only cold
 * or local).
 */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: identityId(),
    code: varchar({ length: 50 }).notNull().unique(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    costCents: integer().notNull(),
    estimatedDays: varchar({ length: 50 }),
    available: boolean().default(true).notNull(),
    minOrderAmountCents: integer().default(0).notNull(),
    maxOrderAmountCents: integer(),
    freeFromSubtotalCents: integer(),
    carriesPerishables: boolean().default(true).notNull(),
    notes: text(),
    sortOrder: integer().default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('shipping_options_cost_cents_check', sql`${t.costCents} >= 0`),
    check('shipping_options_min_order_amount_cents_check', sql`${t.minOrderAmountCents} >= 0`),
    check(
      'shipping_options_max_order_amount_cents_check',
      sql`${t.maxOrderAmountCents} is null or ${t.maxOrderAmountCents} >= ${t.minOrderAmountCents}`,
    ),
    check('shipping_options_free_from_subtotal_cents_check', sql`${t.freeFromSubtotalCents} >= 0`),
    index('shipping_options_sort_order_idx').on(t.sortOrder),
  ],
)
export type ShippingOptionRow = typeof shippingOptions.$inferSelect
export type NewShippingOptionRow = typeof shippingOptions.$inferInsert
