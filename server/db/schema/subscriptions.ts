import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { planFrequencies, type PlanFrequency } from '#contracts/subscription-plans'
import {
  subscriptionFulfilments,
  subscriptionProviders,
  subscriptionStatuses,
  type SubscriptionFulfilment,
  type SubscriptionProvider,
  type SubscriptionStatus,
} from '#contracts/subscriptions'
import { identityId, timestampNow, timestampTz, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'
import { products } from './catalog'
import { users } from './identity'
import { pickupWindows } from './pickup'

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: identityId(),
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
    ...timestamps(),
  },
  (t) => [
    check('subscription_plans_base_price_cents_check', sql`${t.basePriceCents} >= 0`),
    check(
      'subscription_plans_frequency_check',
      // The one list of frequencies (contracts/subscription-plans.ts, decision 0029).
      oneOf(t.frequency, planFrequencies),
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
    id: identityId(),
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
    /** The weekly pickup window boxes are collected in (issue 26); null for delivery or none. */
    pickupWindowId: integer().references(() => pickupWindows.id, { onDelete: 'set null' }),
    provider: varchar({ length: 20 }).$type<SubscriptionProvider>().default('test').notNull(),
    stripeCustomerId: text(),
    /** The card saved with the first box, for the farm's off-session box charges (decision 0060). */
    stripePaymentMethodId: text(),
    /** The last four digits of the card boxes are charged to, shown to the member. */
    cardLast4: varchar({ length: 4 }),
    ...timestamps(),
  },
  (t) => [
    check('subscriptions_quantity_check', sql`${t.quantity} > 0`),
    check('subscriptions_total_price_cents_check', sql`${t.totalPriceCents} >= 0`),
    check('subscriptions_status_check', oneOf(t.status, subscriptionStatuses)),
    check('subscriptions_fulfilment_check', oneOf(t.fulfilment, subscriptionFulfilments)),
    check('subscriptions_provider_check', oneOf(t.provider, subscriptionProviders)),
    check(
      'subscriptions_delivery_address_check',
      sql`${t.fulfilment} <> 'delivery' or (${t.deliveryStreet} is not null and ${t.deliveryCity} is not null and ${t.deliveryState} is not null and ${t.deliveryZipCode} is not null)`,
    ),
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status),
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
    id: identityId(),
    subscriptionId: parentId(() => subscriptions.id),
    deliveryDate: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    providerReference: text().notNull(),
    createdAt: timestampNow(),
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

/** A box a member skipped before its cut-off (decision 0059): not packed, not charged. */
export const subscriptionSkips = pgTable(
  'subscription_skips',
  {
    subscriptionId: parentId(() => subscriptions.id),
    deliveryDate: date({ mode: 'string' }).notNull(),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.deliveryDate] })],
)

/** Days the farm packs no boxes (decision 0059): every subscription's boxes then are not charged. */
export const farmBreaks = pgTable(
  'farm_breaks',
  {
    id: identityId(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    reason: varchar({ length: 200 }).notNull(),
    boxesMoved: integer().default(0).notNull(),
    createdAt: timestampNow(),
  },
  (t) => [check('farm_breaks_dates_check', sql`${t.endsOn} >= ${t.startsOn}`)],
)
export type FarmBreakRow = typeof farmBreaks.$inferSelect

/** What a member can add to a box (a honey jar, extra fruit), at its own price. */
export const boxAddOns = pgTable(
  'box_add_ons',
  {
    id: identityId(),
    name: varchar({ length: 120 }).notNull(),
    description: text().default('').notNull(),
    priceCents: integer().notNull(),
    active: boolean().default(true).notNull(),
    sortOrder: integer().default(0).notNull(),
    ...timestamps(),
  },
  (t) => [check('box_add_ons_price_cents_check', sql`${t.priceCents} >= 0`)],
)
export type BoxAddOnRow = typeof boxAddOns.$inferSelect

/** The add-ons a member chose for one box, at the price when chosen; charged with the box. */
export const subscriptionBoxAddOns = pgTable(
  'subscription_box_add_ons',
  {
    subscriptionId: parentId(() => subscriptions.id),
    deliveryDate: date({ mode: 'string' }).notNull(),
    addOnId: integer()
      .notNull()
      .references(() => boxAddOns.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    priceCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.deliveryDate, t.addOnId] }),
    check('subscription_box_add_ons_quantity_check', sql`${t.quantity} > 0`),
    check('subscription_box_add_ons_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
)

/** A farm week's box contents (named by its Monday), e-mailed to that week's members once. */
export const boxContents = pgTable('box_contents', {
  weekOf: date({ mode: 'string' }).primaryKey(),
  contents: text().notNull(),
  publishedAt: timestampTz(),
  updatedAt: timestampNow(),
})

/** Which members were e-mailed a week's contents: publishing again e-mails only the others. */
export const boxContentsMails = pgTable(
  'box_contents_mails',
  {
    weekOf: date({ mode: 'string' }).notNull(),
    subscriptionId: parentId(() => subscriptions.id),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.weekOf, t.subscriptionId] })],
)
