import { z } from 'zod'
import { idField, requiredText } from './fields'
import { listPageSchema, listPaging, listSearchField } from './paged-list'

/**
 * Social media management (spec 3 "Social media management", decision 0035): posts drafted from
 * blog posts, one per platform, that staff edit, mark ready and copy by hand. Nothing is posted
 * to any platform from here. Staff only (/api/social-media/*).
 */

export const socialPlatforms = ['twitter', 'facebook', 'instagram', 'linkedin'] as const
export type SocialPlatform = (typeof socialPlatforms)[number]

export const socialPlatformLabels: Record<SocialPlatform, string> = {
  twitter: 'Twitter/X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
}

export const platformLabel = (platform: string) =>
  socialPlatformLabels[platform as SocialPlatform] ?? platform

/** 'draft' by default (spec 3 §5); staff mark a post 'ready' when it may be posted. */
export const socialPostStatuses = ['draft', 'ready'] as const
export type SocialPostStatus = (typeof socialPostStatuses)[number]

/** Spec 3 §2: 'ready' is shown as Published/Ready, other statuses raw. */
export const socialStatusLabel = (status: string) =>
  status === 'ready' ? 'Published/Ready' : status

/** Twitter/X's limit, counted as Twitter does (a link is 23 characters). */
export const tweetLimit = 280

export const socialPostLimits = { content: 5000, hashtag: 50, hashtags: 30 } as const

export const socialMediaMessages = {
  blogPostId: 'Choose a published blog post',
  blogPostNotFound: 'Blog post not found',
  postNotFound: 'Social post not found',
  content: 'Content is required',
  tooLongTweet: `A tweet must be at most ${tweetLimit} characters (a link counts as 23)`,
  hashtag: 'Hashtags are letters, digits and underscores, separated by commas',
  hashtagsCount: `At most ${socialPostLimits.hashtags} hashtags`,
} as const

/** A post as it would be posted: the text, then its hashtags. What "Copy" copies. */
export function composeSocialPost(content: string, hashtags: readonly string[]) {
  const tags = hashtags.map((tag) => `#${tag}`).join(' ')
  return tags ? `${content}\n\n${tags}` : content
}

