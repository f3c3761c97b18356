import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import {
  composeSocialPost,
  socialAccountListSchema,
  socialMediaMessages,
  socialPlatforms,
  socialPostListSchema,
  socialPostPageSchema,
  socialPostSchema,
  tweetLimit,
  type SocialPost,
} from '#contracts/social-media'
import { blogPosts } from '#server/db/schema/blog'
import { socialMediaAccounts, socialMediaPosts } from '#server/db/schema/social-media'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import { tweetLength } from './social-post-templates'

describe('social media API', () => {
  let testApp: TestApp
  let staff: string
  let published: { id: number; slug: string; title: string; imageUrl: string | null }
  const app = () => testApp.app
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
  const listPosts = async () => {
    const response = await send('GET', '/api/social-media/posts?pageSize=100')
    expect(response.statusCode, response.body).toBe(200)
    return socialPostPageSchema.parse(response.json()).items
  }
  const generate = async (blogPostId: number) => {
    const response = await send('POST', '/api/social-media/generate', { blogPostId })
    expect(response.statusCode, response.body).toBe(200)
    return socialPostListSchema.parse(response.json())
  }
  const byPlatform = (posts: SocialPost[], platform: string) =>
    posts.find((post) => post.platform === platform)!

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true })
    staff = await signInAsStaff(testApp.app, 'staff')
    const [row] = await app()
      .db.select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.createdAt))
      .limit(1)
    published = row!
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('refuses every route to anyone but staff, and nothing changes', async () => {
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: '/api/social-media/accounts' },
        { method: 'GET', url: '/api/social-media/posts' },
        { method: 'POST', url: '/api/social-media/generate', payload: { blogPostId: 1 } },
        {
          method: 'PUT',
          url: '/api/social-media/posts/1',
          payload: { content: 'Hello', hashtags: [] },
        },
      ],
      listPosts,
    )
    expect(await listPosts()).toEqual([])
  })

  it('generates one draft per platform for a published post, with its link and image', async () => {
    const posts = await generate(published.id)
    expect(posts.map((post) => post.platform)).toEqual([...socialPlatforms])
    for (const post of posts) {
      expect(post).toMatchObject({
        blogPostId: published.id,
        status: 'draft',
        imageUrl: published.imageUrl,
      })
      expect(post.content).toContain(`http://localhost:5000/blog/${published.slug}`)
      expect(post.hashtags.length).toBeGreaterThan(0)
    }
    const twitter = byPlatform(posts, 'twitter')
    expect(tweetLength(composeSocialPost(twitter.content, twitter.hashtags))).toBeLessThanOrEqual(
      tweetLimit,
    )
    expect(await listPosts()).toEqual(posts)
    const response = await send('GET', '/api/social-media/posts')
    expect(response.headers['cache-control']).toBe('private, no-store')

    const [audit] = await app().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({
      action: 'social-post.generate',
      targetType: 'blog-post',
      targetId: String(published.id),
    })
  })

  it('drafts from the start of the text, at a word with one ellipsis, when the post has no excerpt', async () => {
    const opening = 'The muscadines on the arbor are turning bronze and purple this week.'
    const [post] = await app()
      .db.insert(blogPosts)
      .values({
        title: 'Muscadine Notes',
        slug: 'muscadine-notes',
        content: `${opening}\n\n${'Bite, squeeze and enjoy the juicy pulp. '.repeat(8)}`,
        excerpt: null,
        published: true,
      })
      .returning()
    try {
      const facebook = byPlatform(await generate(post!.id), 'facebook')
      const excerpt = facebook.content.split('\n\n')[1]!
      expect(excerpt.startsWith(opening)).toBe(true)
      expect(excerpt).toMatch(/ [A-Za-z]+…$/)
      expect(excerpt.match(/…|\.\.\./g)).toHaveLength(1)
    } finally {
      await app().db.delete(socialMediaPosts).where(eq(socialMediaPosts.blogPostId, post!.id))
      await app().db.delete(blogPosts).where(eq(blogPosts.id, post!.id))
    }
  })

  it('replaces earlier drafts (edited ones too) and keeps a post marked ready', async () => {
    const first = await listPosts()
    const facebook = byPlatform(first, 'facebook')
    const ready = await send('PUT', `/api/social-media/posts/${facebook.id}`, {
      content: 'Approved text',
      hashtags: ['FarmLife'],
      status: 'ready',
    })
    expect(ready.statusCode, ready.body).toBe(200)
    const linkedin = byPlatform(first, 'linkedin')
    await send('PUT', `/api/social-media/posts/${linkedin.id}`, {
      content: 'Edited draft',
      hashtags: [],
    })

    const again = await generate(published.id)
    expect(again.map((post) => post.platform)).toEqual([...socialPlatforms])
    expect(byPlatform(again, 'facebook')).toMatchObject({
      id: facebook.id,
      content: 'Approved text',
      status: 'ready',
    })
    const newLinkedin = byPlatform(again, 'linkedin')
    expect(newLinkedin.id).not.toBe(linkedin.id)
    expect(newLinkedin.content).toBe(linkedin.content)
    expect(newLinkedin.status).toBe('draft')
    expect(await listPosts()).toHaveLength(4)
  })

  it('edits a post: hashtags trimmed, # and empties dropped, audited with the state before', async () => {
    const twitter = byPlatform(await listPosts(), 'twitter')
    const response = await send('PUT', `/api/social-media/posts/${twitter.id}`, {
      content: '  Mangos are in! https://example.com/blog/mangos  ',
      hashtags: [' #Mango ', '', 'FarmLife'],
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated = socialPostSchema.parse(response.json())
    expect(updated).toMatchObject({
      id: twitter.id,
      content: 'Mangos are in! https://example.com/blog/mangos',
      hashtags: ['Mango', 'FarmLife'],
      status: 'draft',
    })
    const [audit] = await app().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({ action: 'social-post.update', targetId: String(twitter.id) })
    expect(audit!.before).toMatchObject({ content: twitter.content })
  })

  it('answers 400 naming the field, and 404 for unknown posts, changing nothing', async () => {
    const before = await listPosts()
    const twitter = byPlatform(before, 'twitter')
    const facebook = byPlatform(before, 'facebook')
    const put = (id: number, payload: object) =>
      send('PUT', `/api/social-media/posts/${id}`, payload)

    // A link counts 23: 257 letters + space + link = 281.
    const tooLong = await put(twitter.id, {
      content: `${'a'.repeat(257)} https://example.com/${'x'.repeat(100)}`,
      hashtags: [],
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields).toEqual({ content: socialMediaMessages.tooLongTweet })
    const fits = `${'a'.repeat(256)} https://example.com/${'x'.repeat(100)}`
    expect(tweetLength(fits)).toBe(tweetLimit)
    // Hashtags count too.
    const withTags = await put(twitter.id, { content: fits, hashtags: ['Mango'] })
    expect(withTags.json().fields).toEqual({ content: socialMediaMessages.tooLongTweet })

    const cases: [object, string][] = [
      [{ content: '   ', hashtags: [] }, 'content'],
      [{ hashtags: [] }, 'content'],
      [{ content: 'Hi', hashtags: ['two words'] }, 'hashtags'],
      [{ content: 'Hi', hashtags: 'Mango' }, 'hashtags'],
      [{ content: 'Hi', hashtags: [], status: 'published' }, 'status'],
      [{ content: 'Hi\u0000', hashtags: [] }, 'content'],
    ]
    for (const [payload, field] of cases) {
      const response = await put(facebook.id, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(payload)).toContain(field)
    }
    // A long post is fine on the other platforms.
    const longFacebook = await put(facebook.id, { content: 'a'.repeat(600), hashtags: [] })
    expect(longFacebook.statusCode).toBe(200)
    await put(facebook.id, { content: facebook.content, hashtags: facebook.hashtags })

    expect((await put(999999, { content: 'Hi', hashtags: [] })).statusCode).toBe(404)
    expect((await send('PUT', '/api/social-media/posts/abc', { content: 'Hi' })).statusCode).toBe(
      400,
    )

    for (const body of [{}, { blogPostId: 'x' }, { blogPostId: -1 }, { blogPostId: 2 ** 40 }]) {
      const response = await send('POST', '/api/social-media/generate', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().fields).toEqual({ blogPostId: socialMediaMessages.blogPostId })
    }
    const unknown = await send('POST', '/api/social-media/generate', { blogPostId: 999999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(socialMediaMessages.blogPostNotFound)

    const [draft] = await app()
      .db.insert(blogPosts)
      .values({ title: 'Unpublished', slug: 'social-draft', content: 'Soon.', published: false })
      .returning()
    const ofDraft = await send('POST', '/api/social-media/generate', { blogPostId: draft!.id })
    expect(ofDraft.statusCode).toBe(404)

    const after = await listPosts()
    expect(
      after.map(({ id, content, hashtags, status }) => ({ id, content, hashtags, status })),
    ).toEqual(
      before.map(({ id, content, hashtags, status }) => ({ id, content, hashtags, status })),
    )
  })

  it("lists the farm's profiles from the site texts and connected accounts, never their tokens", async () => {
    await app()
      .db.insert(socialMediaAccounts)
      .values([
        {
          platform: 'twitter',
          accountName: '@grovesidefarm',
          accessToken: 'secret-access-token',
          refreshToken: 'secret-refresh-token',
          accountId: '12345',
        },
        { platform: 'facebook', accountName: 'Old page', isActive: false },
      ])
    const response = await send('GET', '/api/social-media/accounts')
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('secret')
    expect(response.body).not.toContain('12345')
    const accounts = socialAccountListSchema.parse(response.json())
    expect(accounts).toEqual([
      {
        platform: 'facebook',
        accountName: 'grovesidefarm',
        profileUrl: 'https://www.facebook.com/grovesidefarm',
        connected: false,
      },
      {
        platform: 'instagram',
        accountName: 'grovesidefarm',
        profileUrl: 'https://www.instagram.com/grovesidefarm',
        connected: false,
      },
      {
        platform: 'twitter',
        accountName: 'grovesidefarm',
        profileUrl: 'https://twitter.com/grovesidefarm',
        connected: false,
      },
      {
        platform: 'linkedin',
        accountName: 'grovesidefarm',
        profileUrl: 'https://www.linkedin.com/company/grovesidefarm',
        connected: false,
      },
      { platform: 'twitter', accountName: '@grovesidefarm', profileUrl: null, connected: true },
    ])
    for (const url of ['/api/social-media/posts']) {
      expect((await send('GET', url)).body).not.toContain('secret')
    }
    expect(await app().db.select().from(socialMediaPosts)).toHaveLength(4)
  })
})
