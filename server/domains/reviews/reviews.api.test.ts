import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  reviewAwaitingApprovalMessage,
  reviewLinkSchema,
  reviewListSchema,
  staffReviewPageSchema,
  staffReviewSchema,
  submittedReviewSchema,
} from '#contracts/reviews'
import { productReviews, reviewHelpfulVotes, reviewInvitations } from '#server/db/schema/reviews'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders } from '#server/db/schema/orders'
import { users } from '#server/db/schema/identity'
import { auditLog } from '#server/db/schema/audit'
import { emailOutbox } from '#server/db/schema/notifications'
import { validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { deliverOrder, runReviewRequestsNow } from '#server/test/review-requests'
import {
  nextTestAddress,
  sessionCookieFrom,
  signInAsCustomer,
  signInAsStaff,
} from '#server/test/sign-in'

let testApp: TestApp
let hadenId: number
let honeyId: number
let grapesId: number
let staffCookie: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staffCookie = await signInAsStaff(testApp.app, 'staff')
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

/** Staff show a review in the shop (approving one that awaits approval), or hide it. */
function moderate(reviewId: number | string, cookie: string | undefined, hidden: unknown) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/admin/reviews/${reviewId}`,
    payload: { hidden },
    headers: cookie ? { cookie } : {},
  })
}

async function approve(reviewId: number) {
  const response = await moderate(reviewId, staffCookie, false)
  expect(response.statusCode, response.body).toBe(200)
}

/** The product page's aggregate rating, as search engines read it from the server-rendered head. */
async function pageReviewCount(productId: number) {
  const page = await testApp.app.inject({ method: 'GET', url: `/products/${productId}` })
  const match = /"reviewCount":(\d+)/.exec(page.body)
  return match ? Number(match[1]) : 0
}

const listedIds = async (productId: number) =>
  reviewListSchema.parse((await getReviews(productId)).json()).map((review) => review.id)

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

/** An unpaid order straight in the table, holding one jar of the product. */
async function insertOrder(owner: { userId?: string; sessionId?: string }, productId: number) {
  const [order] = await testApp.app.db
    .insert(orders)
    .values({
      ...owner,
      customerEmail: 'someone@example.com',
      customerName: 'Someone',
      shippingAddress: { street: '1 Palm Way', city: 'Stuart', state: 'FL', zipCode: '34994' },
      subtotalCents: 1400,
      totalAmountCents: 1400,
      paymentStatus: 'unpaid',
    })
    .returning()
  await testApp.app.db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    productName: 'Some product',
    quantity: 1,
    pricePerUnitCents: 1400,
    totalPriceCents: 1400,
  })
  return order!.id
}

/** A visitor checks out one of the product through the real checkout (unpaid so far). */
async function placeOrder(productId: number, customerEmail: string, moreProductIds: number[] = []) {
  const { cookie } = await visitorWithCart(
    testApp.app,
    [productId, ...moreProductIds].map((id) => ({ productId: id, quantity: 1 })),
  )
  const placed = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: validOrder({ customerEmail, customerName: 'Dana Buyer' }),
    remoteAddress: nextTestAddress(),
    headers: { cookie },
  })
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`)
  return { cookie, orderId: (placed.json() as { id: number }).id }
}

