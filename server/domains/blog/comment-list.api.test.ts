import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCommentPageSchema, type AdminCommentPage } from '#contracts/blog'
import { blogComments, blogPosts, type NewBlogCommentRow } from '#server/db/schema/blog'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/** Comment moderation's list, searched, filtered, sorted and paged on the server (issue 25). */

let testApp: TestApp
let staff: string
let wrens: number
let zinnias: number
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function list(query: string): Promise<AdminCommentPage> {
  const response = await get(`/api/admin/blog/comments?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return adminCommentPageSchema.parse(response.json())
}
const authors = (page: AdminCommentPage) => page.items.map((comment) => comment.authorName)

beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(app(), 'staff')
  const posts = await app()
    .db.insert(blogPosts)
    .values([
      {
        title: 'Zinnias in the Windbreak',
        slug: 'zinnias-list-test',
        content: 'Z',
        published: true,
      },
      { title: 'A Wren in the Grove', slug: 'wrens-list-test', content: 'W', published: true },
    ])
    .returning({ id: blogPosts.id, slug: blogPosts.slug })
  zinnias = posts.find((post) => post.slug === 'zinnias-list-test')!.id
  wrens = posts.find((post) => post.slug === 'wrens-list-test')!.id
  const comment = (values: Partial<NewBlogCommentRow>): NewBlogCommentRow => ({
    blogPostId: wrens,
    authorName: 'Reader',
    authorEmail: 'reader@example.com',
    content: 'Lovely post',
    ...values,
  })
  await app()
    .db.insert(blogComments)
    .values([
      comment({ authorName: 'Xavi Pending', content: 'Is the grove open Sunday?' }),
      comment({
        authorName: 'Yara Approved',
        authorEmail: 'yara@birds.example',
        isApproved: true,
      }),
      comment({ authorName: 'Abe Zinnia', blogPostId: zinnias, content: 'Seeds for sale?' }),
      ...Array.from({ length: 27 }, (_, index) =>
        comment({
          authorName: `Pager ${String(index).padStart(2, '0')}`,
          blogPostId: zinnias,
          content: 'Paging through comments',
          isApproved: index % 2 === 0,
        }),
      ),
    ])
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/blog/comments: search, filters, sort and pages', () => {
  it("finds comments by the author's name or e-mail, the text, or the post's title", async () => {
    expect(authors(await list('q=xavi'))).toEqual(['Xavi Pending'])
    expect(authors(await list('q=BIRDS.EXAMPLE'))).toEqual(['Yara Approved'])
    expect(authors(await list('q=grove%20open'))).toEqual(['Xavi Pending'])
    expect(authors(await list('q=wren%20in%20the&sort=author&dir=asc'))).toEqual([
      'Xavi Pending',
      'Yara Approved',
    ])
    expect((await list('q=%25')).total).toBe(0)
  })

  it('filters by post and by pending or approved', async () => {
    const wrenComments = await list(`post=${wrens}`)
    expect(wrenComments.items.every((comment) => comment.blogPostId === wrens)).toBe(true)
    expect(wrenComments.total).toBe(2)
    expect(authors(await list(`post=${wrens}&status=pending`))).toEqual(['Xavi Pending'])
    const approved = await list(`post=${wrens}&status=approved`)
    expect(authors(approved)).toEqual(['Yara Approved'])
    expect(approved.items[0]).toMatchObject({ isApproved: true, authorEmail: 'yara@birds.example' })
    expect((await list(`post=${zinnias}&status=pending`)).total).toBe(1 + 13)
    expect((await list(`post=${zinnias}&status=approved`)).total).toBe(14)
    expect((await list('post=999999')).total).toBe(0)
  })

  it('sorts by a whitelisted column, either way; newest first by default', async () => {
    expect(authors(await list(`post=${wrens}&sort=author&dir=desc`))).toEqual([
      'Yara Approved',
      'Xavi Pending',
    ])
    const byPost = await list('q=xavi%20pending&sort=post&dir=asc')
    expect(authors(byPost)).toEqual(['Xavi Pending'])
    const titles = new Map(
      (await app().db.select().from(blogPosts)).map((post) => [post.id, post.title.toLowerCase()]),
    )
    const byTitle = (await list('sort=post&dir=desc&pageSize=100')).items.map((comment) =>
      titles.get(comment.blogPostId)!,
    )
    expect(byTitle).toEqual([...byTitle].sort().reverse())
    const newest = await list('pageSize=100')
    const times = newest.items.map((comment) => Date.parse(comment.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages with the total of every match', async () => {
    const first = await list('q=paging%20through&sort=author&dir=asc')
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 })
    const second = await list('q=paging%20through&sort=author&dir=asc&page=2')
    expect(authors(second)).toEqual(['Pager 25', 'Pager 26'])
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=email', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['pageSize=3', 'pageSize'],
      ['status=spam', 'status'],
      ['post=abc', 'post'],
      ['post=99999999999', 'post'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/admin/blog/comments?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('is for staff only', async () => {
    expect((await get('/api/admin/blog/comments?q=xavi', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'comment-list@example.com')
    expect((await get('/api/admin/blog/comments', customer)).statusCode).toBe(403)
  })
})
