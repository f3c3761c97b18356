import { and, eq, ne } from 'drizzle-orm'
import type { AdminBlogPost, BlogPostValues } from '#contracts/blog'
import type { Db } from '#server/db/client'
import { isUniqueViolation } from '#server/db/unique-violation'
import { blogPosts } from '#server/db/schema/blog'
import { conflict } from '#server/http/http-error'
import type { ResourceStore } from '#server/http/staff-resource'
import { listAllPosts, toAdminBlogPost } from './blog-queries'

export const slugTakenMessage = 'Another post already uses this slug'

const slugTaken = () =>
  conflict('SLUG_TAKEN', slugTakenMessage, {
    slug: `${slugTakenMessage}. Please choose a different one.`,
  })

async function refuseTakenSlug(db: Db, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      exceptId === undefined
        ? eq(blogPosts.slug, slug)
        : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)),
    )
    .limit(1)
  if (row) throw slugTaken()
}

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

/** Runs a write; a slug taken in the meantime (unique index) answers the same 409. */
async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
}

const byId = (id: number) => eq(blogPosts.id, id)

/** Blog posts for the staff resource routes (decision 0020): every post, drafts included. */
export const blogPostStore: ResourceStore<AdminBlogPost, BlogPostValues, BlogPostValues> = {
  list: listAllPosts,
  async get(db, id) {
    const [row] = await db.select().from(blogPosts).where(byId(id)).limit(1)
    return row ? toAdminBlogPost(row) : null
  },
  async create(db, input) {
    await refuseTakenSlug(db, input.slug)
    const now = new Date()
    const [row] = await withUniqueSlug(() =>
      db
        .insert(blogPosts)
        .values({ ...toColumns(input), createdAt: now, updatedAt: now })
        .returning(),
    )
    return toAdminBlogPost(row!)
  },
  async update(db, id, input) {
    await refuseTakenSlug(db, input.slug, id)
    const [row] = await withUniqueSlug(() =>
      db
        .update(blogPosts)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(byId(id))
        .returning(),
    )
    return row ? toAdminBlogPost(row) : null
  },
  /**
   * The post's comments (and social posts made from it) go with it: their foreign keys cascade.
   * The audit log keeps the post as it was.
   */
  async remove(db, id) {
    const [row] = await db.delete(blogPosts).where(byId(id)).returning()
    return row ? toAdminBlogPost(row) : null
  },
}
