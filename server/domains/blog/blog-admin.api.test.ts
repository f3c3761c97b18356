import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogPostRequiredMessage,
  blogPostSummaryListSchema,
  type AdminBlogPost,
} from '#contracts/blog'
import { blogComments, blogPosts } from '#server/db/schema/blog'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const path = '/api/admin/blog'
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const staffList = async () => adminBlogPostListSchema.parse((await send('GET', path)).json())
const publicGet = (url: string) => testApp.app.inject({ method: 'GET', url })
const publicSlugs = async () =>
  blogPostSummaryListSchema.parse((await publicGet('/api/blog')).json()).map((post) => post.slug)
const sitemapLocs = async () =>
  [...(await publicGet('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  )

/** A page as a browser without JavaScript gets it: its status, whole HTML and `#root`'s markup. */
async function getPage(url: string) {
  const response = await publicGet(url)
  const root =
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="app-state">/.exec(
      response.body,
    )?.[1] ?? ''
  // React separates neighbouring text nodes with empty comments; the text reads without them.
  return { status: response.statusCode, html: response.body, root: root.replaceAll('<!-- -->', '') }
}

let unique = 0
/** A post of this test: unique title, Markdown content, a draft unless said otherwise. */
function newPost(overrides: Record<string, unknown> = {}) {
  unique += 1
  return {
    title: `Grafting Notes ${unique}`,
    slug: '',
    excerpt: '',
    content: `## Budwood\n\nCut **fresh** budwood in the morning (note ${unique}).`,
    category: 'Growing Tips',
    imageUrl: '',
    published: false,
    ...overrides,
  }
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const response = await send('POST', path, newPost(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return adminBlogPostSchema.parse(response.json())
}

async function lastAudit() {
  const [entry] = await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return entry!
}

describe('Blog Manager API (/api/admin/blog)', () => {
  it('is staff only on every route, and nothing changes for others', async () => {
    const [post] = await testApp.app.db.select().from(blogPosts).limit(1)
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: path },
        { method: 'POST', url: path, payload: newPost() },
        { method: 'PUT', url: `${path}/${post!.id}`, payload: newPost() },
        { method: 'DELETE', url: `${path}/${post!.id}` },
      ],
      staffList,
    )
  })

  it('lists every post newest first, drafts included, in the shape comment moderation reads', async () => {
    const posts = await staffList()
    const rows = await testApp.app.db.select().from(blogPosts)
    expect(posts).toHaveLength(rows.length)
    expect(posts.some((post) => !post.published)).toBe(true)
    const times = posts.map((post) => Date.parse(post.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Object.keys(posts[0]!).sort()).toEqual(
      [
        'category',
        'content',
        'createdAt',
        'excerpt',
        'excerptIsAutomatic',
        'id',
        'imageUrl',
        'published',
        'slug',
        'title',
        'updatedAt',
      ].sort(),
    )
  })

  it('creates a draft: slug from the title, excerpt from the text without Markdown, no image', async () => {
    const content = [
      '## First *pick* of the season',
      '',
      'The **Haden** mangos are [ripe](https://example.org/haden) and <b>sweet</b>.',
      '',
      `- ${'Long row of trees. '.repeat(12)}`,
    ].join('\n')
    const post = await create({
      title: '  Mango Season: The First Pick!  ',
      content,
      category: undefined,
      published: undefined,
      imageUrl: '',
      id: 999_999,
      createdAt: '2001-01-01T00:00:00.000Z',
    })
    expect(post).toMatchObject({
      title: 'Mango Season: The First Pick!',
      slug: 'mango-season-the-first-pick',
      category: 'Farm Updates',
      imageUrl: null,
      published: false,
      // Trimmed, like every text field.
      content: content.trim(),
    })
    expect(post.id).not.toBe(999_999)
    expect(post.createdAt).toBe(post.updatedAt)
    expect(Date.parse(post.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'))
    const text =
      `First pick of the season The Haden mangos are ripe and sweet. ${'Long row of trees. '.repeat(12)}`.trim()
    // Cut at a word, with one ellipsis, at most 200 characters (issue 22).
    expect(post).toMatchObject({
      excerpt: `${text.slice(0, text.lastIndexOf(' ', 199))}…`,
      excerptIsAutomatic: true,
    })
    expect(post.excerpt).not.toMatch(/[*#<>[\]]|\.\.\./)
    expect((await lastAudit()).action).toBe('blog_post.create')
    // Nothing is stored for it: the excerpt follows the text when staff edit it.
    const [row] = await testApp.app.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))
    expect(row!.excerpt).toBeNull()
    const edited = await send('PUT', `${path}/${post.id}`, {
      ...newPost({ title: post.title, slug: post.slug }),
      content: 'Second *pick*: the Kents are in.',
    })
    expect(adminBlogPostSchema.parse(edited.json())).toMatchObject({
      excerpt: 'Second pick: the Kents are in.',
      excerptIsAutomatic: true,
    })
  })

  it('shows the text of a post without an excerpt once on its page, and describes it by its start', async () => {
    const opening = 'The first Haden picking is in and the grove smells of ripe mangos.'
    const post = await create({
      content: `${opening}\n\n${'We ripen them on the counter, stem up, out of the sun. '.repeat(6)}`,
      published: true,
    })
    const page = await getPage(`/blog/${post.slug}`)
    expect(page.status).toBe(200)
    expect(page.root.split(opening)).toHaveLength(2)
    const description = /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1]
    expect(description).toMatch(
      /^The first Haden picking is in and the grove smells of ripe mangos\./,
    )
    expect(description).toMatch(/ [a-z]+…$/)
    expect(description!.match(/…|\.\.\./g)).toHaveLength(1)
  })

  it('keeps a written excerpt and normalizes a typed slug with the same rule', async () => {
    const post = await create({
      slug: '  Café  Crème -- Notes!! ',
      excerpt: '  Our own summary.  ',
      imageUrl: '/uploads/demo/mango.svg',
    })
    expect(post).toMatchObject({
      slug: 'cafe-creme-notes',
      excerpt: 'Our own summary.',
      imageUrl: '/uploads/demo/mango.svg',
    })
  })

  it('refuses a slug another post already has (409 naming slug), on create and update', async () => {
    const first = await create({ title: 'Honey Harvest Day' })
    expect(first.slug).toBe('honey-harvest-day')
    const before = await staffList()

    const again = await send('POST', path, newPost({ title: 'Honey  Harvest   Day' }))
    expect(again.statusCode).toBe(409)
    expect(Object.keys(again.json().fields)).toEqual(['slug'])

    const other = await create({ title: 'Hive Inspection' })
    const taken = await send(
      'PUT',
      `${path}/${other.id}`,
      newPost({ title: other.title, slug: 'honey-harvest-day' }),
    )
    expect(taken.statusCode).toBe(409)
    expect(Object.keys(taken.json().fields)).toEqual(['slug'])

    // A post keeps its own slug when saved again.
    const same = await send(
      'PUT',
      `${path}/${first.id}`,
      newPost({ title: 'Honey Harvest Day', slug: first.slug }),
    )
    expect(same.statusCode, same.body).toBe(200)
    expect((await staffList()).length).toBe(before.length + 1)
  })

  it('answers 400 naming each bad field in the spec words, and changes nothing', async () => {
    const before = await staffList()
    const blank = await send('POST', path, { title: '   ', content: ' \n ', slug: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({
      title: blogPostRequiredMessage,
      content: blogPostRequiredMessage,
    })
    const missing = await send('POST', path, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toMatchObject({
      title: 'Title and content are required',
      content: 'Title and content are required',
    })

    const bad = await send(
      'POST',
      path,
      newPost({ category: 'Gossip', imageUrl: 'javascript:alert(1)', published: 'yes' }),
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields).sort()).toEqual(['category', 'imageUrl', 'published'])

    const noSlug = await send('POST', path, newPost({ title: '!!! ???' }))
    expect(noSlug.statusCode).toBe(400)
    expect(Object.keys(noSlug.json().fields)).toEqual(['slug'])

    const tooLong = await send('POST', path, newPost({ title: 'x'.repeat(256) }))
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(tooLong.json().fields)).toEqual(['title'])

    const nul = await send('POST', path, newPost({ content: 'a\u0000b' }))
    expect(nul.statusCode).toBe(400)

    expect(await staffList()).toEqual(before)
    expect((await send('PUT', `${path}/2147483647`, newPost())).statusCode).toBe(404)
    expect((await send('DELETE', `${path}/2147483647`)).statusCode).toBe(404)
    expect((await send('PUT', `${path}/abc`, newPost())).statusCode).toBe(400)
  })

  it('keeps a draft out of every public answer and page, and shows it once published', async () => {
    const post = await create({
      title: `Secret Orchard Plans ${Date.now()}`,
      content: '# Plans\n\nWe will plant **forty** new trees.',
    })
    const draftUrl = `/blog/${post.slug}`

    expect(await publicSlugs()).not.toContain(post.slug)
    expect((await publicGet(`/api/blog/slug/${post.slug}`)).statusCode).toBe(404)
    expect((await publicGet(`/api/blog/comments/${post.id}`)).statusCode).toBe(404)
    const comment = await testApp.app.inject({
      method: 'POST',
      url: '/api/blog/comments',
      remoteAddress: nextTestAddress(),
      payload: {
        blogPostId: post.id,
        authorName: 'Nosy',
        authorEmail: 'nosy@example.com',
        content: 'First!',
      },
    })
    expect(comment.statusCode).toBe(404)
    const draftPage = await getPage(draftUrl)
    expect(draftPage.status).toBe(404)
    expect(draftPage.html).not.toContain(post.title)
    expect(draftPage.html).not.toContain('forty')
    expect((await getPage('/blog')).html).not.toContain(post.title)
    expect((await sitemapLocs()).some((loc) => loc.endsWith(draftUrl))).toBe(false)

    const published = await send('PUT', `${path}/${post.id}`, {
      ...newPost({ title: post.title, content: post.content, slug: post.slug }),
      published: true,
    })
    expect(published.statusCode, published.body).toBe(200)
    const after = adminBlogPostSchema.parse(published.json())
    expect(after.published).toBe(true)
    expect(after.createdAt).toBe(post.createdAt)
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt))
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: 'blog_post.update', targetId: String(post.id) })
    expect(audit.before).toMatchObject({ id: post.id, published: false, title: post.title })

    expect(await publicSlugs()).toContain(post.slug)
    expect((await publicGet(`/api/blog/slug/${post.slug}`)).statusCode).toBe(200)
    expect((await publicGet(`/api/blog/comments/${post.id}`)).statusCode).toBe(200)
    expect((await sitemapLocs()).some((loc) => loc.endsWith(draftUrl))).toBe(true)
    expect((await getPage('/blog')).root).toContain(post.title)
    const page = await getPage(draftUrl)
    expect(page.status).toBe(200)
    // The Markdown is rendered: the heading sits below the page's h1, the bold is bold.
    expect(page.root).toMatch(/<h2[^>]*>Plans<\/h2>/)
    expect(page.root).toContain('<strong class="font-semibold text-foreground">forty</strong>')
    expect(page.root).not.toContain('# Plans')

    // Back to a draft: gone again.
    const unpublished = await send('PUT', `${path}/${post.id}`, {
      ...newPost({ title: post.title, content: post.content, slug: post.slug }),
      published: false,
    })
    expect(unpublished.statusCode).toBe(200)
    expect(await publicSlugs()).not.toContain(post.slug)
    expect((await getPage(draftUrl)).status).toBe(404)
  })

  it('renders raw HTML and script in a post as text, never as markup', async () => {
    const post = await create({
      title: `Sneaky Markup ${Date.now()}`,
      content: [
        'Hello <script>alert("boom")</script> there.',
        '',
        '<img src="x" onerror="alert(2)">',
        '',
        '<div onclick="alert(3)">block</div>',
        '',
        '[tap me](javascript:alert(4)) and [the farm](https://example.org/farm)',
      ].join('\n'),
      published: true,
    })
    const page = await getPage(`/blog/${post.slug}`)
    expect(page.status).toBe(200)
    expect(page.html).not.toContain('<script>alert')
    expect(page.html).not.toMatch(/<img[^>]*onerror/)
    expect(page.html).not.toMatch(/<div[^>]*onclick/)
    expect(page.root).not.toContain('javascript:')
    expect(page.root).toContain('&lt;script&gt;alert(&quot;boom&quot;)&lt;/script&gt;')
    expect(page.root).toContain('&lt;div onclick=&quot;alert(3)&quot;&gt;block&lt;/div&gt;')
    expect(page.root).toMatch(/<a href="https:\/\/example\.org\/farm" rel="nofollow noopener"/)
    // The excerpt made from it carries no markup either.
    expect(post.excerpt).toBe('Hello alert("boom") there. tap me and the farm')
  })

  it('deletes a post with its comments; the audit keeps the post as it was', async () => {
    const post = await create({ published: true })
    const comment = await testApp.app.inject({
      method: 'POST',
      url: '/api/blog/comments',
      remoteAddress: nextTestAddress(),
      payload: {
        blogPostId: post.id,
        authorName: 'Rosa',
        authorEmail: 'rosa@example.com',
        content: 'Lovely.',
      },
    })
    expect(comment.statusCode).toBe(201)

    const removed = await send('DELETE', `${path}/${post.id}`)
    expect(removed.statusCode).toBe(204)
    const audit = await lastAudit()
    expect(audit).toMatchObject({ action: 'blog_post.delete', targetId: String(post.id) })
    expect(audit.before).toMatchObject({ id: post.id, title: post.title, slug: post.slug })
    expect(
      await testApp.app.db.select().from(blogComments).where(eq(blogComments.blogPostId, post.id)),
    ).toEqual([])
    expect(await publicSlugs()).not.toContain(post.slug)
    expect((await staffList()).map((each) => each.id)).not.toContain(post.id)
    expect((await send('DELETE', `${path}/${post.id}`)).statusCode).toBe(404)
  })
})
