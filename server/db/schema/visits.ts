import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { attendanceValues, type Attendance } from '#contracts/bookings-calendar'
import {
  bookingStatuses,
  farmEventTypes,
  type BookingStatus,
  type FarmEventType,
} from '#contracts/visits'
import { waitlistStatuses, type WaitlistStatus } from '#contracts/waitlists'
import { identityId, timestampTz, timestamps } from '../columns'
import { oneOf } from '../value-check'
import { products } from './catalog'
import { users } from './identity'

/** Farm events and workshops (spec 2 §9). `code` is the stable id (general_event, ...). */
export const farmEvents = pgTable(
  'farm_events',
  {
    id: identityId(),
    code: varchar({ length: 50 }).notNull().unique(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    /** How long a visit lasts; the display text and the calendar entry come from it. */
    durationMinutes: integer().default(120).notNull(),
    /** When a booked visit starts on its date, farm wall-clock time "HH:MM". */
    startTime: varchar({ length: 5 }).default('10:00').notNull(),
    pricePerPersonCents: integer().notNull(),
    maxPeople: integer().notNull(),
    includes: jsonb().$type<string[]>().default([]).notNull(),
    eventType: varchar({ length: 20 }).$type<FarmEventType>().notNull(),
    active: boolean().default(true).notNull(),
    sortOrder: integer().default(0).notNull(),
    /** The fewest people a date needs to go ahead; null when any number goes ahead (issue 26). */
    minPeople: integer(),
    /** Days before a date when staff decide whether it goes ahead. */
    minPeopleDaysBefore: integer().default(3).notNull(),
    ...timestamps(),
  },
  (t) => [
    check(
      'farm_events_min_people_check',
      sql`${t.minPeople} is null or (${t.minPeople} >= 1 and ${t.minPeople} <= ${t.maxPeople})`,
    ),
    check('farm_events_min_people_days_check', sql`${t.minPeopleDaysBefore} between 0 and 60`),
    check('farm_events_price_per_person_cents_check', sql`${t.pricePerPersonCents} >= 0`),
    check('farm_events_max_people_check', sql`${t.maxPeople} >= 1`),
    check('farm_events_event_type_check', oneOf(t.eventType, farmEventTypes)),
    index('farm_events_active_sort_order_idx').on(t.active, t.sortOrder),
  ],
)
export type FarmEventRow = typeof farmEvents.$inferSelect
export type NewFarmEventRow = typeof farmEvents.$inferInsert

/**
 * Event and workshop booking requests. `type` is the event type (event or workshop),
 * `title` a snapshot of the event title; totalPriceCents = price per person x people,
 * computed by the server. Payment is collected on arrival.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: identityId(),
    farmEventId: integer().references(() => farmEvents.id, { onDelete: 'set null' }),
    /** The customer's account it shows in: who booked signed in, or proved the e-mail later. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    type: varchar({ length: 50 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    customerName: varchar({ length: 255 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    customerPhone: varchar({ length: 30 }),
    numberOfPeople: integer().default(1).notNull(),
    preferredDate: date({ mode: 'string' }).notNull(),
    alternateDate: date({ mode: 'string' }),
    specialRequests: text(),
    status: varchar({ length: 20 }).$type<BookingStatus>().default('pending').notNull(),
    totalPriceCents: integer().notNull(),
    /** Set in the transaction that queues the day-before reminder, so it is sent once. */
    reminderSentAt: timestampTz(),
    /** Marked by staff from the visit's day on (the bookings calendar); null until then. */
    attendance: varchar({ length: 20 }).$type<Attendance>(),
    ...timestamps(),
  },
  (t) => [
    check('bookings_number_of_people_check', sql`${t.numberOfPeople} >= 1`),
    check('bookings_total_price_cents_check', sql`${t.totalPriceCents} >= 0`),
    check('bookings_status_check', oneOf(t.status, bookingStatuses)),
    check('bookings_attendance_check', oneOf(t.attendance, attendanceValues)),
    index('bookings_status_idx').on(t.status),
    index('bookings_event_date_idx').on(t.farmEventId, t.preferredDate),
    index('bookings_user_id_idx').on(t.userId),
  ],
)
export type BookingRow = typeof bookings.$inferSelect
export type NewBookingRow = typeof bookings.$inferInsert

