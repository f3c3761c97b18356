import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { identityId, parentId, timestamps } from '../columns'

/**
 * Where Farm Pickup orders are collected (issue 26): the farm stand, a market. Each location has
 * weekly pickup windows and dates it is closed.
 */
export const pickupLocations = pgTable('pickup_locations', {
  id: identityId(),
  name: varchar({ length: 120 }).notNull().unique(),
  address: varchar({ length: 255 }).notNull(),
  notes: text(),
  active: boolean().default(true).notNull(),
  sortOrder: integer().default(0).notNull(),
  ...timestamps(),
})
export type PickupLocationRow = typeof pickupLocations.$inferSelect

/**
 * A weekly pickup window: a weekday (1 Monday … 7 Sunday, ISO), farm wall-clock hours, at most
 * `orderCap` orders per date, and orders or moves close `cutoffHours` before it opens.
 */
export const pickupWindows = pgTable(
  'pickup_windows',
  {
    id: identityId(),
    locationId: parentId(() => pickupLocations.id),
    weekday: smallint().notNull(),
    startsAt: varchar({ length: 5 }).notNull(),
    endsAt: varchar({ length: 5 }).notNull(),
    orderCap: integer().notNull(),
    cutoffHours: integer().default(12).notNull(),
  },
  (t) => [
    check('pickup_windows_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('pickup_windows_order_cap_check', sql`${t.orderCap} > 0`),
    check('pickup_windows_cutoff_hours_check', sql`${t.cutoffHours} >= 0`),
    check('pickup_windows_hours_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('pickup_windows_location_id_idx').on(t.locationId),
  ],
)
export type PickupWindowRow = typeof pickupWindows.$inferSelect

/** A date a location hands out nothing (a holiday, a market not held). */
export const pickupClosedDates = pgTable(
  'pickup_closed_dates',
  {
    id: identityId(),
    locationId: parentId(() => pickupLocations.id),
    date: date({ mode: 'string' }).notNull(),
    reason: varchar({ length: 200 }),
  },
  (t) => [unique('pickup_closed_dates_location_date_unique').on(t.locationId, t.date)],
)

/**
 * How many orders hold a place in a window on a date. A place is taken by one conditional upsert
 * (`orders < cap`), so concurrent checkouts never pass the cap.
 */
export const pickupWindowPlaces = pgTable(
  'pickup_window_places',
  {
    windowId: parentId(() => pickupWindows.id),
    date: date({ mode: 'string' }).notNull(),
    orders: integer().default(0).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.windowId, t.date] }),
    check('pickup_window_places_orders_check', sql`${t.orders} >= 0`),
  ],
)
