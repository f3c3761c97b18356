import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  socialBlogPostPageSchema,
  socialPostPageSchema,
  socialPostSummarySchema,
  type SocialBlogPostPage,
  type SocialPostPage,
} from '#contracts/social-media'
import { blogPosts } from '#server/db/schema/blog'
import { socialMediaPosts } from '#server/db/schema/social-media'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/**
 * Social media's lists, searched, filtered, sorted and paged on the server (issue 25): the Posts
 * tab's blog posts with their posts, the social posts themselves, and the Overview's counts.
 */

let testApp: TestApp
let staff: string
let kumquat: number
let loquat: number
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function blogPage(query: string): Promise<SocialBlogPostPage> {
  const response = await get(`/api/social-media/blog-posts?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return socialBlogPostPageSchema.parse(response.json())
}
async function postPage(query: string): Promise<SocialPostPage> {
  const response = await get(`/api/social-media/posts?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return socialPostPageSchema.parse(response.json())
}
const titles = (page: SocialBlogPostPage) => page.items.map((post) => post.title)

beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(app(), 'staff')
  const rows = await app()
    .db.insert(blogPosts)
    .values([
      { title: 'Kumquat Marmalade Day', slug: 'kumquat-social', content: 'K', published: true },
      { title: 'Loquat Season Notes', slug: 'loquat-social', content: 'L', published: true },
      { title: 'Quat Draft Only', slug: 'quat-draft-social', content: 'D', published: false },
    ])
    .returning({ id: blogPosts.id, slug: blogPosts.slug })
  kumquat = rows.find((row) => row.slug === 'kumquat-social')!.id
  loquat = rows.find((row) => row.slug === 'loquat-social')!.id
  const generated = await app().inject({
    method: 'POST',
    url: '/api/social-media/generate',
    headers: { cookie: staff },
    payload: { blogPostId: kumquat },
  })
  expect(generated.statusCode, generated.body).toBe(200)
  await app()
    .db.insert(socialMediaPosts)
    .values({
      blogPostId: loquat,
      platform: 'facebook',
      content: 'Loquats are golden this week',
      hashtags: ['LoquatLove'],
      status: 'ready',
    })
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/social-media/blog-posts: the Posts tab', () => {
  it('pages published blog posts, 5 by default, newest first, each with its posts', async () => {
    const first = await blogPage('')
    expect(first.pageSize).toBe(5)
    expect(first.items.length).toBeLessThanOrEqual(5)
    const times = first.items.map((post) => Date.parse(post.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const all = await blogPage('pageSize=25')
    expect(all.total).toBe(all.items.length)
    expect(titles(all)).not.toContain('Quat Draft Only')
    const second = await blogPage('page=2')
    expect(second.items.map((post) => post.id)).toEqual(
      all.items.slice(5, 10).map((post) => post.id),
    )
    const kumquatPosts = all.items.find((post) => post.id === kumquat)!.posts
    expect(kumquatPosts.map((post) => post.platform)).toEqual([
      'twitter',
      'facebook',
      'instagram',
      'linkedin',
    ])
  })

  it("searches the blog post's title or its posts' text, and filters by the posts it has", async () => {
    expect(titles(await blogPage('q=quat&sort=title&dir=asc'))).toEqual([
      'Kumquat Marmalade Day',
      'Loquat Season Notes',
    ])
    expect(titles(await blogPage('q=GOLDEN%20THIS'))).toEqual(['Loquat Season Notes'])
    expect(titles(await blogPage('q=quat&status=ready'))).toEqual(['Loquat Season Notes'])
    expect(titles(await blogPage('q=quat&status=draft'))).toEqual(['Kumquat Marmalade Day'])
    const none = await blogPage('status=none&pageSize=25')
    expect(none.items.every((post) => post.posts.length === 0)).toBe(true)
    expect(titles(none)).not.toContain('Kumquat Marmalade Day')
    expect(titles(await blogPage('q=quat&sort=title&dir=desc'))[0]).toBe('Loquat Season Notes')
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=views', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['pageSize=25000', 'pageSize'],
      ['pageSize=7', 'pageSize'],
      ['status=published', 'status'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/social-media/blog-posts?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })
})

describe('GET /api/social-media/posts and /posts/summary', () => {
  it('searches, filters by platform and status, sorts and pages the posts', async () => {
    const ready = await postPage('status=ready')
    expect(ready.items.map((post) => post.content)).toEqual(['Loquats are golden this week'])
    expect(ready.total).toBe(1)
    expect((await postPage('q=loquatlove')).total).toBe(1)
    expect((await postPage('q=kumquat%20marmalade')).total).toBe(4)
    const twitter = await postPage('platform=twitter')
    expect(twitter.items.map((post) => post.blogPostId)).toEqual([kumquat])
    const byPlatform = await postPage('sort=platform&dir=asc')
    expect(byPlatform.items.map((post) => post.platform)).toEqual([
      'twitter',
      'facebook',
      'facebook',
      'instagram',
      'linkedin',
    ])
    expect((await postPage('sort=status&dir=desc')).items[0]?.status).toBe('ready')
    expect(await postPage('page=2')).toMatchObject({ total: 5, items: [], page: 2 })
    for (const [query, field] of [
      ['sort=content', 'sort'],
      ['platform=myspace', 'platform'],
      ['status=posted', 'status'],
    ]) {
      const response = await get(`/api/social-media/posts?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('counts the posts by status, in all and per platform', async () => {
    const response = await get('/api/social-media/posts/summary')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const summary = socialPostSummarySchema.parse(response.json())
    expect(summary).toMatchObject({ draft: 4, ready: 1, total: 5 })
    expect(summary.platforms).toEqual([
      { platform: 'twitter', draft: 1, ready: 0, total: 1 },
      { platform: 'facebook', draft: 1, ready: 1, total: 2 },
      { platform: 'instagram', draft: 1, ready: 0, total: 1 },
      { platform: 'linkedin', draft: 1, ready: 0, total: 1 },
    ])
  })

  it('is for staff only', async () => {
    const customer = await signInAsCustomer(app(), 'social-list@example.com')
    for (const url of [
      '/api/social-media/blog-posts',
      '/api/social-media/posts?status=ready',
      '/api/social-media/posts/summary',
    ]) {
      expect((await get(url, '')).statusCode, url).toBe(401)
      expect((await get(url, customer)).statusCode, url).toBe(403)
    }
  })
})
