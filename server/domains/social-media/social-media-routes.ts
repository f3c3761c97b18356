import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#contracts/fields'
import {
  composeSocialPost,
  generateSocialPostsSchema,
  socialAccountListSchema,
  socialMediaMessages,
  socialPostListSchema,
  socialPostSchema,
  socialPostUpdateSchema,
  tweetLimit,
} from '#contracts/social-media'
import { badRequest, notFound } from '#server/http/http-error'
import {
  findSocialPost,
  generateSocialPosts,
  listSocialAccounts,
  listSocialPosts,
  updateSocialPost,
} from './social-media-queries'
import { tweetLength } from './social-post-templates'

/**
 * Social media management (spec 3 §2 and §7 "Social media", decision 0035), staff only: the
 * farm's profiles, the posts drafted from blog posts, generating them, and editing one. Nothing
 * here posts to a platform.
 */
export default async function socialMediaRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/social-media/accounts',
    { config: { access: 'staff' }, schema: { response: { 200: socialAccountListSchema } } },
    async () => listSocialAccounts(app.db),
  )

  api.get(
    '/api/social-media/posts',
    { config: { access: 'staff' }, schema: { response: { 200: socialPostListSchema } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'private, no-store')
      return listSocialPosts(app.db)
    },
  )

  api.post(
    '/api/social-media/generate',
    {
      config: { access: 'staff', auditAction: 'social-post.generate' },
      schema: { body: generateSocialPostsSchema, response: { 200: socialPostListSchema } },
    },
    async (request) => {
      const { blogPostId } = request.body
      request.audit.targetType = 'blog-post'
      request.audit.targetId = String(blogPostId)
      request.audit.before = await listSocialPosts(app.db, blogPostId)
      const posts = await generateSocialPosts(app.db, blogPostId, app.config.publicUrl)
      if (!posts) throw notFound(socialMediaMessages.blogPostNotFound)
      return posts
    },
  )

  api.put(
    '/api/social-media/posts/:id',
    {
      config: { access: 'staff', auditAction: 'social-post.update' },
      schema: {
        params: idParamsSchema,
        body: socialPostUpdateSchema,
        response: { 200: socialPostSchema },
      },
    },
    async (request) => {
      request.audit.targetType = 'social-post'
      const existing = await findSocialPost(app.db, request.params.id)
      if (!existing) throw notFound(socialMediaMessages.postNotFound)
      const { content, hashtags } = request.body
      if (
        existing.platform === 'twitter' &&
        tweetLength(composeSocialPost(content, hashtags)) > tweetLimit
      ) {
        throw badRequest(socialMediaMessages.tooLongTweet, {
          content: socialMediaMessages.tooLongTweet,
        })
      }
      request.audit.before = existing
      const updated = await updateSocialPost(app.db, existing.id, request.body)
      if (!updated) throw notFound(socialMediaMessages.postNotFound)
      return updated
    },
  )
}
