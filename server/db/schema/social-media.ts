import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { blogPosts } from './blog'

/** Social posts generated from blog posts; status 'draft' by default, 'ready' when approved. */
export const socialMediaPosts = pgTable(
  'social_media_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    blogPostId: integer().references(() => blogPosts.id, { onDelete: 'cascade' }),
    platform: varchar({ length: 20 }).notNull(),
    content: text().notNull(),
    hashtags: text().array().default([]).notNull(),
    imageUrl: text(),
    imageAltText: text(),
    status: varchar({ length: 20 }).default('draft').notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    platformPostId: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('social_media_posts_blog_post_id_idx').on(t.blogPostId)],
)
export type SocialMediaPostRow = typeof socialMediaPosts.$inferSelect
export type NewSocialMediaPostRow = typeof socialMediaPosts.$inferInsert

/** Connected social accounts. accessToken/refreshToken are secrets: never send them to a browser. */
export const socialMediaAccounts = pgTable('social_media_accounts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  platform: varchar({ length: 20 }).notNull(),
  accountName: varchar({ length: 255 }).notNull(),
  accessToken: text(),
  refreshToken: text(),
  accountId: text(),
  isActive: boolean().default(true).notNull(),
  lastSyncAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
})
export type SocialMediaAccountRow = typeof socialMediaAccounts.$inferSelect
