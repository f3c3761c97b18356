import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import {
  generateSocialPostsSchema,
  socialAccountListSchema,
  socialBlogPostPageSchema,
  socialBlogPostQuerySchema,
  socialPostListSchema,
  socialPostPageSchema,
  socialPostQuerySchema,
  socialPostSchema,
  socialPostSummarySchema,
  socialPostUpdateSchema,
} from './social-media'

/** The farm's profiles (spec 3 §7 "Social media"), staff only. */
export const listSocialAccounts = endpoint({
  method: 'GET',
  path: '/api/social-media/accounts',
  responses: { 200: socialAccountListSchema },
})

/** The posts drafted from blog posts, one page at a time, staff only. */
export const listSocialPosts = endpoint({
  method: 'GET',
  path: '/api/social-media/posts',
  query: socialPostQuerySchema,
  responses: { 200: socialPostPageSchema },
})

/** How many posts there are, by status and platform (the Overview tab), staff only. */
export const summarizeSocialPosts = endpoint({
  method: 'GET',
  path: '/api/social-media/posts/summary',
  responses: { 200: socialPostSummarySchema },
})

/** The Posts tab: a page of published blog posts, each with its social posts, staff only. */
export const listSocialBlogPosts = endpoint({
  method: 'GET',
  path: '/api/social-media/blog-posts',
  query: socialBlogPostQuerySchema,
  responses: { 200: socialBlogPostPageSchema },
})

/** Drafts one post per platform from a blog post; answers that blog post's posts. */
export const generateSocialPosts = endpoint({
  method: 'POST',
  path: '/api/social-media/generate',
  body: generateSocialPostsSchema,
  responses: { 200: socialPostListSchema },
})

/** Edits a post's text and hashtags, or marks it ready / draft. */
export const updateSocialPost = endpoint({
  method: 'PUT',
  path: '/api/social-media/posts/:id',
  params: idParamsSchema,
  body: socialPostUpdateSchema,
  responses: { 200: socialPostSchema },
})
