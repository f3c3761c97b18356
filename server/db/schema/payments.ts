import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { refundStatuses } from '#contracts/order-admin'
import { identityId, timestampNow, timestampTz, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'
import { users } from './identity'
import { orders } from './orders'

/** Payment attempts of an order (Stripe Payment Intent or the built-in test provider). */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    orderId: parentId(() => orders.id),
    provider: varchar({ length: 50 }).notNull(),
    /** The provider's id, e.g. a Stripe PaymentIntent id. */
    providerReference: text().unique('payments_provider_reference_unique'),
    amountCents: integer().notNull(),
    currency: varchar({ length: 3 }).default('usd').notNull(),
    status: varchar({ length: 50 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('payments_amount_cents_check', sql`${t.amountCents} >= 0`),
    index('payments_order_id_idx').on(t.orderId),
  ],
)
export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

/**
 * Refunds of an order's payment, one row per refund asked of the provider. `idempotencyKey` is
 * sent to the provider and unique here, so a retried or doubled request refunds once;
 * `providerReference` (a Stripe refund id) is unique so a replayed `charge.refunded` webhook
 * finds the row it already recorded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    orderId: parentId(() => orders.id),
    paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
    provider: varchar({ length: 50 }).notNull(),
    providerReference: text().unique('refunds_provider_reference_unique'),
    idempotencyKey: varchar({ length: 255 }).notNull().unique('refunds_idempotency_key_unique'),
    amountCents: integer().notNull(),
    status: varchar({ length: 20 }).notNull(),
    reason: text(),
    /** Its share of the order's tax and taxed amounts, given back with it (decision 0062). */
    taxCents: integer().default(0).notNull(),
    surtaxCents: integer().default(0).notNull(),
    taxableCents: integer().default(0).notNull(),
    surtaxableCents: integer().default(0).notNull(),
    /** Its credit note, once it went through (decision 0063). */
    creditNoteNumber: varchar({ length: 24 }).unique('refunds_credit_note_number_unique'),
    creditNoteIssuedAt: timestampTz(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    check('refunds_status_check', oneOf(t.status, refundStatuses)),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_created_at_idx').on(t.createdAt),
  ],
)
export type RefundRow = typeof refunds.$inferSelect
export type NewRefundRow = typeof refunds.$inferInsert

/** Webhook events already handled, de-duplicated by the provider's event id. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text().primaryKey(),
  provider: varchar({ length: 50 }).notNull(),
  type: varchar({ length: 255 }).notNull(),
  processedAt: timestampNow(),
})
export type ProcessedWebhookEventRow = typeof processedWebhookEvents.$inferSelect
