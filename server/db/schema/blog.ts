import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampNow, timestamps, parentId } from '../columns'

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: identityId(),
    title: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    excerpt: text(),
    content: text().notNull(),
    imageUrl: text(),
    category: varchar({ length: 100 }).default('Farm Updates').notNull(),
    published: boolean().default(false).notNull(),
    ...timestamps(),
  },
  (t) => [index('blog_posts_published_created_at_idx').on(t.published, t.createdAt)],
)
export type BlogPostRow = typeof blogPosts.$inferSelect
export type NewBlogPostRow = typeof blogPosts.$inferInsert

/** Comments are created unapproved; only approved ones are public. authorEmail is never public. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: identityId(),
    blogPostId: parentId(() => blogPosts.id),
    authorName: varchar({ length: 100 }).notNull(),
    authorEmail: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    isApproved: boolean().default(false).notNull(),
    createdAt: timestampNow(),
  },
  (t) => [index('blog_comments_post_approved_idx').on(t.blogPostId, t.isApproved)],
)
export type BlogCommentRow = typeof blogComments.$inferSelect
export type NewBlogCommentRow = typeof blogComments.$inferInsert
