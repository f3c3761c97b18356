import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { labelProviders } from '#contracts/shipping-labels'
import { identityId, timestampTz, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'
import { orders } from './orders'

/**
 * Shipping labels (spec 3 "Shipping labels manager", decision 0031): one per order. `provider` is
 * who made it: 'offline' (no carrier account; a generated tracking number, no postage) or
 * 'easypost' (bought; `labelUrl` is the carrier's postage label, `providerShipmentId` its
 * shipment). `weightOunces` is the parcel weight printed on the label.
 */
export const shippingLabels = pgTable(
  'shipping_labels',
  {
    id: identityId(),
    orderId: parentId(() => orders.id),
    trackingNumber: varchar({ length: 255 }),
    carrier: varchar({ length: 50 }).notNull(),
    service: varchar({ length: 100 }).notNull(),
    labelUrl: text(),
    costCents: integer().notNull(),
    estimatedDelivery: timestampTz(),
    status: varchar({ length: 50 }).default('created').notNull(),
    provider: varchar({ length: 20 }).default('offline').notNull(),
    providerShipmentId: varchar({ length: 100 }),
    weightOunces: integer().notNull(),
    ...timestamps(),
  },
  (t) => [
    check('shipping_labels_cost_cents_check', sql`${t.costCents} >= 0`),
    check('shipping_labels_weight_ounces_check', sql`${t.weightOunces} > 0`),
    check('shipping_labels_provider_check', oneOf(t.provider, labelProviders)),
    uniqueIndex('shipping_labels_order_id_unique').on(t.orderId),
    index('shipping_labels_tracking_number_idx').on(t.trackingNumber),
  ],
)
export type ShippingLabelRow = typeof shippingLabels.$inferSelect
export type NewShippingLabelRow = typeof shippingLabels.$inferInsert
