import type { AdminBlogComment, AdminBlogPost } from '#contracts/blog'

/** 'all' or one post's id. */
export type PostFilter = 'all' | number

export function parsePostFilter(value: string): PostFilter {
  const id = Number(value)
  return value !== 'all' && Number.isInteger(id) && id > 0 ? id : 'all'
}

export interface ModerationView {
  pending: AdminBlogComment[]
  approved: AdminBlogComment[]
}

/** The comments of the chosen post (or all), split into pending and approved, newest first. */
export function moderationView(
  comments: readonly AdminBlogComment[],
  filter: PostFilter,
): ModerationView {
  const shown = comments
    .filter((comment) => filter === 'all' || comment.blogPostId === filter)
    .toSorted((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt) || b.id - a.id)
  return {
    pending: shown.filter((comment) => !comment.isApproved),
    approved: shown.filter((comment) => comment.isApproved),
  }
}

function timeOf(value: string | null | undefined) {
  const time = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? 0 : time
}

/** The post's title, or 'Post #{id}' when the post is unknown (spec 3 §2). */
export function postLabel(
  posts: readonly Pick<AdminBlogPost, 'id' | 'title'>[],
  blogPostId: number,
) {
  return posts.find((post) => post.id === blogPostId)?.title ?? `Post #${blogPostId}`
}