async function payOrder(cookie: string, orderId: number) {
  const paid = await testApp.app.inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    payload: { orderId, cardNumber: '4242 4242 4242 4242' },
    remoteAddress: nextTestAddress(),
    headers: { cookie },
  })
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`)
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
  it('stores a visitor’s review awaiting approval (201): out of the list, the rating and votes until staff approve it', async () => {
    const countBefore = await pageReviewCount(hadenId)
    const response = await postReview(hadenId, {
      ...validReview,
      customerEmail: '  Rosa.Alvarez@Example.com ',
    })
    expect(response.statusCode).toBe(201)
    expect(response.body).not.toContain('@')
    const review = submittedReviewSchema.parse(response.json())
    expect(Object.keys(response.json() as object).sort()).toEqual(
      [...publicKeys, 'awaitingApproval'].sort(),
    )
    expect(review).toMatchObject({
      productId: hadenId,
      customerName: 'Rosa Alvarez',
      rating: 4,
      title: 'Lovely',
      verified: false,
      helpful: 0,
      awaitingApproval: true,
    })
    const row = await storedReview(review.id)
    expect(row).toMatchObject({ customerEmail: 'rosa.alvarez@example.com', awaitingApproval: true })

    // Not in the shop: not listed, not in the product page's rating, no votes.
    expect(await listedIds(hadenId)).not.toContain(review.id)
    expect(await pageReviewCount(hadenId)).toBe(countBefore)
    expect((await voteHelpful(review.id)).statusCode).toBe(404)

    // Staff approve it: listed first (newest), counted, votable.
    await approve(review.id)
    expect((await listedIds(hadenId))[0]).toBe(review.id)
    expect(await pageReviewCount(hadenId)).toBe(countBefore + 1)
    expect((await voteHelpful(review.id)).json()).toEqual({ helpful: 1 })

    // Back to the seeded reviews for the tests that read them.
    await testApp.app.db.delete(productReviews).where(eq(productReviews.id, review.id))
  })

  it('tells the reviewer that the review awaits approval', () => {
    expect(reviewAwaitingApprovalMessage).toBe(
      'Thank you! Your review will appear once it has been approved.',
    )
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
    const review = submittedReviewSchema.parse(response.json())
    expect(review.verified).toBe(false)
    expect(review.helpful).toBe(0)
    expect(review.awaitingApproval).toBe(true)
    expect(review.id).not.toBe(424242)
    expect(new Date(review.createdAt).getFullYear()).toBeGreaterThan(2020)
    const row = await storedReview(review.id)
    expect(row).toMatchObject({ verified: false, helpful: 0, userId: null, awaitingApproval: true })
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

  it('never verifies a typed e-mail: a buyer’s e-mail from another visitor answers exactly like a stranger’s', async () => {
    // The demo farm has a paid order by Hannah Whitaker containing Haden Mangos.
    const withBuyerEmail = await postReview(hadenId, {
      ...validReview,
      customerEmail: 'Hannah.Whitaker@EXAMPLE.com',
    })
    const withStrangerEmail = await postReview(hadenId, {
      ...validReview,
      customerEmail: 'never.bought@example.com',
    })
    expect(withBuyerEmail.statusCode).toBe(201)
    expect(withStrangerEmail.statusCode).toBe(withBuyerEmail.statusCode)
    const comparable = (body: Record<string, unknown>) => ({ ...body, id: 0, createdAt: '' })
    expect(comparable(withBuyerEmail.json())).toEqual(comparable(withStrangerEmail.json()))
    expect(withBuyerEmail.json()).toMatchObject({ verified: false })
    expect(Object.keys(withBuyerEmail.headers).sort()).toEqual(
      Object.keys(withStrangerEmail.headers).sort(),
    )
    const row = await storedReview((withBuyerEmail.json() as { id: number }).id)
    expect(row).toMatchObject({ verified: false, customerEmail: 'hannah.whitaker@example.com' })
  })

  it('verifies the visitor session that paid for the product, and only once it is paid', async () => {
    const { cookie, orderId } = await placeOrder(honeyId, 'session.buyer@example.com')
    const unpaid = await postReview(honeyId, validReview, { cookie })
    expect(unpaid.json()).toMatchObject({ verified: false, awaitingApproval: true })

    await payOrder(cookie, orderId)
    const paid = await postReview(
      honeyId,
      { ...validReview, customerEmail: 'any.typed@example.com' },
      { cookie },
    )
    expect(paid.statusCode).toBe(201)
    // A Verified Purchase shows at once.
    expect(paid.json()).toMatchObject({ verified: true, awaitingApproval: false })
    const listed = await listedIds(honeyId)
    expect(listed).toContain((paid.json() as { id: number }).id)
    expect(listed).not.toContain((unpaid.json() as { id: number }).id)

    const otherProduct = await postReview(grapesId, validReview, { cookie })
    expect(otherProduct.json()).toMatchObject({ verified: false })
  })

  it('verifies the signed-in customer who has a paid order with the product, from any device', async () => {
    const cookie = await signInAsCustomer(testApp.app, 'loyal.buyer@example.com')
    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'loyal.buyer@example.com'))
    const orderId = await insertOrder({ userId: user!.id, sessionId: 'another-device' }, hadenId)

    const beforePaid = await postReview(hadenId, validReview, { cookie })
    expect(beforePaid.json()).toMatchObject({ verified: false })
    await testApp.app.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId))
    const verified = await postReview(hadenId, validReview, { cookie })
    expect(verified.json()).toMatchObject({ verified: true, awaitingApproval: false })
    expect(verified.body).not.toContain('@')
    // Back to the seeded Haden Mangos reviews for the tests that read them.
    for (const response of [beforePaid, verified]) {
      const id = (response.json() as { id: number }).id
      await testApp.app.db.delete(productReviews).where(eq(productReviews.id, id))
    }

    const someoneElse = await signInAsCustomer(testApp.app, 'not.the.buyer@example.com')
    const stranger = await postReview(
      hadenId,
      { ...validReview, customerEmail: 'loyal.buyer@example.com' },
      { cookie: someoneElse },
    )
    expect(stranger.json()).toMatchObject({ verified: false })
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
    expect(response.json()).toMatchObject({ awaitingApproval: true })
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
    const { id } = response.json() as { id: number }
    await approve(id)
    return id
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

describe('review links e-mailed some days after delivery', () => {
  async function reviewMailTo(email: string) {
    await testApp.app.jobs.runDueJobs()
    const mails = await testApp.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
    return mails.filter((mail) => mail.subject.startsWith('How was your Groveside order'))
  }
  const linkTokenFor = (text: string, productId: number) =>
    new RegExp(`/products/${productId}\\?review=([\\w-]+)`).exec(text)?.[1] ?? null

  function getReviewLink(token: string) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/review-links/${token}`,
      remoteAddress: nextTestAddress(),
    })
  }

  it('e-mails one link per product once delivered; the link prefills the form, verifies once, and is refused after', async () => {
    const { cookie, orderId } = await placeOrder(honeyId, 'link.buyer@example.com', [grapesId])
    expect(await reviewMailTo('link.buyer@example.com')).toHaveLength(0)
    await payOrder(cookie, orderId)
    // Review requests follow delivery, days later (review-requests.api.test.ts): skip the wait.
    await deliverOrder(testApp.app, staffCookie, orderId)
    await runReviewRequestsNow(testApp.app)

    const [mail, ...more] = await reviewMailTo('link.buyer@example.com')
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe(`How was your Groveside order #${orderId}?`)
    const honeyToken = linkTokenFor(mail!.text, honeyId)!
    const grapesToken = linkTokenFor(mail!.text, grapesId)!
    expect(honeyToken.length).toBeGreaterThanOrEqual(43)
    expect(grapesToken).not.toBe(honeyToken)

    // Only hashes are stored, tied to the order and product, for 60 days.
    const stored = await testApp.app.db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.orderId, orderId))
    expect(stored.map((row) => row.productId).sort()).toEqual([honeyId, grapesId].sort())
    for (const row of stored) {
      expect(row.tokenHash).not.toContain(honeyToken)
      expect(row.tokenHash).not.toContain(grapesToken)
      const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000
      expect(days).toBeCloseTo(60, 1)
    }

    const prefill = await getReviewLink(honeyToken)
    expect(prefill.statusCode).toBe(200)
    expect(reviewLinkSchema.parse(prefill.json())).toEqual({
      productId: honeyId,
      customerName: 'Dana Buyer',
      customerEmail: 'link.buyer@example.com',
    })

    // From any device (no session), the link makes the review a Verified Purchase.
    const viaLink = await postReview(honeyId, {
      ...validReview,
      customerName: 'Dana B.',
      reviewToken: honeyToken,
    })
    expect(viaLink.statusCode).toBe(201)
    expect(viaLink.json()).toMatchObject({
      verified: true,
      awaitingApproval: false,
      customerName: 'Dana B.',
    })
    expect(await listedIds(honeyId)).toContain((viaLink.json() as { id: number }).id)
    expect(viaLink.body).not.toContain(honeyToken)

    const before = (await testApp.app.db.select().from(productReviews)).length
    const again = await postReview(honeyId, { ...validReview, reviewToken: honeyToken })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      code: 'INVALID_LINK',
      fields: { reviewToken: 'Expired or already used' },
    })
    expect((await testApp.app.db.select().from(productReviews)).length).toBe(before)
    expect((await getReviewLink(honeyToken)).statusCode).toBe(404)

    // A link works for its own product only.
    const wrongProduct = await postReview(hadenId, { ...validReview, reviewToken: grapesToken })
    expect(wrongProduct.statusCode).toBe(400)
    expect((await getReviewLink(grapesToken)).statusCode).toBe(200)
  })

  it('refuses an unknown, malformed or expired link', async () => {
    const unknown = 'a'.repeat(43)
    expect((await getReviewLink(unknown)).statusCode).toBe(404)
    expect((await postReview(honeyId, { ...validReview, reviewToken: unknown })).statusCode).toBe(
      400,
    )
    const malformed = await getReviewLink('not%20a%20token')
    expect(malformed.statusCode).toBe(400)

    const { cookie, orderId } = await placeOrder(honeyId, 'late.reviewer@example.com')
    await payOrder(cookie, orderId)
    await deliverOrder(testApp.app, staffCookie, orderId)
    await runReviewRequestsNow(testApp.app)
    const [mail] = await reviewMailTo('late.reviewer@example.com')
    const token = linkTokenFor(mail!.text, honeyId)!
    await testApp.app.db
      .update(reviewInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewInvitations.orderId, orderId))
    expect((await getReviewLink(token)).statusCode).toBe(404)
    const late = await postReview(honeyId, { ...validReview, reviewToken: token })
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({ code: 'INVALID_LINK' })
  })
})

