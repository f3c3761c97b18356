import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { harvestAlertTypes, type HarvestAlertType } from '#contracts/harvest-alerts'
import { identityId, timestampTz, timestampNow, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'
import { products } from './catalog'

export const harvestAlerts = pgTable(
  'harvest_alerts',
  {
    id: identityId(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    /** Snapshot of the product name, kept if the product goes away. */
    productName: varchar({ length: 255 }).notNull(),
    alertType: varchar({ length: 50 }).$type<HarvestAlertType>().default('harvest_ready').notNull(),
    title: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    alertDate: timestampTz().notNull(),
    expiryDate: timestampTz(),
    active: boolean().default(true).notNull(),
    /**
     * When the alert went live and its e-mails were queued: set by one conditional UPDATE in the
     * transaction that queues them, so subscribers hear of an alert once (decision 0028).
     */
    notifiedAt: timestampTz(),
    ...timestamps(),
  },
  (t) => [
    check('harvest_alerts_alert_type_check', oneOf(t.alertType, harvestAlertTypes)),
    index('harvest_alerts_active_idx').on(t.active),
  ],
)
export type HarvestAlertRow = typeof harvestAlerts.$inferSelect
export type NewHarvestAlertRow = typeof harvestAlerts.$inferInsert

export const harvestAlertSubscriptions = pgTable('harvest_alert_subscriptions', {
  id: identityId(),
  email: varchar({ length: 255 }).notNull().unique(),
  productIds: integer().array().default([]).notNull(),
  alertTypes: text().array().default([]).notNull(),
  active: boolean().default(true).notNull(),
  confirmedAt: timestampTz(),
  unsubscribeToken: text().unique('harvest_alert_subscriptions_unsubscribe_token_unique'),
  ...timestamps(),
})
export type HarvestAlertSubscriptionRow = typeof harvestAlertSubscriptions.$inferSelect
export type NewHarvestAlertSubscriptionRow = typeof harvestAlertSubscriptions.$inferInsert

/**
 * A harvest-alert confirmation link (double opt-in; only the token's hash is stored). It carries
 * the products and alert types chosen with it: following the link makes them the address's
 * choices, so nobody can change another address's alerts without its mailbox.
 */
export const harvestAlertConfirmationTokens = pgTable(
  'harvest_alert_confirmation_tokens',
  {
    tokenHash: text().primaryKey(),
    subscriptionId: parentId(() => harvestAlertSubscriptions.id),
    productIds: integer().array().notNull(),
    alertTypes: text().array().notNull(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [index('harvest_alert_confirmation_tokens_subscription_id_idx').on(t.subscriptionId)],
)
export type HarvestAlertConfirmationTokenRow = typeof harvestAlertConfirmationTokens.$inferSelect
