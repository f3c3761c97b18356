import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampTz, timestampNow, timestamps, parentId } from '../columns'

/** Newsletter subscribers (double opt-in: confirmedAt is set by the confirmation link). Store e-mails lowercased. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: identityId(),
  email: varchar({ length: 255 }).notNull().unique(),
  isActive: boolean().default(true).notNull(),
  confirmedAt: timestampTz(),
  unsubscribeToken: text().notNull().unique('newsletter_subscriptions_unsubscribe_token_unique'),
  ...timestamps(),
})
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type NewNewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferInsert

export const newsletterConfirmationTokens = pgTable(
  'newsletter_confirmation_tokens',
  {
    tokenHash: text().primaryKey(),
    subscriptionId: parentId(() => newsletterSubscriptions.id),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [index('newsletter_confirmation_tokens_subscription_id_idx').on(t.subscriptionId)],
)
export type NewsletterConfirmationTokenRow = typeof newsletterConfirmationTokens.$inferSelect

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 50 }),
    subject: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    replied: boolean().default(false).notNull(),
    createdAt: timestampNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect
export type NewContactMessageRow = typeof contactMessages.$inferInsert
