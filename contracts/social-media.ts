import { z } from 'zod'
import { idField, requiredText } from './fields'

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
