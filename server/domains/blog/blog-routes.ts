import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  blogCommentCreatedSchema,
  blogCommentListSchema,
  blogPostIdParamsSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
  blogSlugParamsSchema,
  newBlogCommentRequestSchema,
} from '#contracts/blog'
import { notFound } from '#server/http/http-error'
import blogAdminRoutes from './blog-admin-routes'
import {
  findPublishedPostBySlug,
  isPublishedPost,
  listApprovedComments,
  listPublishedPosts,
} from './blog-queries'
import { commentReceivedMessage, createComment, parseNewComment } from './comment-service'

/** Public blog: published posts, approved comments, and the moderated comment form. */
export default async function blogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/blog',
    { config: { access: 'public' }, schema: { response: { 200: blogPostSummaryListSchema } } },
    async () => listPublishedPosts(app.db),
  )

  api.get(
    '/api/blog/slug/:slug',
    {
      config: { access: 'public' },
      schema: { params: blogSlugParamsSchema, response: { 200: blogPostSchema } },
    },
    async (request) => {
      const post = await findPublishedPostBySlug(app.db, request.params.slug)
      if (!post) throw notFound('Blog post not found')
      return post
    },
  )

  api.get(
    '/api/blog/comments/:blogPostId',
    {
      config: { access: 'public' },
      schema: { params: blogPostIdParamsSchema, response: { 200: blogCommentListSchema } },
    },
    async (request) => {
      const { blogPostId } = request.params
      if (!(await isPublishedPost(app.db, blogPostId))) throw notFound('Blog post not found')
      return listApprovedComments(app.db, blogPostId)
    },
  )

  api.post(
    '/api/blog/comments',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: newBlogCommentRequestSchema, response: { 201: blogCommentCreatedSchema } },
    },
    async (request, reply) => {
      // Honeypot: a bot filled the hidden field; answer as usual and store nothing.
      if (request.body.website) return reply.status(201).send({ message: commentReceivedMessage })
      const comment = parseNewComment(request.body)
      const id = await createComment(app.db, comment)
      return reply.status(201).send({ id, message: commentReceivedMessage })
    },
  )

  await app.register(blogAdminRoutes)
}
