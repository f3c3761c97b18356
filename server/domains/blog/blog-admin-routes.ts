import type { FastifyInstance } from 'fastify'
import * as blogApi from '#contracts/blog-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { blogPostStore } from './blog-post-store'
import { findComment, listAllComments, postExists, searchComments } from './blog-queries'
import { approveComment, deleteComment } from './comment-service'

/**
 * Staff: the Blog Manager's posts (spec 3 §2, §7: every post, drafts too, with create, update and
 * delete) and comment moderation. Changes are audited automatically (`blog_post.create`, `.update`, `.delete`).
 */
export default async function blogAdminRoutes(app: FastifyInstance) {
  // GET (the list comment moderation reads too), POST /api/admin/blog; PUT, DELETE /:id.
  staffResourceRoutes(app, {
    name: 'blog_post',
    endpoints: blogApi.blogPosts,
    notFoundMessage: 'Blog post not found',
    store: blogPostStore,
  })

  route(app, blogApi.listAllBlogComments, {
    config: { access: 'staff' },
    handler: async (request) => searchComments(app.db, request.query),
  })

  route(app, blogApi.listPostBlogComments, {
    config: { access: 'staff' },
    handler: async (request) => {
      const { postId } = request.params
      if (!(await postExists(app.db, postId))) throw notFound('Blog post not found')
      return listAllComments(app.db, postId)
    },
  })

  route(app, blogApi.approveBlogComment, {
    config: { access: 'staff', auditAction: 'blog_comment.approve' },
    handler: async (request) => {
      const { commentId } = request.params
      const before = await findComment(app.db, commentId)
      if (!before) throw notFound('Comment not found')
      request.audit.before = before
      request.audit.targetType = 'blog_comment'
      const approved = await approveComment(app.db, commentId)
      if (!approved) throw notFound('Comment not found')
      return approved
    },
  })

  route(app, blogApi.deleteBlogComment, {
    config: { access: 'staff', auditAction: 'blog_comment.delete' },
    handler: async (request, reply) => {
      const { commentId } = request.params
      const before = await findComment(app.db, commentId)
      if (!before) throw notFound('Comment not found')
      request.audit.before = before
      request.audit.targetType = 'blog_comment'
      if (!(await deleteComment(app.db, commentId))) throw notFound('Comment not found')
      return reply.status(204).send()
    },
  })
}