const cleanHashtags = (tags: readonly string[]) =>
  tags.map((tag) => tag.trim().replace(/^#+/, '').trim()).filter(Boolean)

/** Spec 3 §6: hashtags typed comma-separated, trimmed, empties dropped (a leading # too). */
export function parseHashtags(text: string): string[] {
  return cleanHashtags(text.split(','))
}

const validHashtag = new RegExp(`^[\\p{L}\\p{N}_]{1,${socialPostLimits.hashtag}}$`, 'u')

/** One message on the field as a whole, so a bad tag shows under the hashtags input. */
const hashtagsSchema = z
  .array(z.unknown(), socialMediaMessages.hashtag)
  .refine((tags) => tags.every((tag) => typeof tag === 'string'), socialMediaMessages.hashtag)
  .transform((tags) => cleanHashtags(tags as string[]))
  .refine((tags) => tags.every((tag) => validHashtag.test(tag)), socialMediaMessages.hashtag)
  .refine((tags) => tags.length <= socialPostLimits.hashtags, socialMediaMessages.hashtagsCount)

export const socialPostSchema = z.object({
  id: z.number().int().positive(),
  blogPostId: z.number().int().positive().nullable(),
  platform: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  imageAltText: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SocialPost = z.infer<typeof socialPostSchema>
export const socialPostListSchema = z.array(socialPostSchema)

// ---- the staff lists, searched, filtered, sorted and paged on the server (issue 25) ----------

/** The Posts tab: a published blog post with the posts drafted from it. */
export const socialBlogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  category: z.string(),
  createdAt: z.string(),
  posts: z.array(socialPostSchema),
})
export type SocialBlogPost = z.infer<typeof socialBlogPostSchema>

/** Blog posts by their social posts: none yet, some drafts, some marked ready. */
export const socialBlogPostFilters = ['none', 'draft', 'ready'] as const
export type SocialBlogPostFilter = (typeof socialBlogPostFilters)[number]
export const socialBlogPostFilterLabels: Record<SocialBlogPostFilter, string> = {
  none: 'No posts generated',
  draft: 'With drafts',
  ready: 'With Published/Ready posts',
}
export const socialBlogPostSorts = ['newest', 'title'] as const
export type SocialBlogPostSort = (typeof socialBlogPostSorts)[number]
/** Spec 3 §9: the editor lists the first 5 blog posts, so a page holds 5 unless staff ask more. */
export const socialBlogPostPageSizes = [5, 10, 25] as const

/**
 * GET /api/social-media/blog-posts: the published blog posts (newest first) with their social
 * posts, searched by the blog post's title or a social post's text, filtered by their posts.
 */
export const socialBlogPostQuerySchema = z.object({
  q: listSearchField,
  status: z.enum(socialBlogPostFilters, 'Status must be none, draft or ready').optional(),
  ...listPaging({
    sorts: socialBlogPostSorts,
    sort: 'newest',
    dir: 'desc',
    sizes: socialBlogPostPageSizes,
  }),
})
export type SocialBlogPostQuery = z.infer<typeof socialBlogPostQuerySchema>
export const socialBlogPostPageSchema = listPageSchema(socialBlogPostSchema)
export type SocialBlogPostPage = z.infer<typeof socialBlogPostPageSchema>

export const socialPostSorts = ['newest', 'platform', 'status'] as const
export type SocialPostSort = (typeof socialPostSorts)[number]

/**
 * GET /api/social-media/posts: the social posts one page at a time, searched by their text,
 * hashtags or blog post's title, filtered by platform and status (the Automation tab's ready
 * posts).
 */
export const socialPostQuerySchema = z.object({
  q: listSearchField,
  platform: z
    .enum(socialPlatforms, 'Platform must be twitter, facebook, instagram or linkedin')
    .optional(),
  status: z.enum(socialPostStatuses, 'Status must be draft or ready').optional(),
  ...listPaging({ sorts: socialPostSorts, sort: 'newest', dir: 'desc' }),
})
export type SocialPostQuery = z.infer<typeof socialPostQuerySchema>
export const socialPostPageSchema = listPageSchema(socialPostSchema)
export type SocialPostPage = z.infer<typeof socialPostPageSchema>

/** GET /api/social-media/posts/summary: the Overview tab's counts, counted by the server. */
const postCounts = {
  draft: z.number().int().nonnegative(),
  ready: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
}
export const socialPostSummarySchema = z.object({
  ...postCounts,
  platforms: z.array(z.object({ platform: z.string(), ...postCounts })),
})
export type SocialPostSummary = z.infer<typeof socialPostSummarySchema>

/**
 * A profile of the farm: from the site texts (facebook_url, instagram_url, twitter_url,
 * linkedin_url) or a connected account. Never its tokens.
 */
export const socialAccountSchema = z.object({
  platform: z.string(),
  accountName: z.string(),
  profileUrl: z.string().nullable(),
  connected: z.boolean(),
})
export type SocialAccount = z.infer<typeof socialAccountSchema>
export const socialAccountListSchema = z.array(socialAccountSchema)

export const generateSocialPostsSchema = z.object({
  blogPostId: idField(socialMediaMessages.blogPostId),
})

/** PUT /api/social-media/posts/:id: the text and hashtags; status optional (mark ready / draft). */
export const socialPostUpdateSchema = z.object({
  content: requiredText('Content', socialPostLimits.content, {
    multiline: true,
    required: socialMediaMessages.content,
  }),
  hashtags: hashtagsSchema,
  status: z.enum(socialPostStatuses, 'Status must be draft or ready').optional(),
})
export type SocialPostUpdate = z.infer<typeof socialPostUpdateSchema>
