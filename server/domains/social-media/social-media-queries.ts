import { and, desc, eq, ne } from 'drizzle-orm'
import {
  socialPlatforms,
  type SocialAccount,
  type SocialPost,
  type SocialPostUpdate,
} from '#contracts/social-media'
import { readSiteTexts } from '#server/domains/content/public'
import type { Db } from '#server/db/client'
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

const platformOrder = (platform: string) => {
  const index = (socialPlatforms as readonly string[]).indexOf(platform)
  return index === -1 ? socialPlatforms.length : index
}

/** Newest blog post's posts first; within a blog post, in the order of `socialPlatforms`. */
export async function listSocialPosts(db: Db, blogPostId?: number): Promise<SocialPost[]> {
  const rows = await db
    .select()
    .from(socialMediaPosts)
    .where(blogPostId ? eq(socialMediaPosts.blogPostId, blogPostId) : undefined)
    .orderBy(desc(socialMediaPosts.blogPostId), socialMediaPosts.id)
  return rows
    .sort(
      (a, b) =>
        (b.blogPostId ?? 0) - (a.blogPostId ?? 0) ||
        platformOrder(a.platform) - platformOrder(b.platform) ||
        a.id - b.id,
    )
    .map(toSocialPost)
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
  return generated ? listSocialPosts(db, blogPostId) : null
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
