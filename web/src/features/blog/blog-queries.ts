import { queryOptions } from '@tanstack/react-query'
import {
  blogCommentListSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
  type BlogComment,
  type BlogPost,
  type BlogPostSummary,
} from '#contracts/blog'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/blog: published posts, newest first. */
export const blogPostsQuery = queryOptions({
  queryKey: ['/api/blog'],
  queryFn: async (context): Promise<BlogPostSummary[]> =>
    blogPostSummaryListSchema.parse(await fetchJson(context)),
})

/** GET /api/blog/slug/{slug}: one published post (404 when missing or not published). */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: [`/api/blog/slug/${encodeURIComponent(slug)}`],
    queryFn: async (context): Promise<BlogPost> => blogPostSchema.parse(await fetchJson(context)),
  })

/** Query key of a post's approved comments. */
export const blogCommentsQueryKey = (blogPostId: number) => [`/api/blog/comments/${blogPostId}`]

/** GET /api/blog/comments/{blogPostId}: the approved comments of a post. */
export const blogCommentsQuery = (blogPostId: number) =>
  queryOptions({
    queryKey: blogCommentsQueryKey(blogPostId),
    queryFn: async (context): Promise<BlogComment[]> =>
      blogCommentListSchema.parse(await fetchJson(context)),
  })
