import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './identity'
import { products } from './catalog'
import { blogPosts } from './content'
import type { PlanFrequency } from '#contracts/subscription-plans'
import type {
  SubscriptionFulfilment,
  SubscriptionProvider,
  SubscriptionStatus,
} from '#contracts/subscriptions'

/** Newsletter subscribers (double opt-in: confirmedAt is set by the confirmation link). Store e-mails lowercased. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: varchar({ length: 255 }).notNull().unique(),
  isActive: boolean().default(true).notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribeToken: text().notNull().unique('newsletter_subscriptions_unsubscribe_token_unique'),
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
})
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type NewNewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferInsert

export const newsletterConfirmationTokens = pgTable(
  'newsletter_confirmation_tokens',
  {
    tokenHash: text().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('newsletter_confirmation_tokens_subscription_id_idx').on(t.subscriptionId)],
)
export type NewsletterConfirmationTokenRow = typeof newsletterConfirmationTokens.$inferSelect

export const contactSubjects = ['products', 'visit', 'wholesale', 'support', 'other'] as const

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 50 }),
    subject: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    replied: boolean().default(false).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect
export type NewContactMessageRow = typeof contactMessages.$inferInsert

export const harvestAlertTypes = [
  'harvest_ready',
  'pick_your_own',
  'last_call',
  'new_variety',
] as const
export type HarvestAlertType = (typeof harvestAlertTypes)[number]

export const harvestAlerts = pgTable(
  'harvest_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    /** Snapshot of the product name, kept if the product goes away. */
    productName: varchar({ length: 255 }).notNull(),
    alertType: varchar({ length: 50 }).$type<HarvestAlertType>().default('harvest_ready').notNull(),
    title: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    alertDate: timestamp({ withTimezone: true }).notNull(),
    expiryDate: timestamp({ withTimezone: true }),
    active: boolean().default(true).notNull(),
    /**
     * When the alert went live and its e-mails were queued: set by one conditional UPDATE in the
     * transaction that queues them, so subscribers hear of an alert once (decision 0028).
     */
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check(
      'harvest_alerts_alert_type_check',
      sql`${t.alertType} in ('harvest_ready', 'pick_your_own', 'last_call', 'new_variety')`,
    ),
    index('harvest_alerts_active_idx').on(t.active),
  ],
)
export type HarvestAlertRow = typeof harvestAlerts.$inferSelect
export type NewHarvestAlertRow = typeof harvestAlerts.$inferInsert

export const harvestAlertSubscriptions = pgTable('harvest_alert_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: varchar({ length: 255 }).notNull().unique(),
  productIds: integer().array().default([]).notNull(),
  alertTypes: text().array().default([]).notNull(),
  active: boolean().default(true).notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribeToken: text().unique('harvest_alert_subscriptions_unsubscribe_token_unique'),
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
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
    subscriptionId: integer()
      .notNull()
      .references(() => harvestAlertSubscriptions.id, { onDelete: 'cascade' }),
    productIds: integer().array().notNull(),
    alertTypes: text().array().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('harvest_alert_confirmation_tokens_subscription_id_idx').on(t.subscriptionId)],
)
export type HarvestAlertConfirmationTokenRow = typeof harvestAlertConfirmationTokens.$inferSelect

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    basePriceCents: integer().notNull(),
    frequency: varchar({ length: 20 }).$type<PlanFrequency>().default('weekly').notNull(),
    products: text().array().default([]).notNull(),
    features: text().array().default([]).notNull(),
    icon: varchar({ length: 10 }).default('📦').notNull(),
    popular: boolean().default(false).notNull(),
    active: boolean().default(true).notNull(),
    sortOrder: integer().default(0).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('subscription_plans_base_price_cents_check', sql`${t.basePriceCents} >= 0`),
    check(
      'subscription_plans_frequency_check',
      // The one list of frequencies (contracts/subscription-plans.ts, decision 0029).
      sql`${t.frequency} in ('daily', 'weekly', 'biweekly', 'monthly')`,
    ),
    index('subscription_plans_active_idx').on(t.active),
  ],
)
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect
export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert

