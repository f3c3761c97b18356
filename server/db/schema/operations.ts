import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './identity'
import { products } from './catalog'

export const reminderTypes = [
  'blog_post',
  'watering',
  'harvesting',
  'fertilizing',
  'pruning',
  'general',
] as const
export const reminderFrequencies = ['daily', 'weekly', 'monthly', 'custom', 'one_time'] as const

export const reminders = pgTable(
  'reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    type: varchar({ length: 50 })
      .$type<(typeof reminderTypes)[number]>()
      .default('blog_post')
      .notNull(),
    frequency: varchar({ length: 50 })
      .$type<(typeof reminderFrequencies)[number]>()
      .default('weekly')
      .notNull(),
    /** Interval in days when frequency is custom. */
    customDays: integer(),
    isActive: boolean().default(true).notNull(),
    lastTriggered: timestamp({ withTimezone: true }),
    nextTrigger: timestamp({ withTimezone: true }),
    emailEnabled: boolean().default(true).notNull(),
    smsEnabled: boolean().default(false).notNull(),
    recipientEmail: varchar({ length: 255 }),
    recipientPhone: varchar({ length: 50 }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check(
      'reminders_type_check',
      sql`${t.type} in ('blog_post', 'watering', 'harvesting', 'fertilizing', 'pruning', 'general')`,
    ),
    check(
      'reminders_frequency_check',
      sql`${t.frequency} in ('daily', 'weekly', 'monthly', 'custom', 'one_time')`,
    ),
    check('reminders_custom_days_check', sql`${t.customDays} >= 1`),
    index('reminders_active_next_trigger_idx').on(t.isActive, t.nextTrigger),
  ],
)
export type ReminderRow = typeof reminders.$inferSelect
export type NewReminderRow = typeof reminders.$inferInsert

export const reminderLogs = pgTable(
  'reminder_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reminderId: integer()
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    method: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 20 }).default('sent').notNull(),
    errorMessage: text(),
  },
  (t) => [index('reminder_logs_reminder_id_idx').on(t.reminderId)],
)
export type ReminderLogRow = typeof reminderLogs.$inferSelect

/** Analytics events (page views, add-to-cart, ...). `createdAt` is the spec's "timestamp". */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventType: varchar({ length: 50 }).notNull(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('analytics_events_type_created_at_idx').on(t.eventType, t.createdAt),
    index('analytics_events_product_id_idx').on(t.productId),
  ],
)
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert
