import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import {
  orderStatuses,
  paymentStatuses,
  type OrderStatus,
  type PaymentStatus,
} from '#contracts/order-states'
import { shippingCarriers } from '#contracts/shipping-labels'
import type { TaxClass } from '#contracts/sales-tax'
import { identityId, timestampTz, timestampNow, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'
import { products } from './catalog'
import { users } from './identity'
import { pickupWindows } from './pickup'

/** Shipping address as stored on an order (spec 2 §3 order request). */
export interface ShippingAddress {
  street: string
  city: string
  state: string
  zipCode: string
}

/**
 * Orders. All money in integer cents, computed by the server. `sessionId` is the visitor
 * session that placed it and `clientAddress` the address it came from (unpaid holds are capped
 * per visitor and per address, decision 0015). `reservedUntil` is when unpaid reserved stock may be
 * released; `stockReleasedAt` marks that it was released (so it happens once).
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text(),
    clientAddress: varchar({ length: 64 }),
    customerEmail: varchar({ length: 255 }).notNull(),
    customerName: varchar({ length: 255 }).notNull(),
    customerPhone: varchar({ length: 50 }),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    shippingMethod: varchar({ length: 100 }),
    shippingCostCents: integer().default(0).notNull(),
    subtotalCents: integer().notNull(),
    totalAmountCents: integer().notNull(),
    status: varchar({ length: 50 }).$type<OrderStatus>().default('pending').notNull(),
    paymentStatus: varchar({ length: 20 }).$type<PaymentStatus>().default('unpaid').notNull(),
    paymentProvider: varchar({ length: 50 }),
    specialInstructions: text(),
    /** The parcel's carrier and tracking number once shipped (a label's, or typed by staff). */
    trackingCarrier: varchar({ length: 20 }),
    trackingNumber: varchar({ length: 100 }),
    reservedUntil: timestampTz(),
    stockReleasedAt: timestampTz(),
    /**
     * The pickup window a Farm Pickup order is collected in (issue 26), with its location and
     * hours as they were when it was chosen; the window's place is held while the order is.
     */
    pickupWindowId: integer().references(() => pickupWindows.id, { onDelete: 'set null' }),
    pickupDate: date({ mode: 'string' }),
    pickupStartsAt: varchar({ length: 5 }),
    pickupEndsAt: varchar({ length: 5 }),
    pickupLocationName: varchar({ length: 120 }),
    pickupLocationAddress: varchar({ length: 255 }),
    /** The farm date its fresh products are picked (issue 26); null when nothing waits for a harvest. */
    harvestOn: date({ mode: 'string' }),
    /** When the day-before reminder of its pickup window was e-mailed (once). */
    pickupReminderSentAt: timestampTz(),
    /**
     * Its sales tax (decision 0062), included in the total: state tax plus `surtaxCents`, on
     * `taxableCents` at `taxRateBp` (hundredths of a percent) and `surtaxableCents` at
     * `surtaxRateBp`, for the state (`taxState`) and county it was delivered to.
     */
    taxCents: integer().default(0).notNull(),
    surtaxCents: integer().default(0).notNull(),
    taxableCents: integer().default(0).notNull(),
    surtaxableCents: integer().default(0).notNull(),
    taxRateBp: integer().default(0).notNull(),
    surtaxRateBp: integer().default(0).notNull(),
    taxState: varchar({ length: 2 }),
    taxCounty: varchar({ length: 40 }),
    /** Its invoice, once paid (decision 0063): a number of the year's gap-free sequence. */
    invoiceNumber: varchar({ length: 20 }).unique('orders_invoice_number_unique'),
    invoiceIssuedAt: timestampTz(),
    /**
     * Of the total, what the buyer's store credit pays (decision 0065); the card pays the rest.
     * An order never paid gives it back and is set to 0.
     */
    storeCreditCents: integer().default(0).notNull(),
    /** Of the total, what a gift card pays (decision 0066), and which card. */
    giftCardCents: integer().default(0).notNull(),
    giftCardId: integer(),
    ...timestamps(),
  },
  (t) => [
    check('orders_shipping_cost_cents_check', sql`${t.shippingCostCents} >= 0`),
    check('orders_subtotal_cents_check', sql`${t.subtotalCents} >= 0`),
    check('orders_total_amount_cents_check', sql`${t.totalAmountCents} >= 0`),
    check(
      'orders_store_credit_cents_check',
      sql`${t.storeCreditCents} >= 0 and ${t.giftCardCents} >= 0 and ${t.storeCreditCents} + ${t.giftCardCents} <= ${t.totalAmountCents}`,
    ),
    check(
      'orders_tax_cents_check',
      sql`${t.surtaxCents} >= 0 and ${t.taxCents} >= ${t.surtaxCents} and ${t.taxableCents} >= 0 and ${t.surtaxableCents} >= 0`,
    ),
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check(
      'orders_tracking_carrier_check',
      sql`${t.trackingCarrier} is null or ${oneOf(t.trackingCarrier, shippingCarriers)}`,
    ),
    check('orders_payment_status_check', oneOf(t.paymentStatus, paymentStatuses)),
    index('orders_user_id_idx').on(t.userId),
    index('orders_session_id_idx').on(t.sessionId),
    index('orders_client_address_idx').on(t.clientAddress),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_pickup_date_idx').on(t.pickupDate),
    index('orders_harvest_on_idx').on(t.harvestOn),
  ],
)
export type OrderRow = typeof orders.$inferSelect
export type NewOrderRow = typeof orders.$inferInsert

/**
 * Order lines with a snapshot of the product name, unit and price at order time.
 * productId becomes null if the product is later deleted; the line stays.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: parentId(() => orders.id),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    productName: varchar({ length: 255 }).notNull(),
    unit: varchar({ length: 50 }),
    quantity: integer().notNull(),
    pricePerUnitCents: integer().notNull(),
    totalPriceCents: integer().notNull(),
    /** The product's tax class when ordered (decision 0062). */
    taxClass: varchar({ length: 20 }).$type<TaxClass>().default('exempt_food').notNull(),
    createdAt: timestampNow(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_per_unit_cents_check', sql`${t.pricePerUnitCents} >= 0`),
    check('order_items_total_price_cents_check', sql`${t.totalPriceCents} >= 0`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
  ],
)
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrderItemRow = typeof orderItems.$inferInsert
