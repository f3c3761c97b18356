import { describe, expect, it } from 'vitest'
import type { AdminBlogComment } from '#contracts/blog'
import { moderationView, parsePostFilter, postLabel } from './moderation'

function comment(
  id: number,
  blogPostId: number,
  isApproved: boolean,
  createdAt: string,
): AdminBlogComment {
  return {
    id,
    blogPostId,
    isApproved,
    createdAt,
    authorName: `A${id}`,
    authorEmail: `a${id}@x.test`,
    content: 'Hi',
  }
}

const comments = [
  comment(1, 10, true, '2026-06-01T10:00:00.000Z'),
  comment(2, 10, false, '2026-06-03T10:00:00.000Z'),
  comment(3, 20, false, '2026-06-02T10:00:00.000Z'),
  comment(4, 20, true, ''),
]

describe('moderationView', () => {
  it('splits all comments into pending and approved, newest first', () => {
    const view = moderationView(comments, 'all')
    expect(view.pending.map((c) => c.id)).toEqual([2, 3])
    expect(view.approved.map((c) => c.id)).toEqual([1, 4])
  })

  it('keeps only the chosen post', () => {
    const view = moderationView(comments, 20)
    expect(view.pending.map((c) => c.id)).toEqual([3])
    expect(view.approved.map((c) => c.id)).toEqual([4])
    expect(moderationView(comments, 99)).toEqual({ pending: [], approved: [] })
  })
})

describe('parsePostFilter', () => {
  it('reads All Posts or a post id', () => {
    expect(parsePostFilter('all')).toBe('all')
    expect(parsePostFilter('12')).toBe(12)
    expect(parsePostFilter('-3')).toBe('all')
    expect(parsePostFilter('x')).toBe('all')
  })
})

describe('postLabel', () => {
  it("names the post, or 'Post #{id}' when unknown", () => {
    const posts = [{ id: 10, title: 'Mango Season' }]
    expect(postLabel(posts, 10)).toBe('Mango Season')
    expect(postLabel(posts, 77)).toBe('Post #77')
  })
})
