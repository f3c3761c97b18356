import { check, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { outboxChannels, type OutboxChannel } from '#contracts/identity'
import { identityId, timestampNow } from '../columns'
import { oneOf } from '../value-check'

/** A text attachment of an e-mail (a calendar file, say). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/** Every e-mail the app sends is also written here; staff can read it (default transport). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: identityId(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Attachments as sent (calendar files): name, content type and text content. */
    attachments: jsonb().$type<MailAttachment[]>(),
    /** 'sms': a text message kept here because no SMS provider is configured (decision 0032). */
    channel: varchar({ length: 10 }).$type<OutboxChannel>().default('email').notNull(),
    createdAt: timestampNow(),
  },
  (t) => [
    index('email_outbox_created_at_idx').on(t.createdAt),
    check('email_outbox_channel_check', oneOf(t.channel, outboxChannels)),
  ],
)
export type EmailOutboxRow = typeof emailOutbox.$inferSelect
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert
