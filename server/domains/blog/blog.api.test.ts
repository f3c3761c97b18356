import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { and, eq } from 'drizzle-orm'
import {
  adminBlogCommentListSchema,
  adminCommentPageSchema,
  adminBlogCommentSchema,
  adminBlogPostListSchema,
  blogCommentListSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
} from '#contracts/blog'
import { auditLog } from '#server/db/schema/audit'
import { blogComments, blogPosts } from '#server/db/schema/blog'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staffCookie: string
let publishedPost: { id: number; slug: string }
let draftPost: { id: number; slug: string }

beforeAll(async () => {
  testApp = await buildTestApp()
  staffCookie = await signInAsStaff(testApp.app, 'staff')
  const posts = await testApp.app.db.select().from(blogPosts)
  const published = posts.find((post) => post.published && post.slug.startsWith('mango-season'))
  const draft = posts.find((post) => !post.published)
  if (!published || !draft)
    throw new Error('the demo farm should have a published post and a draft')
  publishedPost = { id: published.id, slug: published.slug }
  draftPost = { id: draft.id, slug: draft.slug }
})
afterAll(async () => {
  await testApp.close()
})

const inject = (options: InjectOptions) => testApp.app.inject(options)

function postComment(payload: Record<string, unknown>, remoteAddress = nextTestAddress()) {
  return inject({ method: 'POST', url: '/api/blog/comments', payload, remoteAddress })
}

function validComment(overrides: Record<string, unknown> = {}) {
  return {
    blogPostId: publishedPost.id,
    authorName: 'Rosa',
    authorEmail: 'rosa@example.com',
    content: 'Those mangos look wonderful.',
    ...overrides,
  }
}

async function storedComment(id: number) {
  const [row] = await testApp.app.db.select().from(blogComments).where(eq(blogComments.id, id))
  return row
}

function staffGet(url: string) {
  return inject({ method: 'GET', url, headers: { cookie: staffCookie } })
}

describe('public posts', () => {
  it('lists published posts newest first, without drafts', async () => {
    const response = await inject({ method: 'GET', url: '/api/blog' })
    expect(response.statusCode).toBe(200)
    const list = blogPostSummaryListSchema.parse(response.json())
    const rows = await testApp.app.db.select().from(blogPosts).where(eq(blogPosts.published, true))
    expect(list).toHaveLength(rows.length)
    expect(list.map((post) => post.slug)).not.toContain(draftPost.slug)
    expect(list.some((post) => post.id === draftPost.id)).toBe(false)
    const times = list.map((post) => Date.parse(post.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(list.map((post) => post.slug)).toContain(publishedPost.slug)
    // The list stays light: no full text, and no staff-only fields.
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'category',
        'createdAt',
        'excerpt',
        'excerptIsAutomatic',
        'id',
        'imageUrl',
        'slug',
        'title',
      ].sort(),
    )
  })

  it('answers the excerpt staff wrote, or else the start of the text: at a word, one ellipsis', async () => {
    const content = [
      'The **Haden** trees by the pond are heavy with fruit and the first picking is in.',
      `${'We pick them mature green and ripen them on the counter. '.repeat(5)}`,
    ].join('\n\n')
    const [row] = await testApp.app.db
      .insert(blogPosts)
      .values({ title: 'No Excerpt', slug: 'no-excerpt', content, excerpt: null, published: true })
      .returning()
    try {
      const list = blogPostSummaryListSchema.parse(
        (await inject({ method: 'GET', url: '/api/blog' })).json(),
      )
      const summary = list.find((post) => post.id === row!.id)!
      expect(summary.excerptIsAutomatic).toBe(true)
      expect(summary.excerpt).toMatch(/^The Haden trees by the pond are heavy with fruit/)
      expect(summary.excerpt).toMatch(/ [a-z]+…$/)
      expect(summary.excerpt!.match(/…|\.\.\./g)).toHaveLength(1)
      expect(Array.from(summary.excerpt!).length).toBeLessThanOrEqual(200)

      const post = blogPostSchema.parse(
        (await inject({ method: 'GET', url: '/api/blog/slug/no-excerpt' })).json(),
      )
      expect(post).toMatchObject({ excerpt: summary.excerpt, excerptIsAutomatic: true })

      const written = list.find((each) => each.id === publishedPost.id)!
      expect(written.excerptIsAutomatic).toBe(false)
      expect(written.excerpt).toMatch(/^The old Haden trees by the pond/)
    } finally {
      await testApp.app.db.delete(blogPosts).where(eq(blogPosts.id, row!.id))
    }
  })

  it('answers one published post by slug, with its content', async () => {
    const response = await inject({ method: 'GET', url: `/api/blog/slug/${publishedPost.slug}` })
    expect(response.statusCode).toBe(200)
    const post = blogPostSchema.parse(response.json())
    expect(post.id).toBe(publishedPost.id)
    expect(post.content).toContain('\n\n')
    expect(response.json()).not.toHaveProperty('published')
  })

  it('answers 404 for a draft or an unknown slug', async () => {
    const draft = await inject({ method: 'GET', url: `/api/blog/slug/${draftPost.slug}` })
    expect(draft.statusCode).toBe(404)
    expect(draft.json()).toEqual({ message: 'Blog post not found', code: 'NOT_FOUND' })
    const unknown = await inject({ method: 'GET', url: '/api/blog/slug/no-such-story' })
    expect(unknown.statusCode).toBe(404)
  })

  it('keeps a post hidden once it is unpublished', async () => {
    await testApp.app.db
      .update(blogPosts)
      .set({ published: false })
      .where(eq(blogPosts.id, publishedPost.id))
    try {
      const list = (await inject({ method: 'GET', url: '/api/blog' })).json() as { id: number }[]
      expect(list.some((post) => post.id === publishedPost.id)).toBe(false)
      const bySlug = await inject({ method: 'GET', url: `/api/blog/slug/${publishedPost.slug}` })
      expect(bySlug.statusCode).toBe(404)
      const comments = await inject({
        method: 'GET',
        url: `/api/blog/comments/${publishedPost.id}`,
      })
      expect(comments.statusCode).toBe(404)
    } finally {
      await testApp.app.db
        .update(blogPosts)
        .set({ published: true })
        .where(eq(blogPosts.id, publishedPost.id))
    }
  })
})

