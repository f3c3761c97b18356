import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { identityId, timestampTz, timestampNow, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'
import { shipStateRules, type ShipStateRule } from '#contracts/plant-shipping'
import { taxClasses, type TaxClass } from '#contracts/sales-tax'

/**
 * Products of the shop. Money is integer cents. `inStock` is the staff switch; `stockQuantity`
 * is an optional tracked count beside it (null = not counted). `active` false hides a product
 * from the storefront without deleting it (orders keep referring to it). `perishable` (fresh fruit)
 * ships only by a method that carries perishables (decision 0016).
 */
export const products = pgTable(
  'products',
  {
    id: identityId(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    priceCents: integer().notNull(),
    category: varchar({ length: 100 }).notNull(),
    imageUrl: text(),
    inStock: boolean().default(true).notNull(),
    featured: boolean().default(false).notNull(),
    unit: varchar({ length: 50 }),
    stockQuantity: integer(),
    active: boolean().default(true).notNull(),
    perishable: boolean().default(false).notNull(),
    /** Weekdays ("thursday") it is picked to order; empty when it is ready at once (issue 26). */
    harvestDays: text()
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    /** Orders for a harvest close this many days before it, at `harvestCutOffTime` on the farm. */
    harvestCutOffDaysBefore: smallint().default(1).notNull(),
    harvestCutOffTime: varchar({ length: 5 }).default('12:00').notNull(),
    /** Where it may be shipped (decision 0061): anywhere, only to `shipStates`, or not to them. */
    shipStateRule: varchar({ length: 10 }).$type<ShipStateRule>().default('anywhere').notNull(),
    shipStates: text()
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    shipRuleReason: varchar({ length: 200 }),
    /** How Florida taxes it (decision 0062): exempt food, exempt food-producing plant, taxable. */
    taxClass: varchar({ length: 20 }).$type<TaxClass>().default('exempt_food').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('products_price_cents_check', sql`${t.priceCents} >= 0`),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    check('products_harvest_cut_off_days_check', sql`${t.harvestCutOffDaysBefore} between 0 and 6`),
    check('products_ship_state_rule_check', oneOf(t.shipStateRule, shipStateRules)),
    check('products_tax_class_check', oneOf(t.taxClass, taxClasses)),
    index('products_category_idx').on(t.category),
    index('products_featured_idx').on(t.featured),
  ],
)
export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert

/**
 * "E-mail me when it's back": one pending request per product and address (e-mail stored
 * lowercased). `notifiedAt` is set in the same transaction that queues the one e-mail, so a
 * request is never e-mailed twice; `unsubscribedAt` ends it without an e-mail. A request that is
 * done stays as history, and the address may ask again.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: identityId(),
    productId: parentId(() => products.id),
    email: varchar({ length: 255 }).notNull(),
    unsubscribeToken: text().notNull().unique('back_in_stock_requests_unsubscribe_token_unique'),
    notifiedAt: timestampTz(),
    unsubscribedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_pending_unique')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null and ${t.unsubscribedAt} is null`),
    index('back_in_stock_requests_email_idx').on(t.email),
  ],
)
export type BackInStockRequestRow = typeof backInStockRequests.$inferSelect
