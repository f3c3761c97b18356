import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Newsletter subscribers (double opt-in: confirmedAt is set by the confirmation link). Store e-mails lowercased. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: varchar({ length: 255 }).notNull().unique(),
  isActive: boolean().default(true).notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribeToken: text().notNull().unique('newsletter_subscriptions_unsubscribe_token_unique'),
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
})
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type NewNewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferInsert

export const newsletterConfirmationTokens = pgTable(
  'newsletter_confirmation_tokens',
  {
    tokenHash: text().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('newsletter_confirmation_tokens_subscription_id_idx').on(t.subscriptionId)],
)
export type NewsletterConfirmationTokenRow = typeof newsletterConfirmationTokens.$inferSelect

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 50 }),
    subject: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    replied: boolean().default(false).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect
export type NewContactMessageRow = typeof contactMessages.$inferInsert
