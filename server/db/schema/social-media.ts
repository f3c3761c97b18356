import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampTz, timestamps } from '../columns'
import { blogPosts } from './blog'

/** Social posts generated from blog posts; status 'draft' by default, 'ready' when approved. */
export const socialMediaPosts = pgTable(
  'social_media_posts',
  {
    id: identityId(),
    blogPostId: integer().references(() => blogPosts.id, { onDelete: 'cascade' }),
    platform: varchar({ length: 20 }).notNull(),
    content: text().notNull(),
    hashtags: text().array().default([]).notNull(),
    imageUrl: text(),
    imageAltText: text(),
    status: varchar({ length: 20 }).default('draft').notNull(),
    publishedAt: timestampTz(),
    platformPostId: text(),
    ...timestamps(),
  },
  (t) => [index('social_media_posts_blog_post_id_idx').on(t.blogPostId)],
)
export type SocialMediaPostRow = typeof socialMediaPosts.$inferSelect
export type NewSocialMediaPostRow = typeof socialMediaPosts.$inferInsert

/** Connected social accounts. accessToken/refreshToken are secrets: never send them to a browser. */
export const socialMediaAccounts = pgTable('social_media_accounts', {
  id: identityId(),
  platform: varchar({ length: 20 }).notNull(),
  accountName: varchar({ length: 255 }).notNull(),
  accessToken: text(),
  refreshToken: text(),
  accountId: text(),
  isActive: boolean().default(true).notNull(),
  lastSyncAt: timestampTz(),
  ...timestamps(),
})
export type SocialMediaAccountRow = typeof socialMediaAccounts.$inferSelect
