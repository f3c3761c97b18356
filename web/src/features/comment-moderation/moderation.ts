import { adminCommentQuerySchema, type AdminBlogPost, type AdminCommentSort } from '#contracts/blog'
import { listPageNumber } from '#contracts/paged-list'
import type { SortChoice } from '#web/components/staff/sort-select'

/**
 * The moderation screen's address: the list's search, post, sort and page size, and a page for
 * each of its two lists (Pending Approval, Approved Comments), which the server pages apart.
 */
export const moderationSearchSchema = adminCommentQuerySchema
  .omit({ status: true, page: true })
  .extend({ pendingPage: listPageNumber, approvedPage: listPageNumber })

/** The orders the lists offer (the server's whitelist, each with its direction). */
export const commentSortChoices: readonly SortChoice<AdminCommentSort>[] = [
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'author', dir: 'asc', label: 'Author A–Z' },
  { sort: 'post', dir: 'asc', label: 'Post A–Z' },
]

/** The post's title, or 'Post #{id}' when the post is unknown (spec 3 §2). */
export function postLabel(
  posts: readonly Pick<AdminBlogPost, 'id' | 'title'>[],
  blogPostId: number,
) {
  return posts.find((post) => post.id === blogPostId)?.title ?? `Post #${blogPostId}`
}
