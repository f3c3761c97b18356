import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { reviewListSchema, reviewSchema } from '../../../contracts/reviews'
import { productReviews, products, reviewHelpfulVotes } from '../../db/schema/catalog'
import { orderItems, orders } from '../../db/schema/orders'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { nextTestAddress, sessionCookieFrom, signInAsCustomer } from '../../test/sign-in'

let testApp: TestApp
let hadenId: number
let honeyId: number
let grapesId: number
beforeAll(async () => {
  testApp = await buildTestApp()
  const rows = await testApp.app.db.select({ id: products.id, name: products.name }).from(products)
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id
  hadenId = idOf('Haden Mangos')
  honeyId = idOf('Wildflower Honey')
  grapesId = idOf('Muscadine Grapes')
})
afterAll(async () => {
  await testApp.close()
})

const publicKeys = [
  'comment',
  'createdAt',
  'customerName',
  'helpful',
  'id',
  'productId',
  'rating',
  'title',
  'verified',
]

function getReviews(productId: number | string) {
  return testApp.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` })
}

function postReview(
  productId: number | string,
  payload: Record<string, unknown>,
  extra: { remoteAddress?: string; cookie?: string } = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    payload,
    remoteAddress: extra.remoteAddress ?? nextTestAddress(),
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  })
}

function voteHelpful(reviewId: number | string, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/helpful`,
    remoteAddress: nextTestAddress(),
    headers: cookie ? { cookie } : {},
  })
}

const validReview = {
  customerName: 'Rosa Alvarez',
  customerEmail: 'rosa.alvarez@example.com',
  rating: 4,
  title: 'Lovely',
  comment: 'Sweet and fragrant, exactly like the ones from my childhood.',
}

async function storedReview(id: number) {
  const [row] = await testApp.app.db.select().from(productReviews).where(eq(productReviews.id, id))
  return row
}

function fieldsOf(body: string) {
  return (JSON.parse(body) as { fields?: Record<string, string> }).fields ?? {}
}

