import type { FastifyInstance } from 'fastify'
import { composeSocialPost, socialMediaMessages, tweetLimit } from '#contracts/social-media'
import * as socialMediaApi from '#contracts/social-media-api'
import { route } from '#server/http/endpoint-route'
import { badRequest, notFound } from '#server/http/http-error'
import {
  findSocialPost,
  generateSocialPosts,
  listSocialAccounts,
  postsOfBlogPost,
  searchSocialBlogPosts,
  searchSocialPosts,
  summarizeSocialPosts,
  updateSocialPost,
} from './social-media-queries'
import { tweetLength } from './social-post-templates'

/**
 * Social media management (spec 3 §2 and §7 "Social media", decision 0035), staff only: the
 * farm's profiles, the posts drafted from blog posts, generating them, and editing one. Nothing
 * here posts to a platform.
 */
export default async function socialMediaRoutes(app: FastifyInstance) {
  route(app, socialMediaApi.listSocialAccounts, {
    config: { access: 'staff' },
    handler: async () => listSocialAccounts(app.db),
  })

  route(app, socialMediaApi.listSocialPosts, {
    config: { access: 'staff' },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store')
      return searchSocialPosts(app.db, request.query)
    },
  })

  route(app, socialMediaApi.summarizeSocialPosts, {
    config: { access: 'staff' },
    handler: async (_request, reply) => {
      void reply.header('Cache-Control', 'private, no-store')
      return summarizeSocialPosts(app.db)
    },
  })

  route(app, socialMediaApi.listSocialBlogPosts, {
    config: { access: 'staff' },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store')
      return searchSocialBlogPosts(app.db, request.query)
    },
  })

  route(app, socialMediaApi.generateSocialPosts, {
    config: { access: 'staff', auditAction: 'social-post.generate' },
    handler: async (request) => {
      const { blogPostId } = request.body
      request.audit.targetType = 'blog-post'
      request.audit.targetId = String(blogPostId)
      request.audit.before = await postsOfBlogPost(app.db, blogPostId)
      const posts = await generateSocialPosts(app.db, blogPostId, app.config.publicUrl)
      if (!posts) throw notFound(socialMediaMessages.blogPostNotFound)
      return posts
    },
  })

  route(app, socialMediaApi.updateSocialPost, {
    config: { access: 'staff', auditAction: 'social-post.update' },
    handler: async (request) => {
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
  })
}
