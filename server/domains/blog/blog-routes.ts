import type { FastifyInstance } from 'fastify'
import * as blogApi from '#contracts/blog-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import blogAdminRoutes from './blog-admin-routes'
import {
  findPublishedPostBySlug,
  isPublishedPost,
  listApprovedComments,
  listPublishedPosts,
} from './blog-queries'
import { commentReceivedMessage, createComment, parseNewComment } from './comment-service'

/**
 * Public blog: published posts, approved comments, and the moderated comment form; their
 * endpoints are declared in contracts/blog-api.ts.
 */
export default async function blogRoutes(app: FastifyInstance) {
  route(app, blogApi.listBlogPosts, {
    config: { access: 'public' },
    handler: async () => listPublishedPosts(app.db),
  })

  route(app, blogApi.getBlogPost, {
    config: { access: 'public' },
    handler: async (request) => {
      const post = await findPublishedPostBySlug(app.db, request.params.slug)
      if (!post) throw notFound('Blog post not found')
      return post
    },
  })

  route(app, blogApi.listBlogComments, {
    config: { access: 'public' },
    handler: async (request) => {
      const { blogPostId } = request.params
      if (!(await isPublishedPost(app.db, blogPostId))) throw notFound('Blog post not found')
      return listApprovedComments(app.db, blogPostId)
    },
  })

  route(app, blogApi.submitBlogComment, {
    config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request, reply) => {
      // Honeypot: a bot filled the hidden field; answer as usual and store nothing.
      if (request.body.website) return reply.status(201).send({ message: commentReceivedMessage })
      const comment = parseNewComment(request.body)
      const id = await createComment(app.db, comment)
      return reply.status(201).send({ id, message: commentReceivedMessage })
    },
  })

  await app.register(blogAdminRoutes)
}
