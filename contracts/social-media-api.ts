import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import {
  generateSocialPostsSchema,
  socialAccountListSchema,
  socialPostListSchema,
  socialPostSchema,
  socialPostUpdateSchema,
} from './social-media'

/** The farm's profiles (spec 3 §7 "Social media"), staff only. */
export const listSocialAccounts = endpoint({
  method: 'GET',
  path: '/api/social-media/accounts',
  responses: { 200: socialAccountListSchema },
})

/** The posts drafted from blog posts, staff only. */
export const listSocialPosts = endpoint({
  method: 'GET',
  path: '/api/social-media/posts',
  responses: { 200: socialPostListSchema },
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
