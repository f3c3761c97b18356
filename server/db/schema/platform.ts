import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { staffAccounts } from './identity'

/** A text attachment of an e-mail (a calendar file, say). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

export const outboxChannels = ['email', 'sms'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

/** Every e-mail the app sends is also written here; staff can read it (default transport). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Attachments as sent (calendar files): name, content type and text content. */
    attachments: jsonb().$type<MailAttachment[]>(),
    /** 'sms': a text message kept here because no SMS provider is configured (decision 0032). */
    channel: varchar({ length: 10 }).$type<OutboxChannel>().default('email').notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('email_outbox_created_at_idx').on(t.createdAt),
    check('email_outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
)
export type EmailOutboxRow = typeof emailOutbox.$inferSelect
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert

/** Who changed what and when (staff actions, order status changes, ...). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorStaffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    actorEmail: varchar({ length: 255 }),
    action: varchar({ length: 100 }).notNull(),
    targetType: varchar({ length: 50 }).notNull(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)
export type AuditLogRow = typeof auditLog.$inferSelect
export type NewAuditLogRow = typeof auditLog.$inferInsert

/** Fixed-window rate-limit counters shared by all app instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().default(0).notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('rate_limits_count_check', sql`${t.count} >= 0`),
    index('rate_limits_reset_at_idx').on(t.resetAt),
  ],
)
export type RateLimitRow = typeof rateLimits.$inferSelect
