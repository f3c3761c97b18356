import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { usStateCodes } from '#contracts/us-states'
import { farmCountries, type WeeklyHours } from '#contracts/farm-settings'
import { timestampNow } from '../columns'
import { oneOf } from '../value-check'

/**
 * The farm's details as fields (issue 25): one row (id 1), edited on the Farm settings screen,
 * read by pages, JSON-LD, e-mails, labels and the farm's clock. Migration 0021 moved the site
 * texts contact_address, contact_phone, contact_email, contact_hours and farm_timezone here.
 */
export const farmSettings = pgTable(
  'farm_settings',
  {
    id: integer().primaryKey().default(1),
    street: varchar({ length: 200 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    state: varchar({ length: 2 }).$type<(typeof usStateCodes)[number]>().notNull(),
    zipCode: varchar({ length: 10 }).notNull(),
    country: varchar({ length: 2 }).$type<(typeof farmCountries)[number]>().default('US').notNull(),
    phone: varchar({ length: 30 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    /** IANA zone (America/New_York): the farm's calendar and clock (contracts/farm-time.ts). */
    timeZone: varchar({ length: 64 }).notNull(),
    /** Monday to Sunday, each a list of { from, to } wall-clock times ("08:00"); none is closed. */
    openingHours: jsonb().$type<WeeklyHours>().notNull(),
    hoursNote: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** How long a waitlist offer holds its spots before it passes to the next entry. */
    waitlistHoldHours: smallint().default(24).notNull(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check('farm_settings_single_row', sql`${t.id} = 1`),
    check('farm_settings_state_check', oneOf(t.state, usStateCodes)),
    check('farm_settings_country_check', oneOf(t.country, farmCountries)),
    check('farm_settings_waitlist_hold_hours_check', sql`${t.waitlistHoldHours} between 1 and 168`),
    check('farm_settings_geo_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
)
export type FarmSettingsRow = typeof farmSettings.$inferSelect
