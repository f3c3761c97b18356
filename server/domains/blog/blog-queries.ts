import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { pageWindow } from '#contracts/paged-list'
import type { Db } from '#server/db/client'
import {
  blogComments,
  blogPosts,
  type BlogCommentRow,
  type BlogPostRow,
} from '#server/db/schema/blog'
import type {
  AdminBlogComment,
  AdminBlogPost,
  AdminCommentPage,
  AdminCommentQuery,
  AdminCommentSort,
  BlogComment,
  BlogPost,
  BlogPostSummary,
} from '#contracts/blog'
import { containsPattern } from '#server/lib/like-pattern'
import { blogPostExcerpt } from './blog-excerpt'

// ---- mapping (only the contract's fields leave this file) -----------------------------------

export function toBlogPostSummary(row: BlogPostRow): BlogPostSummary {
  const { excerpt, automatic } = blogPostExcerpt(row)
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    excerpt,
    excerptIsAutomatic: automatic,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogPostSummary(row), content: row.content }
}

export function toAdminBlogPost(row: BlogPostRow): AdminBlogPost {
  return { ...toBlogPost(row), published: row.published, updatedAt: row.updatedAt.toISOString() }
}

/** The public shape of a comment: no e-mail, no approval flag. */
export function toBlogComment(row: BlogCommentRow): BlogComment {
  return {
    id: row.id,
    blogPostId: row.blogPostId,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toAdminBlogComment(row: BlogCommentRow): AdminBlogComment {
  return { ...toBlogComment(row), authorEmail: row.authorEmail, isApproved: row.isApproved }
}

// ---- public reads (published posts, approved comments) --------------------------------------

/** Published posts, newest first. Drafts never leave the database through here. */
export async function listPublishedPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
  return rows.map(toBlogPostSummary)
}

export async function findPublishedPostBySlug(db: Db, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1)
  return row ? toBlogPost(row) : null
}

export async function isPublishedPost(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
    .limit(1)
  return Boolean(row)
}

/** Approved comments of a post, oldest first (they read as a conversation). */
export async function listApprovedComments(db: Db, blogPostId: number): Promise<BlogComment[]> {
  const rows = await db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.blogPostId, blogPostId), eq(blogComments.isApproved, true)))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
  return rows.map(toBlogComment)
}

// ---- staff reads ----------------------------------------------------------------------------

/** Every post, drafts included, newest first. */
export async function listAllPosts(db: Db): Promise<AdminBlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
  return rows.map(toAdminBlogPost)
}

export async function postExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1)
  return Boolean(row)
}

/** Comments with e-mail and approval state, newest first; of one post or of all. */
export async function listAllComments(db: Db, blogPostId?: number): Promise<AdminBlogComment[]> {
  const rows = await db
    .select()
    .from(blogComments)
    .where(blogPostId === undefined ? undefined : eq(blogComments.blogPostId, blogPostId))
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
  return rows.map(toAdminBlogComment)
}

/** Text in the author's name or e-mail, the comment, or its post's title. */
function commentSearch(q: string): SQL | undefined {
  const pattern = containsPattern(q)
  return or(
    ilike(blogComments.authorName, pattern),
    ilike(blogComments.authorEmail, pattern),
    ilike(blogComments.content, pattern),
    ilike(blogPosts.title, pattern),
  )
}

/** The whitelisted sorts (the contract refuses any other with a 400 naming `sort`). */
const commentSorts: Record<AdminCommentSort, SQL> = {
  created: sql`${blogComments.createdAt}`,
  author: sql`lower(${blogComments.authorName})`,
  post: sql`lower(${blogPosts.title})`,
}

/**
 * GET /api/admin/blog/comments (issue 25): one page of the comments the search and filters
 * match, in the chosen order (newest first by default), and how many match.
 */
export async function searchComments(db: Db, query: AdminCommentQuery): Promise<AdminCommentPage> {
  const q = query.q?.trim()
  const where = and(
    q ? commentSearch(q) : undefined,
    query.post ? eq(blogComments.blogPostId, query.post) : undefined,
    query.status ? eq(blogComments.isApproved, query.status === 'approved') : undefined,
  )
  const order = query.dir === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ comment: blogComments })
      .from(blogComments)
      .leftJoin(blogPosts, eq(blogPosts.id, blogComments.blogPostId))
      .where(where)
      .orderBy(sql`${order(commentSorts[query.sort])} nulls last`, order(blogComments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogComments)
      .leftJoin(blogPosts, eq(blogPosts.id, blogComments.blogPostId))
      .where(where),
  ])
  return {
    items: rows.map(({ comment }) => toAdminBlogComment(comment)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function findComment(db: Db, id: number): Promise<AdminBlogComment | null> {
  const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id)).limit(1)
  return row ? toAdminBlogComment(row) : null
}