describe('staff moderation: PATCH and DELETE /api/admin/reviews/:id', () => {
  const remove = (reviewId: number | string, cookie?: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/reviews/${reviewId}`,
      headers: cookie ? { cookie } : {},
    })

  it('hides a review from the list, the average and the count, and shows it again; audited', async () => {
    const staff = await signInAsStaff(testApp.app, 'staff')
    const [hadenBefore] = reviewListSchema.parse((await getReviews(hadenId)).json())
    const listed = reviewListSchema.parse((await getReviews(hadenId)).json())
    const countBefore = await pageReviewCount(hadenId)
    expect(countBefore).toBe(listed.length)

    const hidden = await moderate(hadenBefore!.id, staff, true)
    expect(hidden.statusCode).toBe(200)
    expect(staffReviewSchema.parse(hidden.json())).toMatchObject({
      id: hadenBefore!.id,
      status: 'hidden',
    })
    expect(hidden.body).not.toContain('@')
    const afterHiding = reviewListSchema.parse((await getReviews(hadenId)).json())
    expect(afterHiding.map((review) => review.id)).not.toContain(hadenBefore!.id)
    expect(afterHiding).toHaveLength(listed.length - 1)
    expect(await pageReviewCount(hadenId)).toBe(countBefore - 1)
    expect((await voteHelpful(hadenBefore!.id)).statusCode).toBe(404)

    const shown = await moderate(hadenBefore!.id, staff, false)
    expect(shown.json()).toMatchObject({ status: 'shown' })
    expect(reviewListSchema.parse((await getReviews(hadenId)).json())).toHaveLength(listed.length)
    expect(await pageReviewCount(hadenId)).toBe(countBefore)

    const audit = await testApp.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'review.visibility'),
          eq(auditLog.targetId, String(hadenBefore!.id)),
        ),
      )
      .orderBy(auditLog.id)
    expect(audit).toHaveLength(2)
    expect(audit[0]).toMatchObject({ targetType: 'review' })
    expect(audit[0]!.before).toMatchObject({ id: hadenBefore!.id, hidden: false })
  })

  it('approves a review awaiting approval, or hides it; audited with the state before', async () => {
    const staff = await signInAsStaff(testApp.app, 'staff')
    const [approved, refused] = await Promise.all(
      ['Sweet and seedless', 'Buy cheap sunglasses'].map(async (comment) => {
        const response = await postReview(grapesId, { ...validReview, comment })
        return submittedReviewSchema.parse(response.json()).id
      }),
    )

    const approval = await moderate(approved!, staff, false)
    expect(approval.statusCode).toBe(200)
    expect(staffReviewSchema.parse(approval.json())).toMatchObject({
      id: approved,
      status: 'shown',
    })
    expect(await storedReview(approved!)).toMatchObject({ awaitingApproval: false, hidden: false })
    const [audit] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.visibility'), eq(auditLog.targetId, String(approved))))
    expect(audit!.before).toMatchObject({ awaitingApproval: true, hidden: false })

    // Hidden, it is out of the shop and no longer waits; shown again later, it is public.
    const hiding = await moderate(refused!, staff, true)
    expect(hiding.json()).toMatchObject({ status: 'hidden' })
    expect(await storedReview(refused!)).toMatchObject({ awaitingApproval: false, hidden: true })
    const listed = await listedIds(grapesId)
    expect(listed).toContain(approved)
    expect(listed).not.toContain(refused)
  })

  it('deletes a review for good; audited with the review before', async () => {
    const staff = await signInAsStaff(testApp.app, 'staff')
    const created = await postReview(grapesId, { ...validReview, comment: 'Spam, to be deleted' })
    const reviewId = (created.json() as { id: number }).id

    const deleted = await remove(reviewId, staff)
    expect(deleted.statusCode).toBe(204)
    expect(await storedReview(reviewId)).toBeUndefined()
    const list = reviewListSchema.parse((await getReviews(grapesId)).json())
    expect(list.map((review) => review.id)).not.toContain(reviewId)
    expect((await remove(reviewId, staff)).statusCode).toBe(404)

    const [audit] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.delete'), eq(auditLog.targetId, String(reviewId))))
    expect(audit!.before).toMatchObject({ id: reviewId, comment: 'Spam, to be deleted' })
  })

  it('is for staff only: 401 anonymous, 403 customers; 404 unknown, 400 bad body', async () => {
    const [someReview] = reviewListSchema.parse((await getReviews(hadenId)).json())
    const customer = await signInAsCustomer(testApp.app, 'curious@example.com')
    expect((await moderate(someReview!.id, undefined, true)).statusCode).toBe(401)
    expect((await moderate(someReview!.id, customer, true)).statusCode).toBe(403)
    expect((await remove(someReview!.id)).statusCode).toBe(401)
    expect((await remove(someReview!.id, customer)).statusCode).toBe(403)
    expect(await storedReview(someReview!.id)).toMatchObject({
      hidden: false,
      awaitingApproval: false,
    })

    const staff = await signInAsStaff(testApp.app, 'staff')
    expect((await moderate(999999, staff, true)).statusCode).toBe(404)
    const bad = await moderate(someReview!.id, staff, 'yes')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(fieldsOf(bad.body))).toEqual(['hidden'])
    expect((await moderate('abc', staff, true)).statusCode).toBe(400)
  })
})

describe('staff list: GET /api/admin/reviews', () => {
  const staffList = (cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?pageSize=100',
      headers: cookie ? { cookie } : {},
    })

  it('lists every review newest first with its product, awaiting approval and hidden ones too, without e-mails', async () => {
    const staff = await signInAsStaff(testApp.app, 'staff')
    const created = await postReview(grapesId, { ...validReview, comment: 'Sweet, seedless, gone' })
    const reviewId = (created.json() as { id: number }).id
    await moderate(reviewId, staff, true)
    const waiting = await postReview(grapesId, { ...validReview, comment: 'Waiting for staff' })
    const waitingId = (waiting.json() as { id: number }).id

    const answer = await staffList(staff)
    expect(answer.statusCode).toBe(200)
    const page = staffReviewPageSchema.parse(answer.json())
    const list = page.items
    const stored = await testApp.app.db.select({ id: productReviews.id }).from(productReviews)
    expect(page.total).toBe(stored.length)
    expect(list).toHaveLength(Math.min(stored.length, 100))
    expect(list[0]).toMatchObject({
      id: waitingId,
      comment: 'Waiting for staff',
      status: 'awaiting_approval',
    })
    expect(list[1]).toMatchObject({
      id: reviewId,
      productId: grapesId,
      productName: 'Muscadine Grapes',
      comment: 'Sweet, seedless, gone',
      status: 'hidden',
    })
    expect(list.find((review) => review.customerName === 'Maria L.')).toMatchObject({
      status: 'shown',
    })
    const times = list.map((review) => Date.parse(review.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(answer.body).not.toContain('@')
  })

  it('is for staff only: 401 anonymous, 403 customers', async () => {
    const customer = await signInAsCustomer(testApp.app, 'nosy@example.com')
    expect((await staffList()).statusCode).toBe(401)
    expect((await staffList(customer)).statusCode).toBe(403)
  })
})
