import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { addCalendarDays, defaultFarmTimeZone, farmInstant, farmToday } from '#contracts/farm-time'
import { settings } from '#server/db/schema/content'
import { emailOutbox } from '#server/db/schema/notifications'
import { reviewInvitations } from '#server/db/schema/reviews'
import { storedJobs } from '#server/test/queued-jobs'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import {
  deliverOrder,
  queuedReviewRequests,
  runReviewRequestsNow,
} from '#server/test/review-requests'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { reviewRequestDelaySetting } from './review-requests'

// Review requests (decision 0042): sent a set number of days after delivery or pickup, never at
// payment, never for a cancelled or fully refunded order.
let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const dayMs = 24 * 60 * 60 * 1000

/** A paid order of a jar of Wildflower Honey and Muscadine Grapes, by `shippingMethod`. */
async function paidOrder(customerEmail: string, shippingMethod = 'refrigerated_shipping') {
  const honey = await productNamed(app(), 'Wildflower Honey')
  const grapes = await productNamed(app(), 'Muscadine Grapes')
  const { cookie } = await visitorWithCart(app(), [
    { productId: honey.id, quantity: 1 },
    { productId: grapes.id, quantity: 1 },
  ])
  const placed = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ customerEmail, shippingMethod }),
    remoteAddress: nextTestAddress(),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const id = placed.json().id as number
  const paid = await app().inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    headers: { cookie },
    payload: { orderId: id, cardNumber: '4242424242424242' },
    remoteAddress: nextTestAddress(),
  })
  expect(paid.statusCode, paid.body).toBe(200)
  return id
}

async function reviewMailsTo(email: string) {
  await app().jobs.runDueJobs()
  const mails = await app().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))
  return mails.filter((mail) => mail.subject.startsWith('How was your Groveside order'))
}

const invitationsOf = (orderId: number) =>
  app().db.select().from(reviewInvitations).where(eq(reviewInvitations.orderId, orderId))

/** 10:00 on the farm, `days` farm days after the farm day of `instant`. */
const farmMorningAfter = (instant: Date, days: number) =>
  farmInstant(
    addCalendarDays(farmToday(defaultFarmTimeZone, instant), days),
    '10:00',
    defaultFarmTimeZone,
  )

async function setDelay(value: unknown) {
  await app()
    .db.insert(settings)
    .values({ key: reviewRequestDelaySetting, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
}

function refund(orderId: number, amount: string, key: string) {
  return app().inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: staff },
    payload: { amount, idempotencyKey: key },
  })
}