describe('public comments', () => {
  it('lists only approved comments, without e-mail addresses', async () => {
    const response = await inject({ method: 'GET', url: `/api/blog/comments/${publishedPost.id}` })
    expect(response.statusCode).toBe(200)
    const comments = blogCommentListSchema.parse(response.json())
    const approvedRows = await testApp.app.db
      .select()
      .from(blogComments)
      .where(and(eq(blogComments.blogPostId, publishedPost.id), eq(blogComments.isApproved, true)))
    expect(comments.map((comment) => comment.id).sort()).toEqual(
      approvedRows.map((row) => row.id).sort(),
    )
    expect(comments.length).toBeGreaterThan(0)
    // The seeded pending comment ('Joe from Stuart') is not public.
    expect(comments.some((comment) => comment.authorName === 'Joe from Stuart')).toBe(false)
    expect(response.body).not.toContain('@')
    expect(response.body).not.toContain('isApproved')
    expect(response.body).not.toContain('authorEmail')
  })

  it('answers 404 for the comments of a draft or unknown post, and 400 for a bad id', async () => {
    await testApp.app.db.insert(blogComments).values({
      blogPostId: draftPost.id,
      authorName: 'Early Reader',
      authorEmail: 'early@example.com',
      content: 'Approved comment on a draft',
      isApproved: true,
    })
    const draft = await inject({ method: 'GET', url: `/api/blog/comments/${draftPost.id}` })
    expect(draft.statusCode).toBe(404)
    expect(draft.body).not.toContain('Early Reader')
    expect((await inject({ method: 'GET', url: '/api/blog/comments/999999' })).statusCode).toBe(404)
    const bad = await inject({ method: 'GET', url: '/api/blog/comments/mango' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys((bad.json() as { fields: object }).fields)).toEqual(['blogPostId'])
  })

  it('stores a new comment unapproved, even when the client says otherwise', async () => {
    const response = await postComment(
      validComment({
        isApproved: true,
        approved: true,
        id: 1,
        createdAt: '2000-01-01T00:00:00.000Z',
        blogPostIdExtra: 5,
      }),
    )
    expect(response.statusCode).toBe(201)
    const body = response.json() as { id: number; message: string }
    expect(body.message).toMatch(/approved/)
    expect(response.body).not.toContain('rosa@example.com')
    const row = await storedComment(body.id)
    expect(row).toMatchObject({
      isApproved: false,
      blogPostId: publishedPost.id,
      authorName: 'Rosa',
    })
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000)

    const publicList = (
      await inject({ method: 'GET', url: `/api/blog/comments/${publishedPost.id}` })
    ).json() as {
      id: number
    }[]
    expect(publicList.some((comment) => comment.id === body.id)).toBe(false)
  })

  it('ignores isApproved sent as a string too', async () => {
    const response = await postComment(validComment({ isApproved: 'true' }))
    expect(response.statusCode).toBe(201)
    const row = await storedComment((response.json() as { id: number }).id)
    expect(row!.isApproved).toBe(false)
  })

  it('trims the values it stores', async () => {
    const response = await postComment(
      validComment({
        authorName: '  Dee  ',
        authorEmail: '  dee@example.com ',
        content: '\n  Lovely post!  \n',
      }),
    )
    expect(response.statusCode).toBe(201)
    const row = await storedComment((response.json() as { id: number }).id)
    expect(row).toMatchObject({
      authorName: 'Dee',
      authorEmail: 'dee@example.com',
      content: 'Lovely post!',
    })
  })

  it('answers blank fields with "Please fill in all fields." naming each of them in its own words, and stores nothing', async () => {
    const before = await testApp.app.db.select().from(blogComments)
    const response = await postComment(validComment({ authorName: '   ', content: '\n\t ' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'Please fill in all fields.',
      code: 'VALIDATION_FAILED',
      fields: { authorName: 'Name is required', content: 'Comment is required' },
    })

    const missing = await postComment({ blogPostId: publishedPost.id })
    expect(missing.statusCode).toBe(400)
    const missingBody = missing.json() as { message: string; fields: Record<string, string> }
    expect(missingBody.message).toBe('Please fill in all fields.')
    expect(Object.keys(missingBody.fields).sort()).toEqual(['authorEmail', 'authorName', 'content'])

    const after = await testApp.app.db.select().from(blogComments)
    expect(after).toHaveLength(before.length)
  })

  it('names the field of other bad input', async () => {
    const email = await postComment(validComment({ authorEmail: 'not-an-address' }))
    expect(email.statusCode).toBe(400)
    expect(Object.keys((email.json() as { fields: object }).fields)).toEqual(['authorEmail'])

    const longName = await postComment(validComment({ authorName: 'x'.repeat(101) }))
    expect(longName.statusCode).toBe(400)
    expect(Object.keys((longName.json() as { fields: object }).fields)).toEqual(['authorName'])

    const longComment = await postComment(validComment({ content: 'x'.repeat(2001) }))
    expect(longComment.statusCode).toBe(400)
    expect(Object.keys((longComment.json() as { fields: object }).fields)).toEqual(['content'])

    const badPost = await postComment(validComment({ blogPostId: 'mango' }))
    expect(badPost.statusCode).toBe(400)
    expect(Object.keys((badPost.json() as { fields: object }).fields)).toEqual(['blogPostId'])

    const wrongType = await postComment(validComment({ authorName: 42 }))
    expect(wrongType.statusCode).toBe(400)
    expect(Object.keys((wrongType.json() as { fields: object }).fields)).toEqual(['authorName'])
  })

  it('answers 404 for a draft or unknown post, storing nothing', async () => {
    const draft = await postComment(
      validComment({ blogPostId: draftPost.id, authorName: 'Draft Commenter' }),
    )
    expect(draft.statusCode).toBe(404)
    const unknown = await postComment(
      validComment({ blogPostId: 999999, authorName: 'Draft Commenter' }),
    )
    expect(unknown.statusCode).toBe(404)
    const rows = await testApp.app.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.authorName, 'Draft Commenter'))
    expect(rows).toHaveLength(0)
  })

  it('answers a filled honeypot as usual and stores nothing', async () => {
    const response = await postComment(
      validComment({ authorName: 'Spam Bot', website: 'http://spam.example' }),
    )
    expect(response.statusCode).toBe(201)
    const rows = await testApp.app.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.authorName, 'Spam Bot'))
    expect(rows).toHaveLength(0)
  })

  it('limits how many comments one address can post', async () => {
    const address = nextTestAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await postComment(validComment({ authorName: `Rapid ${attempt}` }), address)).statusCode,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    // Another address is not affected.
    expect((await postComment(validComment())).statusCode).toBe(201)
  })
})

