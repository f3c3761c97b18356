import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { pageWindow } from '#contracts/paged-list'
import {
  socialPlatforms,
  type SocialAccount,
  type SocialBlogPostFilter,
  type SocialBlogPostPage,
  type SocialBlogPostQuery,
  type SocialBlogPostSort,
  type SocialPost,
  type SocialPostPage,
  type SocialPostQuery,
  type SocialPostSort,
  type SocialPostStatus,
  type SocialPostSummary,
  type SocialPostUpdate,
} from '#contracts/social-media'
import { readSiteTexts } from '#server/domains/content/public'
import type { Db } from '#server/db/client'
import { containsPattern } from '#server/lib/like-pattern'
import { blogPosts } from '#server/db/schema/blog'
import {
  socialMediaAccounts,
  socialMediaPosts,
  type SocialMediaPostRow,
} from '#server/db/schema/social-media'
import { socialPostTemplates } from './social-post-templates'
import { blogPostExcerpt } from '#server/domains/blog/public'

/** Only the contract's fields leave this file (no platform post ids, no tokens). */
function toSocialPost(row: SocialMediaPostRow): SocialPost {
  return {
    id: row.id,
    blogPostId: row.blogPostId,
    platform: row.platform,
    content: row.content,
    hashtags: row.hashtags,
    imageUrl: row.imageUrl,
    imageAltText: row.imageAltText,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A platform's place in `socialPlatforms` (an unknown platform last). */
const platformOrder = sql`array_position(array[${sql.join(
  socialPlatforms.map((platform) => sql`${platform}`),
  sql`, `,
)}]::text[], ${socialMediaPosts.platform}::text)`

/** The posts of some blog posts: the newest blog post's first, each in the order of `socialPlatforms`. */
async function postsOf(db: Db, blogPostIds: readonly number[]): Promise<SocialPost[]> {
  if (blogPostIds.length === 0) return []
  const rows = await db
    .select()
    .from(socialMediaPosts)
    .where(inArray(socialMediaPosts.blogPostId, [...blogPostIds]))
    .orderBy(
      desc(socialMediaPosts.blogPostId),
      sql`${platformOrder} nulls last`,
      socialMediaPosts.id,
    )
  return rows.map(toSocialPost)
}

/** One blog post's posts, in the order of `socialPlatforms`. */
export const postsOfBlogPost = (db: Db, blogPostId: number) => postsOf(db, [blogPostId])

const hashtagText = sql`array_to_string(${socialMediaPosts.hashtags}, ' ')`

/** The whitelisted sorts of the flat list (the contract refuses any other with a 400). */
const postSorts: Record<SocialPostSort, SQL> = {
  newest: sql`${socialMediaPosts.createdAt}`,
  platform: sql`${platformOrder}`,
  status: sql`${socialMediaPosts.status}`,
}

/**
 * GET /api/social-media/posts (issue 25): one page of the social posts the search and filters
 * match (text, hashtags or the blog post's title), newest first by default, and how many match.
 */
export async function searchSocialPosts(db: Db, query: SocialPostQuery): Promise<SocialPostPage> {
  const q = query.q?.trim()
  const pattern = q ? containsPattern(q) : undefined
  const where = and(
    pattern
      ? or(
          ilike(socialMediaPosts.content, pattern),
          sql`${hashtagText} ilike ${pattern}`,
          ilike(blogPosts.title, pattern),
        )
      : undefined,
    query.platform ? eq(socialMediaPosts.platform, query.platform) : undefined,
    query.status ? eq(socialMediaPosts.status, query.status) : undefined,
  )
  const order = query.dir === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ post: socialMediaPosts })
      .from(socialMediaPosts)
      .leftJoin(blogPosts, eq(blogPosts.id, socialMediaPosts.blogPostId))
      .where(where)
      // Ties as the Posts tab has them: the newest blog post's first, in platform order.
      .orderBy(
        sql`${order(postSorts[query.sort])} nulls last`,
        sql`${socialMediaPosts.blogPostId} desc nulls last`,
        sql`${platformOrder} nulls last`,
        asc(socialMediaPosts.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(socialMediaPosts)
      .leftJoin(blogPosts, eq(blogPosts.id, socialMediaPosts.blogPostId))
      .where(where),
  ])
  return {
    items: rows.map(({ post }) => toSocialPost(post)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** Whether a blog post has posts (of one status). */
const hasPosts = (status?: SocialPostStatus) =>
  sql`exists (select 1 from ${socialMediaPosts} where ${socialMediaPosts.blogPostId} = ${blogPosts.id}${
    status ? sql` and ${socialMediaPosts.status} = ${status}` : sql``
  })`

const blogPostFilters: Record<SocialBlogPostFilter, SQL> = {
  none: sql`not ${hasPosts()}`,
  draft: hasPosts('draft'),
  ready: hasPosts('ready'),
}

const blogPostSorts: Record<SocialBlogPostSort, SQL> = {
  newest: sql`${blogPosts.createdAt}`,
  title: sql`lower(${blogPosts.title})`,
}

/**
 * GET /api/social-media/blog-posts (issue 25): the Posts tab's page of published blog posts
 * (newest first by default), each with its social posts, searched by the blog post's title or a
 * social post's text, filtered by what posts it has, and how many blog posts match.
 */
export async function searchSocialBlogPosts(
  db: Db,
  query: SocialBlogPostQuery,
): Promise<SocialBlogPostPage> {
  const q = query.q?.trim()
  const pattern = q ? containsPattern(q) : undefined
  const where = and(
    eq(blogPosts.published, true),
    pattern
      ? or(
          ilike(blogPosts.title, pattern),
          sql`exists (select 1 from ${socialMediaPosts} where ${socialMediaPosts.blogPostId} = ${blogPosts.id} and ${socialMediaPosts.content} ilike ${pattern})`,
        )
      : undefined,
    query.status ? blogPostFilters[query.status] : undefined,
  )
  const order = query.dir === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        category: blogPosts.category,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(order(blogPostSorts[query.sort]), order(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where),
  ])
  const posts = await postsOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      posts: posts.filter((post) => post.blogPostId === row.id),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** GET /api/social-media/posts/summary: the posts by status, in all and per platform. */
export async function summarizeSocialPosts(db: Db): Promise<SocialPostSummary> {
  const rows = await db
    .select({
      platform: socialMediaPosts.platform,
      draft: sql<number>`(count(*) filter (where ${socialMediaPosts.status} = 'draft'))::int`,
      ready: sql<number>`(count(*) filter (where ${socialMediaPosts.status} = 'ready'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(socialMediaPosts)
    .groupBy(socialMediaPosts.platform)
  const platforms = [...socialPlatforms, ...rows.map((row) => row.platform)]
    .filter((platform, index, all) => all.indexOf(platform) === index)
    .map(
      (platform) =>
        rows.find((row) => row.platform === platform) ?? { platform, draft: 0, ready: 0, total: 0 },
    )
  const sum = (key: 'draft' | 'ready' | 'total') => rows.reduce((total, row) => total + row[key], 0)
  return { draft: sum('draft'), ready: sum('ready'), total: sum('total'), platforms }
}

export async function findSocialPost(db: Db, id: number): Promise<SocialPost | null> {
  const [row] = await db.select().from(socialMediaPosts).where(eq(socialMediaPosts.id, id))
  return row ? toSocialPost(row) : null
}

/**
 * Drafts the posts of a published blog post, one per platform (decision 0035): its earlier drafts
 * are replaced, edited or not; a post staff marked ready is kept and its platform gets no new
 * draft. Null when no published blog post has this id.
 */
export async function generateSocialPosts(
  db: Db,
  blogPostId: number,
  publicUrl: string,
): Promise<SocialPost[] | null> {
  const farmName = (await readSiteTexts(db)).text('farm_name')
  const generated = await db.transaction(async (tx) => {
    const [post] = await tx
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, blogPostId), eq(blogPosts.published, true)))
      .for('update')
    if (!post) return false
    const kept = await tx
      .select({ platform: socialMediaPosts.platform })
      .from(socialMediaPosts)
      .where(and(eq(socialMediaPosts.blogPostId, blogPostId), eq(socialMediaPosts.status, 'ready')))
    const ready = new Set(kept.map((row) => row.platform))
    await tx
      .delete(socialMediaPosts)
      .where(and(eq(socialMediaPosts.blogPostId, blogPostId), ne(socialMediaPosts.status, 'ready')))
    const drafts = socialPostTemplates(
      {
        title: post.title,
        excerpt: blogPostExcerpt(post).excerpt,
        category: post.category,
        url: `${publicUrl}/blog/${encodeURIComponent(post.slug)}`,
      },
      farmName,
    ).filter((draft) => !ready.has(draft.platform))
    if (drafts.length > 0) {
      await tx.insert(socialMediaPosts).values(
        drafts.map((draft) => ({
          blogPostId,
          platform: draft.platform,
          content: draft.content,
          hashtags: draft.hashtags,
          imageUrl: post.imageUrl,
          imageAltText: post.imageUrl ? post.title : null,
        })),
      )
    }
    return true
  })
  return generated ? postsOfBlogPost(db, blogPostId) : null
}

export async function updateSocialPost(
  db: Db,
  id: number,
  input: SocialPostUpdate,
): Promise<SocialPost | null> {
  const [row] = await db
    .update(socialMediaPosts)
    .set({
      content: input.content,
      hashtags: input.hashtags,
      ...(input.status ? { status: input.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(socialMediaPosts.id, id))
    .returning()
  return row ? toSocialPost(row) : null
}

/** The site texts that hold the farm's profiles, per platform (Website Content Manager, Footer). */
export const profileSiteTexts = {
  facebook: 'facebook_url',
  instagram: 'instagram_url',
  twitter: 'twitter_url',
  linkedin: 'linkedin_url',
} as const

/** "https://www.instagram.com/grovesidefarm/" → "grovesidefarm" (the address itself if unreadable). */
export function accountNameOf(profileUrl: string) {
  try {
    const path = new URL(profileUrl).pathname.split('/').filter(Boolean)
    return decodeURIComponent(path.at(-1) ?? '') || profileUrl
  } catch {
    return profileUrl
  }
}

const webAddress = (text: string) => /^https?:\/\//i.test(text)

/**
 * The farm's profiles: those named in the site texts, then the active connected accounts (their
 * tokens never leave the database).
 */
export async function listSocialAccounts(db: Db): Promise<SocialAccount[]> {
  const texts = await readSiteTexts(db)
  const fromSite = Object.entries(profileSiteTexts).flatMap(([platform, key]) => {
    const url = texts.text(key)
    if (!url) return []
    return [
      {
        platform,
        accountName: accountNameOf(url),
        profileUrl: webAddress(url) ? url : null,
        connected: false,
      },
    ]
  })
  const connected = await db
    .select({
      platform: socialMediaAccounts.platform,
      accountName: socialMediaAccounts.accountName,
    })
    .from(socialMediaAccounts)
    .where(eq(socialMediaAccounts.isActive, true))
    .orderBy(socialMediaAccounts.platform, socialMediaAccounts.id)
  return [
    ...fromSite,
    ...connected.map((account) => ({ ...account, profileUrl: null, connected: true })),
  ]
}