/** Pick-your-own sessions. Capacity: 0 <= currentBookings <= maxPeople (enforced by CHECK). */
export const pickYourOwnSlots = pgTable(
  'pick_your_own_slots',
  {
    id: identityId(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    productName: varchar({ length: 255 }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    /** "HH:MM", farm local time (America/New_York). */
    startTime: varchar({ length: 10 }).notNull(),
    endTime: varchar({ length: 10 }).notNull(),
    maxPeople: integer().default(10).notNull(),
    currentBookings: integer().default(0).notNull(),
    pricePerPersonCents: integer().notNull(),
    active: boolean().default(true).notNull(),
    /** Staff cancelled the session (its bookings were cancelled and e-mailed). */
    cancelledAt: timestampTz(),
    ...timestamps(),
  },
  (t) => [
    check('pick_your_own_slots_max_people_check', sql`${t.maxPeople} >= 0`),
    check(
      'pick_your_own_slots_current_bookings_check',
      sql`${t.currentBookings} >= 0 and ${t.currentBookings} <= ${t.maxPeople}`,
    ),
    check('pick_your_own_slots_price_per_person_cents_check', sql`${t.pricePerPersonCents} >= 0`),
    index('pick_your_own_slots_date_idx').on(t.date),
  ],
)
export type PickYourOwnSlotRow = typeof pickYourOwnSlots.$inferSelect
export type NewPickYourOwnSlotRow = typeof pickYourOwnSlots.$inferInsert

export const pickYourOwnBookings = pgTable(
  'pick_your_own_bookings',
  {
    id: identityId(),
    slotId: integer()
      .notNull()
      .references(() => pickYourOwnSlots.id, { onDelete: 'restrict' }),
    /** The customer's account it shows in: who booked signed in, or proved the e-mail later. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: varchar({ length: 255 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    customerPhone: varchar({ length: 30 }),
    numberOfPeople: integer().default(1).notNull(),
    totalPriceCents: integer().notNull(),
    status: varchar({ length: 20 }).$type<BookingStatus>().default('confirmed').notNull(),
    specialRequests: text(),
    /** Set in the transaction that queues the day-before reminder, so it is sent once. */
    reminderSentAt: timestampTz(),
    /** Marked by staff from the session's day on (the bookings calendar); null until then. */
    attendance: varchar({ length: 20 }).$type<Attendance>(),
    ...timestamps(),
  },
  (t) => [
    check('pick_your_own_bookings_number_of_people_check', sql`${t.numberOfPeople} >= 1`),
    check('pick_your_own_bookings_total_price_cents_check', sql`${t.totalPriceCents} >= 0`),
    check('pick_your_own_bookings_status_check', oneOf(t.status, bookingStatuses)),
    check('pick_your_own_bookings_attendance_check', oneOf(t.attendance, attendanceValues)),
    index('pick_your_own_bookings_slot_id_idx').on(t.slotId),
    index('pick_your_own_bookings_user_id_idx').on(t.userId),
  ],
)
export type PickYourOwnBookingRow = typeof pickYourOwnBookings.$inferSelect
export type NewPickYourOwnBookingRow = typeof pickYourOwnBookings.$inferInsert

/**
 * Waitlists of full pick-your-own sessions and event or workshop dates (decision 0057). An entry
 * waits for one place: a session (`slotId`), or an event's date (`farmEventId` and `eventDate`).
 * An offered entry holds its places: a session's in its `currentBookings`, an event date's by
 * being counted with that date's bookings, until it is claimed (a booking), let go or lapses.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: identityId(),
    slotId: integer().references(() => pickYourOwnSlots.id, { onDelete: 'cascade' }),
    farmEventId: integer().references(() => farmEvents.id, { onDelete: 'cascade' }),
    eventDate: date({ mode: 'string' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: varchar({ length: 255 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    customerPhone: varchar({ length: 30 }),
    numberOfPeople: integer().notNull(),
    status: varchar({ length: 20 }).$type<WaitlistStatus>().default('waiting').notNull(),
    offeredAt: timestampTz(),
    offerExpiresAt: timestampTz(),
    /** The booking a claimed offer became. */
    bookingId: integer().references(() => pickYourOwnBookings.id, { onDelete: 'set null' }),
    /** The event booking request a claimed offer became. */
    eventBookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('waitlist_entries_number_of_people_check', sql`${t.numberOfPeople} >= 1`),
    check('waitlist_entries_status_check', oneOf(t.status, waitlistStatuses)),
    check(
      'waitlist_entries_place_check',
      sql`(${t.slotId} is not null and ${t.farmEventId} is null and ${t.eventDate} is null) or (${t.slotId} is null and ${t.farmEventId} is not null and ${t.eventDate} is not null)`,
    ),
    index('waitlist_entries_slot_status_idx').on(t.slotId, t.status, t.id),
    index('waitlist_entries_event_date_status_idx').on(t.farmEventId, t.eventDate, t.status, t.id),
    index('waitlist_entries_offer_expires_idx').on(t.offerExpiresAt),
    uniqueIndex('waitlist_entries_one_open_per_email')
      .on(t.slotId, sql`lower(${t.customerEmail})`)
      .where(sql`${t.status} in ('waiting', 'offered') and ${t.slotId} is not null`),
    uniqueIndex('waitlist_entries_one_open_per_email_and_event_date')
      .on(t.farmEventId, t.eventDate, sql`lower(${t.customerEmail})`)
      .where(sql`${t.status} in ('waiting', 'offered') and ${t.farmEventId} is not null`),
  ],
)
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect
