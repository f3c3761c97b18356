import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { orders } from './orders'

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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
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

export const shippingCarriers = ['usps', 'fedex', 'ups'] as const

/**
 * Shipping labels (spec 3 "Shipping labels manager", decision 0031): one per order. `provider` is
 * who made it: 'offline' (no carrier account; a generated tracking number, no postage) or
 * 'easypost' (bought; `labelUrl` is the carrier's postage label, `providerShipmentId` its
 * shipment). `weightOunces` is the parcel weight printed on the label.
 */
export const shippingLabels = pgTable(
  'shipping_labels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNumber: varchar({ length: 255 }),
    carrier: varchar({ length: 50 }).notNull(),
    service: varchar({ length: 100 }).notNull(),
    labelUrl: text(),
    costCents: integer().notNull(),
    estimatedDelivery: timestamp({ withTimezone: true }),
    status: varchar({ length: 50 }).default('created').notNull(),
    provider: varchar({ length: 20 }).default('offline').notNull(),
    providerShipmentId: varchar({ length: 100 }),
    weightOunces: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('shipping_labels_cost_cents_check', sql`${t.costCents} >= 0`),
    check('shipping_labels_weight_ounces_check', sql`${t.weightOunces} > 0`),
    check('shipping_labels_provider_check', sql`${t.provider} in ('offline', 'easypost')`),
    uniqueIndex('shipping_labels_order_id_unique').on(t.orderId),
    index('shipping_labels_tracking_number_idx').on(t.trackingNumber),
  ],
)
export type ShippingLabelRow = typeof shippingLabels.$inferSelect
export type NewShippingLabelRow = typeof shippingLabels.$inferInsert
