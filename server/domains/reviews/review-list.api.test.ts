import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { staffReviewPageSchema, type StaffReviewPage } from '#contracts/reviews'
import { products } from '#server/db/schema/catalog'
import { productReviews, type NewProductReviewRow } from '#server/db/schema/reviews'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/** The staff list of reviews, searched, filtered, sorted and paged on the server (issue 25). */

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function list(query: string): Promise<StaffReviewPage> {
  const response = await get(`/api/admin/reviews?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return staffReviewPageSchema.parse(response.json())
}
const reviewers = (page: StaffReviewPage) => page.items.map((review) => review.customerName)

beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(app(), 'staff')
  const [grapes] = await app()
    .db.select({ id: products.id })
    .from(products)
    .where(eq(products.name, 'Muscadine Grapes'))
  const review = (values: Partial<NewProductReviewRow>): NewProductReviewRow => ({
    productId: grapes!.id,
    customerName: 'Quill Reviewer',
    customerEmail: 'quill@example.com',
    rating: 3,
    comment: 'A wordy quillwort review.',
    ...values,
  })
  await app()
    .db.insert(productReviews)
    .values([
      review({ customerName: 'Quill Able', rating: 5, title: 'Quillwort heaven' }),
      review({ customerName: 'Quill Waiting', rating: 2, awaitingApproval: true }),
      review({ customerName: 'Quill Hidden', rating: 1, hidden: true, comment: 'Cheap watches' }),
      ...Array.from({ length: 28 }, (_, index) =>
        review({
          customerName: `Pager ${String(index).padStart(2, '0')}`,
          comment: 'Paging through reviews',
        }),
      ),
    ])
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/reviews: search, filters, sort and pages', () => {
  it("finds reviews by the reviewer's name, product, title or comment, any case", async () => {
    expect(reviewers(await list('q=quill&sort=customer&dir=asc'))).toEqual([
      'Quill Able',
      'Quill Hidden',
      'Quill Waiting',
    ])
    expect(reviewers(await list('q=QUILLWORT%20HEAVEN'))).toEqual(['Quill Able'])
    expect(reviewers(await list('q=cheap%20watches'))).toEqual(['Quill Hidden'])
    const grapes = await list('q=muscadine&pageSize=100')
    expect(grapes.items.every((review) => review.productName === 'Muscadine Grapes')).toBe(true)
    expect(grapes.total).toBeGreaterThanOrEqual(31)
    expect((await list('q=_')).total).toBe(0)
    // The reviewer's e-mail is private, even here: neither searched nor answered.
    expect((await list('q=quill%40example')).total).toBe(0)
    expect(JSON.stringify(await list('q=quill'))).not.toContain('@')
  })

  it('filters by status and rating, and counts each status of the search', async () => {
    const waiting = await list('q=quill&status=awaiting_approval')
    expect(reviewers(waiting)).toEqual(['Quill Waiting'])
    expect(waiting.items[0]?.status).toBe('awaiting_approval')
    expect(reviewers(await list('q=quill&status=hidden'))).toEqual(['Quill Hidden'])
    expect(reviewers(await list('q=quill&status=shown'))).toEqual(['Quill Able'])
    expect(waiting.counts).toEqual({ all: 3, awaiting_approval: 1, shown: 1, hidden: 1 })
    expect(waiting.total).toBe(1)
    expect(reviewers(await list('q=quill&rating=5'))).toEqual(['Quill Able'])
    const fives = await list('rating=5&pageSize=100')
    expect(fives.items.every((review) => review.rating === 5)).toBe(true)
  })

  it('sorts by a whitelisted column, either way; newest first by default', async () => {
    const low = await list('q=quill&sort=rating&dir=asc')
    expect(low.items.map((review) => review.rating)).toEqual([1, 2, 5])
    const high = await list('q=quill&sort=rating&dir=desc')
    expect(high.items.map((review) => review.rating)).toEqual([5, 2, 1])
    const byProduct = await list('sort=product&dir=asc&pageSize=100')
    const productNames = byProduct.items.map((review) => review.productName.toLowerCase())
    expect(productNames).toEqual([...productNames].sort())
    const newest = await list('pageSize=100')
    const times = newest.items.map((review) => Date.parse(review.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages with the total of every match', async () => {
    const first = await list('q=paging%20through&sort=customer&dir=asc')
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    const second = await list('q=paging%20through&sort=customer&dir=asc&page=2')
    expect(reviewers(second)).toEqual(['Pager 25', 'Pager 26', 'Pager 27'])
    expect((await list('q=paging%20through&page=5')).items).toEqual([])
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=helpful', 'sort'],
      ['sort=customerEmail', 'sort'],
      ['dir=sideways', 'dir'],
      ['page=-1', 'page'],
      ['pageSize=10', 'pageSize'],
      ['status=deleted', 'status'],
      ['rating=6', 'rating'],
      ['rating=4.5', 'rating'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/admin/reviews?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('is for staff only', async () => {
    expect((await get('/api/admin/reviews?q=quill', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'review-list@example.com')
    expect((await get('/api/admin/reviews', customer)).statusCode).toBe(403)
  })
})
