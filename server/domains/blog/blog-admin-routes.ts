import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  adminBlogCommentListSchema,
  adminBlogCommentSchema,
  adminBlogPostSchema,
  adminPostIdParamsSchema,
  blogPostInputSchema,
  commentIdParamsSchema,
} from '#contracts/blog'
import { notFound } from '#server/http/http-error'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { blogPostStore } from './blog-post-store'
import { findComment, listAllComments, postExists } from './blog-queries'
import { approveComment, deleteComment } from './comment-service'

/**
 * Staff: the Blog Manager's posts (spec 3 §2, §7: every post, drafts too, with create, update and
 * delete) and comment moderation. Changes are audited automatically (`blog_post.create`, `.update`, `.delete`).
 */
export default async function blogAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  // GET (the list comment moderation reads too), POST /api/admin/blog; PUT, DELETE /:id.
  staffResourceRoutes(app, {
    name: 'blog_post',
    path: '/api/admin/blog',
    item: adminBlogPostSchema,
    input: blogPostInputSchema,
    notFoundMessage: 'Blog post not found',
    store: blogPostStore,
  })

  api.get(
    '/api/admin/blog/comments',
    { config: { access: 'staff' }, schema: { response: { 200: adminBlogCommentListSchema } } },
    async () => listAllComments(app.db),
  )

  api.get(
    '/api/admin/blog/comments/:postId',
    {
      config: { access: 'staff' },
      schema: { params: adminPostIdParamsSchema, response: { 200: adminBlogCommentListSchema } },
    },
    async (request) => {
      const { postId } = request.params
      if (!(await postExists(app.db, postId))) throw notFound('Blog post not found')
      return listAllComments(app.db, postId)
    },
  )

  api.patch(
    '/api/admin/blog/comments/:commentId/approve',
    {
      config: { access: 'staff', auditAction: 'blog_comment.approve' },
      schema: { params: commentIdParamsSchema, response: { 200: adminBlogCommentSchema } },
    },
    async (request) => {
      const { commentId } = request.params
      const before = await findComment(app.db, commentId)
      if (!before) throw notFound('Comment not found')
      request.audit.before = before
      request.audit.targetType = 'blog_comment'
      const approved = await approveComment(app.db, commentId)
      if (!approved) throw notFound('Comment not found')
      return approved
    },
  )

  api.delete(
    '/api/admin/blog/comments/:commentId',
    {
      config: { access: 'staff', auditAction: 'blog_comment.delete' },
      schema: { params: commentIdParamsSchema },
    },
    async (request, reply) => {
      const { commentId } = request.params
      const before = await findComment(app.db, commentId)
      if (!before) throw notFound('Comment not found')
      request.audit.before = before
      request.audit.targetType = 'blog_comment'
      if (!(await deleteComment(app.db, commentId))) throw notFound('Comment not found')
      return reply.status(204).send()
    },
  )
}