/**
 * A customer's CSA subscription (decision 0030). 'pending' waits for the first payment. The plan's
 * name, price and frequency are copied when subscribing; `nextDelivery` is the next box's farm
 * date; while paused, unpaid boxes before `pausedUntil` are skipped.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    planId: integer().references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    planName: varchar({ length: 255 }).default('').notNull(),
    customerName: varchar({ length: 255 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    quantity: integer().default(1).notNull(),
    frequency: varchar({ length: 20 }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    status: varchar({ length: 20 }).$type<SubscriptionStatus>().default('active').notNull(),
    nextDelivery: date({ mode: 'string' }),
    pausedUntil: date({ mode: 'string' }),
    totalPriceCents: integer().notNull(),
    fulfilment: varchar({ length: 20 }).$type<SubscriptionFulfilment>().default('pickup').notNull(),
    deliveryStreet: varchar({ length: 200 }),
    deliveryCity: varchar({ length: 100 }),
    deliveryState: varchar({ length: 2 }),
    deliveryZipCode: varchar({ length: 10 }),
    provider: varchar({ length: 20 }).$type<SubscriptionProvider>().default('test').notNull(),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('subscriptions_quantity_check', sql`${t.quantity} > 0`),
    check('subscriptions_total_price_cents_check', sql`${t.totalPriceCents} >= 0`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('pending', 'active', 'paused', 'cancelled')`,
    ),
    check('subscriptions_fulfilment_check', sql`${t.fulfilment} in ('pickup', 'delivery')`),
    check('subscriptions_provider_check', sql`${t.provider} in ('test', 'stripe')`),
    check(
      'subscriptions_delivery_address_check',
      sql`${t.fulfilment} <> 'delivery' or (${t.deliveryStreet} is not null and ${t.deliveryCity} is not null and ${t.deliveryState} is not null and ${t.deliveryZipCode} is not null)`,
    ),
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status),
    uniqueIndex('subscriptions_stripe_subscription_id_unique').on(t.stripeSubscriptionId),
  ],
)
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type NewSubscriptionRow = typeof subscriptions.$inferInsert

/**
 * One paid box of a subscription (decision 0030): at most one per delivery date, and one per
 * provider payment (a Stripe invoice id, or the test provider's reference), so a renewal is
 * recorded, and its receipt e-mailed, exactly once.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    deliveryDate: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    providerReference: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('subscription_payments_amount_cents_check', sql`${t.amountCents} >= 0`),
    uniqueIndex('subscription_payments_provider_reference_unique').on(t.providerReference),
    uniqueIndex('subscription_payments_subscription_id_delivery_date_unique').on(
      t.subscriptionId,
      t.deliveryDate,
    ),
  ],
)
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect

/** Social posts generated from blog posts; status 'draft' by default, 'ready' when approved. */
export const socialMediaPosts = pgTable(
  'social_media_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    blogPostId: integer().references(() => blogPosts.id, { onDelete: 'cascade' }),
    platform: varchar({ length: 20 }).notNull(),
    content: text().notNull(),
    hashtags: text().array().default([]).notNull(),
    imageUrl: text(),
    imageAltText: text(),
    status: varchar({ length: 20 }).default('draft').notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    platformPostId: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('social_media_posts_blog_post_id_idx').on(t.blogPostId)],
)
export type SocialMediaPostRow = typeof socialMediaPosts.$inferSelect
export type NewSocialMediaPostRow = typeof socialMediaPosts.$inferInsert

/** Connected social accounts. accessToken/refreshToken are secrets: never send them to a browser. */
export const socialMediaAccounts = pgTable('social_media_accounts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  platform: varchar({ length: 20 }).notNull(),
  accountName: varchar({ length: 255 }).notNull(),
  accessToken: text(),
  refreshToken: text(),
  accountId: text(),
  isActive: boolean().default(true).notNull(),
  lastSyncAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
})
export type SocialMediaAccountRow = typeof socialMediaAccounts.$inferSelect

/**
 * "E-mail me when it's back": one pending request per product and address (e-mail stored
 * lowercased). `notifiedAt` is set in the same transaction that queues the one e-mail, so a
 * request is never e-mailed twice; `unsubscribedAt` ends it without an e-mail. A request that is
 * done stays as history, and the address may ask again.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: varchar({ length: 255 }).notNull(),
    unsubscribeToken: text().notNull().unique('back_in_stock_requests_unsubscribe_token_unique'),
    notifiedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_pending_unique')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null and ${t.unsubscribedAt} is null`),
    index('back_in_stock_requests_email_idx').on(t.email),
  ],
)
export type BackInStockRequestRow = typeof backInStockRequests.$inferSelect
