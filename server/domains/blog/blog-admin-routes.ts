import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  adminBlogCommentListSchema,
  adminBlogCommentSchema,
  adminBlogPostListSchema,
  adminPostIdParamsSchema,
  commentIdParamsSchema,
} from '../../../contracts/blog'
import { notFound } from '../../http/http-error'
import { findComment, listAllComments, listAllPosts, postExists } from './blog-queries'
import { approveComment, deleteComment } from './comment-service'

/** Staff: every post (drafts too) and comment moderation. Changes are audited automatically. */
export default async function blogAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/admin/blog',
    { config: { access: 'staff' }, schema: { response: { 200: adminBlogPostListSchema } } },
    async () => listAllPosts(app.db),
  )

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
