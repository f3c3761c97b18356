import { describe, expect, it } from 'vitest'
import { readUrlSearch, writeUrlSearch } from '#web/lib/url-search'
import { moderationSearchSchema, postLabel } from './moderation'

describe('the moderation screen address', () => {
  it('reads a post, a search and each list its own page; drops what the server would refuse', () => {
    const search = readUrlSearch(
      moderationSearchSchema,
      new URLSearchParams('post=12&q=joe&pendingPage=2&approvedPage=x&sort=secret'),
    )
    expect(search).toMatchObject({
      post: 12,
      q: 'joe',
      pendingPage: 2,
      approvedPage: 1,
      sort: 'created',
      dir: 'desc',
    })
    expect(String(writeUrlSearch(moderationSearchSchema, search))).toBe(
      'q=joe&post=12&pendingPage=2',
    )
  })
})

describe('postLabel', () => {
  it("names the post, or 'Post #{id}' when unknown", () => {
    const posts = [{ id: 10, title: 'Mango Season' }]
    expect(postLabel(posts, 10)).toBe('Mango Season')
    expect(postLabel(posts, 77)).toBe('Post #77')
  })
})
