import * as blogApi from '#contracts/blog-api'
import { apiKey, apiQuery } from '#web/lib/api-client'

/** GET /api/blog: published posts, newest first. */
export const blogPostsQuery = apiQuery(blogApi.listBlogPosts, undefined, { parse: true })

/** GET /api/blog/slug/{slug}: one published post (404 when missing or not published). */
export const blogPostQuery = (slug: string) =>
  apiQuery(blogApi.getBlogPost, { params: { slug } }, { parse: true })

/** Query key of a post's approved comments. */
export const blogCommentsQueryKey = (blogPostId: number) =>
  apiKey(blogApi.listBlogComments, { params: { blogPostId } })

/** GET /api/blog/comments/{blogPostId}: the approved comments of a post. */
export const blogCommentsQuery = (blogPostId: number) =>
  apiQuery(blogApi.listBlogComments, { params: { blogPostId } }, { parse: true })
