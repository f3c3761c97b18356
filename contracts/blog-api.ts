import { z } from 'zod'
import {
  adminBlogCommentListSchema,
  adminBlogCommentSchema,
  adminBlogPostSchema,
  adminCommentPageSchema,
  adminCommentQuerySchema,
  adminPostIdParamsSchema,
  blogCommentCreatedSchema,
  blogCommentListSchema,
  blogPostIdParamsSchema,
  blogPostInputSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
  blogSlugParamsSchema,
  commentIdParamsSchema,
  newBlogCommentRequestSchema,
} from './blog'
import { endpoint } from './endpoint'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The published posts, newest first (server-rendered too). */
export const listBlogPosts = endpoint({
  method: 'GET',
  path: '/api/blog',
  responses: { 200: blogPostSummaryListSchema },
})

/** One published post by its slug (404 when missing or not published). */
export const getBlogPost = endpoint({
  method: 'GET',
  path: '/api/blog/slug/:slug',
  params: blogSlugParamsSchema,
  responses: { 200: blogPostSchema },
})

/** The approved comments of a published post. */
export const listBlogComments = endpoint({
  method: 'GET',
  path: '/api/blog/comments/:blogPostId',
  params: blogPostIdParamsSchema,
  responses: { 200: blogCommentListSchema },
})

/** A visitor's comment on a post: stored unapproved, shown once staff approve it. */
export const submitBlogComment = endpoint({
  method: 'POST',
  path: '/api/blog/comments',
  body: newBlogCommentRequestSchema,
  responses: { 201: blogCommentCreatedSchema },
})

/**
 * Blog Manager (spec 3 §2, §7): every post, drafts too (comment moderation reads the list as
 * well), with create, update and delete at /api/admin/blog.
 */
export const blogPosts = staffResourceEndpoints({
  path: '/api/admin/blog',
  item: adminBlogPostSchema,
  input: blogPostInputSchema,
  listing: {
    sorts: { newest: 'desc', title: 'asc', updated: 'desc' },
    defaultSort: 'newest',
  },
})

/**
 * Comment moderation's list (staff): comments approved or not, one page at a time, searched,
 * filtered by post and status, and sorted on the server.
 */
export const listAllBlogComments = endpoint({
  method: 'GET',
  path: '/api/admin/blog/comments',
  query: adminCommentQuerySchema,
  responses: { 200: adminCommentPageSchema },
})

/** Every comment of one post, approved or not (staff). */
export const listPostBlogComments = endpoint({
  method: 'GET',
  path: '/api/admin/blog/comments/:postId',
  params: adminPostIdParamsSchema,
  responses: { 200: adminBlogCommentListSchema },
})

/** Approves a comment: it shows under its post from then on. */
export const approveBlogComment = endpoint({
  method: 'PATCH',
  path: '/api/admin/blog/comments/:commentId/approve',
  params: commentIdParamsSchema,
  responses: { 200: adminBlogCommentSchema },
})

export const deleteBlogComment = endpoint({
  method: 'DELETE',
  path: '/api/admin/blog/comments/:commentId',
  params: commentIdParamsSchema,
  responses: { 204: z.null() },
})
