import { sql } from 'drizzle-orm'
import type { BlogPostValues } from '#contracts/blog'
import type { blogPosts as blogPostEndpoints } from '#contracts/blog-api'
import { blogPosts } from '#server/db/schema/blog'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { uniqueSlugStore } from '#server/http/unique-slug-store'
import { listAllPosts, toAdminBlogPost } from './blog-queries'

export const slugTakenMessage = 'Another post already uses this slug'

/**
 * The columns of a post as staff wrote it (spec 3 §5). The contract already built the slug and
 * turned blanks into null. An empty excerpt stays null: reads show the start of the text instead
 * (`blogPostExcerpt`), so it follows the text when staff edit it.
 */
function toColumns(input: BlogPostValues) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt || null,
    content: input.content,
    category: input.category,
    imageUrl: input.imageUrl || null,
    published: input.published,
  }
}

/**
 * Blog posts for the staff resource routes (decision 0020): every post, drafts included; the
 * Blog Manager's page searches the title, slug, excerpt, text and category, newest first. Removing
 * a post removes its comments (and social posts made from it): their foreign keys cascade. The
 * audit log keeps the post as it was.
 */
export const blogPostStore: StoreOf<typeof blogPostEndpoints> = uniqueSlugStore(
  {
    ...tableStore({
      table: blogPosts,
      toItem: toAdminBlogPost,
      toColumns,
      search: [
        blogPosts.title,
        blogPosts.slug,
        blogPosts.excerpt,
        blogPosts.content,
        blogPosts.category,
      ],
      sorts: {
        newest: blogPosts.createdAt,
        title: sql`lower(${blogPosts.title})`,
        updated: blogPosts.updatedAt,
      },
    }),
    list: listAllPosts,
  },
  blogPosts,
  slugTakenMessage,
)