describe('GET /api/products/:id/reviews', () => {
  it('lists the seeded reviews newest first, with only public fields', async () => {
    const response = await getReviews(hadenId)
    expect(response.statusCode).toBe(200)
    const list = reviewListSchema.parse(response.json())
    expect(list.map((review) => review.customerName)).toEqual([
      'Priya',
      'Dave Kowalski',
      'Maria L.',
    ])
    expect(list.map((review) => review.rating)).toEqual([4, 5, 5])
    for (const review of response.json() as Record<string, unknown>[]) {
      expect(Object.keys(review).sort()).toEqual(publicKeys)
    }
    expect(response.body).not.toContain('@')
    expect(response.body).not.toContain('customerEmail')
    expect(response.body).not.toContain('userId')
  })

  it('answers an empty list for a product without reviews', async () => {
    const response = await getReviews(await firstProductWithoutReviews())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  it('answers 404 for an unknown or retired product and 400 naming a bad id', async () => {
    expect((await getReviews(999999)).statusCode).toBe(404)
    const [retired] = await testApp.app.db
      .insert(products)
      .values({ name: 'Retired Jelly', priceCents: 500, category: 'fresh', active: false })
      .returning()
    const hidden = await getReviews(retired!.id)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' })
    await testApp.app.db.delete(products).where(eq(products.id, retired!.id))

    for (const bad of ['mango', '0', '99999999999']) {
      const response = await getReviews(bad)
      expect(response.statusCode, bad).toBe(400)
      expect(Object.keys(fieldsOf(response.body)), bad).toEqual(['id'])
    }
  })
})

async function firstProductWithoutReviews() {
  const reviewed = new Set(
    (await testApp.app.db.select().from(productReviews)).map((row) => row.productId),
  )
  const all = await testApp.app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
  return all.find((row) => !reviewed.has(row.id))!.id
}

describe('POST /api/products/:id/reviews', () => {
  it('stores a review and answers it publicly (201), newest first in the list', async () => {
    const response = await postReview(grapesId, {
      ...validReview,
      customerEmail: '  Rosa.Alvarez@Example.com ',
    })
    expect(response.statusCode).toBe(201)
    expect(response.body).not.toContain('@')
    const review = reviewSchema.parse(response.json())
    expect(Object.keys(response.json() as object).sort()).toEqual(publicKeys)
    expect(review).toMatchObject({
      productId: grapesId,
      customerName: 'Rosa Alvarez',
      rating: 4,
      title: 'Lovely',
      verified: false,
      helpful: 0,
    })
    const row = await storedReview(review.id)
    expect(row!.customerEmail).toBe('rosa.alvarez@example.com')

    const list = reviewListSchema.parse((await getReviews(grapesId)).json())
    expect(list[0]!.id).toBe(review.id)
  })

  it('ignores forged fields: verified, helpful, id, createdAt and userId are the server’s', async () => {
    const response = await postReview(grapesId, {
      ...validReview,
      verified: true,
      helpful: 999,
      id: 424242,
      createdAt: '2001-01-01T00:00:00.000Z',
      userId: 'someone-else',
      customerEmail: 'forger@example.com',
    })
    expect(response.statusCode).toBe(201)
    const review = reviewSchema.parse(response.json())
    expect(review.verified).toBe(false)
    expect(review.helpful).toBe(0)
    expect(review.id).not.toBe(424242)
    expect(new Date(review.createdAt).getFullYear()).toBeGreaterThan(2020)
    const row = await storedReview(review.id)
    expect(row).toMatchObject({ verified: false, helpful: 0, userId: null })
  })

  it('trims the text, stores a blank title as none and defaults the rating to 5', async () => {
    const response = await postReview(grapesId, {
      customerName: '  Sam  ',
      customerEmail: 'sam@example.com',
      title: '   ',
      comment: '  Juicy.  ',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      customerName: 'Sam',
      title: null,
      comment: 'Juicy.',
      rating: 5,
    })
  })

  it('marks a review verified when the e-mail (any case) has a paid order with the product', async () => {
    // The demo farm has a paid order by Hannah Whitaker containing Haden Mangos and Wildflower Honey.
    const verified = await postReview(hadenId, {
      ...validReview,
      customerEmail: 'Hannah.Whitaker@EXAMPLE.com',
    })
    expect(verified.statusCode).toBe(201)
    expect(verified.json()).toMatchObject({ verified: true })
    expect(verified.body).not.toContain('@')

    const otherProduct = await postReview(grapesId, {
      ...validReview,
      customerEmail: 'hannah.whitaker@example.com',
    })
    expect(otherProduct.json()).toMatchObject({ verified: false })

    const stranger = await postReview(hadenId, {
      ...validReview,
      customerEmail: 'never.bought@example.com',
    })
    expect(stranger.json()).toMatchObject({ verified: false })
  })

  it('does not count an unpaid order, and counts it once it is paid', async () => {
    const [order] = await testApp.app.db
      .insert(orders)
      .values({
        customerEmail: 'Pending.Payer@example.com',
        customerName: 'Pending Payer',
        shippingAddress: { street: '1 Palm Way', city: 'Stuart', state: 'FL', zipCode: '34994' },
        subtotalCents: 1400,
        totalAmountCents: 1400,
        paymentStatus: 'unpaid',
      })
      .returning()
    await testApp.app.db.insert(orderItems).values({
      orderId: order!.id,
      productId: honeyId,
      productName: 'Wildflower Honey',
      quantity: 1,
      pricePerUnitCents: 1400,
      totalPriceCents: 1400,
    })
    const unpaid = await postReview(honeyId, {
      ...validReview,
      customerEmail: 'pending.payer@example.com',
    })
    expect(unpaid.json()).toMatchObject({ verified: false })

    await testApp.app.db
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(eq(orders.id, order!.id))
    const paid = await postReview(honeyId, {
      ...validReview,
      customerEmail: 'pending.payer@example.com',
    })
    expect(paid.json()).toMatchObject({ verified: true })
  })

  it('records the signed-in customer without showing it', async () => {
    const cookie = await signInAsCustomer(testApp.app, 'reviewer@example.com')
    const response = await postReview(
      grapesId,
      { ...validReview, customerEmail: 'reviewer@example.com' },
      { cookie },
    )
    expect(response.statusCode).toBe(201)
    expect(response.body).not.toContain('userId')
    const row = await storedReview((response.json() as { id: number }).id)
    expect(row!.userId).toEqual(expect.any(String))
  })

  it.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 4.5', { rating: 4.5 }, 'rating'],
    ['rating as text', { rating: 'five' }, 'rating'],
    ['a blank name', { customerName: '   ' }, 'customerName'],
    ['a missing name', { customerName: undefined }, 'customerName'],
    ['a name over 100 characters', { customerName: 'x'.repeat(101) }, 'customerName'],
    ['a bad e-mail', { customerEmail: 'not-an-email' }, 'customerEmail'],
    ['a missing e-mail', { customerEmail: undefined }, 'customerEmail'],
    ['a blank comment', { comment: ' \n ' }, 'comment'],
    ['a comment over 2000 characters', { comment: 'y'.repeat(2001) }, 'comment'],
    ['a title over 150 characters', { title: 't'.repeat(151) }, 'title'],
    ['another product’s id', { productId: 999 }, 'productId'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, change, field) => {
    const before = (await testApp.app.db.select().from(productReviews)).length
    const response = await postReview(grapesId, { ...validReview, ...change })
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      code: string
      message: string
      fields: Record<string, string>
    }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(body.fields)).toEqual([field])
    expect(body.message).toContain(field)
    expect((await testApp.app.db.select().from(productReviews)).length).toBe(before)
  })

  it('accepts the product id in the body when it is the product of the path', async () => {
    const response = await postReview(grapesId, { ...validReview, productId: grapesId })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ productId: grapesId })
  })

  it('answers 404 for an unknown product', async () => {
    const response = await postReview(999999, validReview)
    expect(response.statusCode).toBe(404)
  })

  it('answers success to a filled honeypot and stores nothing', async () => {
    const before = await testApp.app.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, grapesId))
    const response = await postReview(grapesId, {
      ...validReview,
      comment: 'Buy cheap watches',
      website: 'http://spam.example',
    })
    expect(response.statusCode).toBe(201)
    expect(response.body).not.toContain('@')
    const after = await testApp.app.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, grapesId))
    expect(after.length).toBe(before.length)
    expect(after.some((row) => row.comment === 'Buy cheap watches')).toBe(false)
  })

  it('refuses a cross-site submission', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/products/${grapesId}/reviews`,
      payload: validReview,
      remoteAddress: nextTestAddress(),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(403)
  })

  it('limits one address to 5 reviews per 15 minutes', async () => {
    const remoteAddress = '192.0.2.77'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postReview(
        grapesId,
        { ...validReview, comment: `Attempt ${attempt}` },
        { remoteAddress },
      )
      expect(response.statusCode, `attempt ${attempt}`).toBe(201)
    }
    const limited = await postReview(
      grapesId,
      { ...validReview, comment: 'Attempt 6' },
      { remoteAddress },
    )
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    const stored = await testApp.app.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, grapesId), eq(productReviews.comment, 'Attempt 6')))
    expect(stored).toEqual([])

    const otherAddress = await postReview(grapesId, { ...validReview, comment: 'From elsewhere' })
    expect(otherAddress.statusCode).toBe(201)
  })
})

describe('POST /api/reviews/:id/helpful', () => {
  async function newReviewId() {
    const response = await postReview(honeyId, { ...validReview, comment: 'Helpful candidate' })
    return (response.json() as { id: number }).id
  }

  it('counts one vote per visitor: the same visitor again changes nothing, another adds one', async () => {
    const reviewId = await newReviewId()

    const first = await voteHelpful(reviewId)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ helpful: 1 })
    const cookie = sessionCookieFrom(first.headers['set-cookie'])

    const again = await voteHelpful(reviewId, cookie)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ helpful: 1 })

    const other = await voteHelpful(reviewId)
    expect(other.json()).toEqual({ helpful: 2 })

    expect((await storedReview(reviewId))!.helpful).toBe(2)
    const votes = await testApp.app.db
      .select()
      .from(reviewHelpfulVotes)
      .where(eq(reviewHelpfulVotes.reviewId, reviewId))
    expect(votes).toHaveLength(2)
    // The vote key is not the visitor id itself.
    for (const vote of votes) expect(vote.voterKey).toMatch(/^[0-9a-f]{64}$/)

    const list = reviewListSchema.parse((await getReviews(honeyId)).json())
    expect(list.find((review) => review.id === reviewId)!.helpful).toBe(2)
  })

  it('counts a visitor once even when the votes race', async () => {
    const reviewId = await newReviewId()
    const first = await voteHelpful(reviewId)
    const cookie = sessionCookieFrom(first.headers['set-cookie'])
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => voteHelpful(reviewId, cookie)),
    )
    for (const answer of answers) expect(answer.json()).toEqual({ helpful: 1 })
    expect((await storedReview(reviewId))!.helpful).toBe(1)
  })

  it('adds to the seeded count', async () => {
    const [maria] = await testApp.app.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.customerName, 'Maria L.'))
    const response = await voteHelpful(maria!.id)
    expect(response.json()).toEqual({ helpful: maria!.helpful + 1 })
  })

  it('answers 404 for an unknown review and 400 naming a bad id', async () => {
    const missing = await voteHelpful(999999)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Review not found', code: 'NOT_FOUND' })
    const bad = await voteHelpful('abc')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(fieldsOf(bad.body))).toEqual(['id'])
  })
})