describe('review requests', () => {
  it('sends nothing at payment; the links go out 3 days after delivery, in the farm’s morning', async () => {
    const email = 'delivered.buyer@example.com'
    const orderId = await paidOrder(email)
    expect(await reviewMailsTo(email)).toHaveLength(0)
    expect(await invitationsOf(orderId)).toHaveLength(0)
    expect(await queuedReviewRequests(app(), orderId)).toHaveLength(0)

    await deliverOrder(app(), staff, orderId)
    const deliveredAt = new Date()
    const [request, ...more] = await queuedReviewRequests(app(), orderId)
    expect(more).toHaveLength(0)
    // The demo farm's setting is the default, 3 days.
    expect(request!.startAfter).toEqual(farmMorningAfter(deliveredAt, 3))
    expect(request!.startAfter.getTime() - deliveredAt.getTime()).toBeGreaterThan(2 * dayMs)
    expect(request!.startAfter.getTime() - deliveredAt.getTime()).toBeLessThan(4 * dayMs)

    // Not due yet: the worker leaves it.
    expect(await reviewMailsTo(email)).toHaveLength(0)

    await runReviewRequestsNow(app())
    const [mail, ...others] = await reviewMailsTo(email)
    expect(others).toHaveLength(0)
    expect(mail!.subject).toBe(`How was your Groveside order #${orderId}?`)
    expect(mail!.text).toContain('/products/')
    expect(await invitationsOf(orderId)).toHaveLength(2)
    const done = (await storedJobs(app().db)).find((job) => job.id === request!.id)
    expect(done!.state).toBe('completed')
  })

  it('follows the setting review_request_delay_days; a pickup is delivered when picked up', async () => {
    await setDelay(5)
    const email = 'pickup.buyer@example.com'
    const orderId = await paidOrder(email, 'farm_pickup')
    await deliverOrder(app(), staff, orderId)
    const [request] = await queuedReviewRequests(app(), orderId)
    expect(request!.startAfter).toEqual(farmMorningAfter(new Date(), 5))

    // A setting that is not a whole number of days falls back to 3.
    await setDelay('soon')
    const other = await paidOrder('pickup.other@example.com', 'farm_pickup')
    await deliverOrder(app(), staff, other)
    const [fallback] = await queuedReviewRequests(app(), other)
    expect(fallback!.startAfter).toEqual(farmMorningAfter(new Date(), 3))
    await setDelay(3)

    await runReviewRequestsNow(app())
    expect(await reviewMailsTo(email)).toHaveLength(1)
  })

  it('skips an order refunded in full by then; a partly refunded one is still asked', async () => {
    const refundedEmail = 'refunded.buyer@example.com'
    const refunded = await paidOrder(refundedEmail)
    await deliverOrder(app(), staff, refunded)
    const total = (
      (
        await app().inject({
          method: 'GET',
          url: `/api/admin/orders/${refunded}`,
          headers: { cookie: staff },
        })
      ).json() as { totalAmount: string }
    ).totalAmount
    expect((await refund(refunded, total, 'review-request-full-refund')).statusCode).toBe(200)

    const partlyEmail = 'partly.buyer@example.com'
    const partly = await paidOrder(partlyEmail)
    await deliverOrder(app(), staff, partly)
    expect((await refund(partly, '1.00', 'review-request-part-refund')).statusCode).toBe(200)

    const [request] = await queuedReviewRequests(app(), refunded)
    await runReviewRequestsNow(app())
    expect(await reviewMailsTo(refundedEmail)).toHaveLength(0)
    expect(await invitationsOf(refunded)).toHaveLength(0)
    // Skipped, not failed: it is not tried again.
    const skipped = (await storedJobs(app().db)).find((job) => job.id === request!.id)
    expect(skipped!.state).toBe('completed')
    expect(await reviewMailsTo(partlyEmail)).toHaveLength(1)
  })

  it('never asks about a cancelled order', async () => {
    const email = 'cancelled.buyer@example.com'
    const orderId = await paidOrder(email)
    const cancelled = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: staff },
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await queuedReviewRequests(app(), orderId)).toHaveLength(0)
    await runReviewRequestsNow(app())
    expect(await reviewMailsTo(email)).toHaveLength(0)
    expect(await invitationsOf(orderId)).toHaveLength(0)
  })

  it('lets staff ask now for a delivered order, once; never before delivery or for a refunded one', async () => {
    const ask = (orderId: number, cookie: string | null = staff) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/review-request`,
        headers: cookie ? { cookie } : {},
      })
    const email = 'asked.now@example.com'
    const orderId = await paidOrder(email)
    const early = await ask(orderId)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'NO_REVIEW_REQUEST',
      message: `Order #${orderId} is not delivered: review requests follow delivery.`,
    })

    await deliverOrder(app(), staff, orderId)
    expect((await ask(orderId, null)).statusCode).toBe(401)
    expect((await ask(orderId, await signInAsCustomer(app(), email))).statusCode).toBe(403)
    const asked = await ask(orderId)
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json()).toEqual({ to: email })
    expect(await reviewMailsTo(email)).toHaveLength(1)
    const again = await ask(orderId)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(`Order #${orderId}'s review links were already e-mailed.`)
    // Its scheduled request finds the links sent: no second e-mail.
    await runReviewRequestsNow(app())
    expect(await reviewMailsTo(email)).toHaveLength(1)

    const refundedOrder = await paidOrder('asked.refunded@example.com')
    await deliverOrder(app(), staff, refundedOrder)
    const details = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/${refundedOrder}`,
      headers: { cookie: staff },
    })
    const total = (details.json() as { totalAmount: string }).totalAmount
    expect((await refund(refundedOrder, total, 'asked-now-full-refund')).statusCode).toBe(200)
    const refused = await ask(refundedOrder)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('refunded in full')
    expect((await ask(2_000_000_000)).statusCode).toBe(404)
  })
})