describe('staff moderation', () => {
  it('refuses visitors (401) and customers (403) on every staff route', async () => {
    const customerCookie = await signInAsCustomer(testApp.app, 'reader@example.com')
    const [comment] = await testApp.app.db.select().from(blogComments).limit(1)
    const calls = [
      { method: 'GET' as const, url: '/api/admin/blog' },
      { method: 'GET' as const, url: '/api/admin/blog/comments' },
      { method: 'GET' as const, url: `/api/admin/blog/comments/${publishedPost.id}` },
      { method: 'PATCH' as const, url: `/api/admin/blog/comments/${comment!.id}/approve` },
      { method: 'DELETE' as const, url: `/api/admin/blog/comments/${comment!.id}` },
    ]
    for (const call of calls) {
      const visitor = await inject(call)
      expect(visitor.statusCode, `${call.method} ${call.url} (visitor)`).toBe(401)
      const customer = await inject({ ...call, headers: { cookie: customerCookie } })
      expect(customer.statusCode, `${call.method} ${call.url} (customer)`).toBe(403)
    }
    expect(await storedComment(comment!.id)).toBeDefined()
  })

  it('lists every post, drafts included', async () => {
    const response = await staffGet('/api/admin/blog')
    expect(response.statusCode).toBe(200)
    const posts = adminBlogPostListSchema.parse(response.json())
    expect(posts).toHaveLength((await testApp.app.db.select().from(blogPosts)).length)
    expect(posts.filter((post) => !post.published)).toHaveLength(1)
    expect(posts.find((post) => post.id === draftPost.id)?.published).toBe(false)
  })

  it('lists all comments newest first, and those of one post, with e-mail and approval state', async () => {
    const all = adminCommentPageSchema.parse(
      (await staffGet('/api/admin/blog/comments?pageSize=100')).json(),
    ).items
    const rows = await testApp.app.db.select().from(blogComments)
    expect(all).toHaveLength(rows.length)
    const times = all.map((comment) => Date.parse(comment.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.find((comment) => comment.authorName === 'Joe from Stuart')).toMatchObject({
      isApproved: false,
      authorEmail: 'joe.stuart@example.com',
    })

    const ofPost = adminBlogCommentListSchema.parse(
      (await staffGet(`/api/admin/blog/comments/${publishedPost.id}`)).json(),
    )
    expect(ofPost.length).toBe(rows.filter((row) => row.blogPostId === publishedPost.id).length)
    expect(ofPost.every((comment) => comment.blogPostId === publishedPost.id)).toBe(true)
    expect((await staffGet('/api/admin/blog/comments/999999')).statusCode).toBe(404)
  })

  it('keeps the pending-count route working beside the per-post route', async () => {
    const response = await staffGet('/api/admin/blog/comments/pending-count')
    expect(response.statusCode).toBe(200)
    const pending = await testApp.app.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.isApproved, false))
    expect(response.json()).toEqual({ pending: pending.length })
  })

  it('approves a comment, which then shows publicly; approving again changes nothing', async () => {
    const created = await postComment(
      validComment({ authorName: 'Waiting Walt', content: 'First!' }),
    )
    const { id } = created.json() as { id: number }

    const approve = await inject({
      method: 'PATCH',
      url: `/api/admin/blog/comments/${id}/approve`,
      headers: { cookie: staffCookie },
    })
    expect(approve.statusCode).toBe(200)
    expect(adminBlogCommentSchema.parse(approve.json())).toMatchObject({ id, isApproved: true })

    const publicList = blogCommentListSchema.parse(
      (await inject({ method: 'GET', url: `/api/blog/comments/${publishedPost.id}` })).json(),
    )
    expect(publicList.find((comment) => comment.id === id)).toMatchObject({
      authorName: 'Waiting Walt',
      content: 'First!',
    })

    const again = await inject({
      method: 'PATCH',
      url: `/api/admin/blog/comments/${id}/approve`,
      headers: { cookie: staffCookie },
    })
    expect(again.statusCode).toBe(200)
    expect((await storedComment(id))!.isApproved).toBe(true)

    const [audit] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog_comment.approve'), eq(auditLog.targetId, String(id))))
    expect(audit).toMatchObject({ actorEmail: 'staff@groveside.test', targetType: 'blog_comment' })
    expect(audit!.before).toMatchObject({ id, isApproved: false })
  })

  it('deletes a comment (recorded in the audit log) and answers 404 for unknown ones', async () => {
    const created = await postComment(validComment({ authorName: 'Delete Me' }))
    const { id } = created.json() as { id: number }
    const response = await inject({
      method: 'DELETE',
      url: `/api/admin/blog/comments/${id}`,
      headers: { cookie: staffCookie },
    })
    expect(response.statusCode).toBe(204)
    expect(await storedComment(id)).toBeUndefined()
    const [audit] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog_comment.delete'), eq(auditLog.targetId, String(id))))
    expect(audit!.before).toMatchObject({ id, authorName: 'Delete Me' })

    const again = await inject({
      method: 'DELETE',
      url: `/api/admin/blog/comments/${id}`,
      headers: { cookie: staffCookie },
    })
    expect(again.statusCode).toBe(404)
    const approveGone = await inject({
      method: 'PATCH',
      url: `/api/admin/blog/comments/${id}/approve`,
      headers: { cookie: staffCookie },
    })
    expect(approveGone.statusCode).toBe(404)
    const badId = await inject({
      method: 'DELETE',
      url: '/api/admin/blog/comments/abc',
      headers: { cookie: staffCookie },
    })
    expect(badId.statusCode).toBe(400)
  })
})
