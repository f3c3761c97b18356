import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import {
  reminderFrequencies,
  reminderTypes,
  type ReminderFrequency,
  type ReminderType,
} from '#contracts/reminders'
import { identityId, timestampTz, timestampNow, timestamps, parentId } from '../columns'
import { oneOf } from '../value-check'

export const reminders = pgTable(
  'reminders',
  {
    id: identityId(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    type: varchar({ length: 50 }).$type<ReminderType>().default('blog_post').notNull(),
    frequency: varchar({ length: 50 }).$type<ReminderFrequency>().default('weekly').notNull(),
    /** Interval in days when frequency is custom. */
    customDays: integer(),
    isActive: boolean().default(true).notNull(),
    lastTriggered: timestampTz(),
    nextTrigger: timestampTz(),
    emailEnabled: boolean().default(true).notNull(),
    smsEnabled: boolean().default(false).notNull(),
    recipientEmail: varchar({ length: 255 }),
    recipientPhone: varchar({ length: 50 }),
    ...timestamps(),
  },
  (t) => [
    check('reminders_type_check', oneOf(t.type, reminderTypes)),
    check('reminders_frequency_check', oneOf(t.frequency, reminderFrequencies)),
    check('reminders_custom_days_check', sql`${t.customDays} >= 1`),
    index('reminders_active_next_trigger_idx').on(t.isActive, t.nextTrigger),
  ],
)
export type ReminderRow = typeof reminders.$inferSelect
export type NewReminderRow = typeof reminders.$inferInsert

export const reminderLogs = pgTable(
  'reminder_logs',
  {
    id: identityId(),
    reminderId: parentId(() => reminders.id),
    sentAt: timestampNow(),
    method: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 20 }).default('sent').notNull(),
    errorMessage: text(),
  },
  (t) => [index('reminder_logs_reminder_id_idx').on(t.reminderId)],
)
export type ReminderLogRow = typeof reminderLogs.$inferSelect
