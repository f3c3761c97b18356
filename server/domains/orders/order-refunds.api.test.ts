import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { adminOrderDetailsSchema } from '#contracts/order-admin'
import { orders } from '#server/db/schema/orders'
import { payments, refunds } from '#server/db/schema/payments'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in'
import { createStripeClient } from '#server/providers/payments/stripe-provider'

/** An order of Haden Mangos by Farm Pickup ($4.50/lb), placed by a visitor; unpaid. */
async function placeOrder(testApp: TestApp, pounds: number, email: string) {
  const app = testApp.app
  const mangos = await productNamed(app, 'Haden Mangos')
  const { cookie } = await visitorWithCart(app, [{ productId: mangos.id, quantity: pounds }])
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ customerEmail: email, shippingMethod: 'farm_pickup' }),
    remoteAddress: nextTestAddress(),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  return { id: placed.json().id as number, cookie }
}

const orderRow = async (testApp: TestApp, id: number) =>
  (await testApp.app.db.select().from(orders).where(eq(orders.id, id)))[0]!
const refundRows = (testApp: TestApp, id: number) =>
  testApp.app.db.select().from(refunds).where(eq(refunds.orderId, id))
async function mailTo(testApp: TestApp, address: string) {
  await testApp.app.jobs.runDueJobs()
  return testApp.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}

describe('refunds in test mode', () => {
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

  async function paidOrder(pounds: number, email: string) {
    const order = await placeOrder(testApp, pounds, email)
    const paid = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie: order.cookie },
      payload: { orderId: order.id, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    return order
  }
  const cancel = (id: number, cookie = staff) =>
    app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    })
  const refund = (id: number, payload: object, cookie: string | null = staff) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: cookie ? { cookie } : {},
      payload,
    })
  const details = async (id: number) =>
    adminOrderDetailsSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `/api/admin/orders/${id}`,
          headers: { cookie: staff },
        })
      ).json(),
    )

  it('cancelling a paid order refunds all of it and tells the customer so in one e-mail', async () => {
    const order = await paidOrder(4, 'cancel-refund@example.com') // $18.00
    const cancelled = await cancel(order.id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })

    const rows = await refundRows(testApp, order.id)
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'test',
        amountCents: 1800,
        status: 'succeeded',
        idempotencyKey: `order-${order.id}-cancel`,
      }),
    ])
    expect(rows[0]!.providerReference).toMatch(/^test_re_/)

    // One e-mail that says cancelled and refunded, not a second one about the refund.
    const mail = (await mailTo(testApp, 'cancel-refund@example.com')).filter((message) =>
      /cancel|refund/i.test(message.subject),
    )
    expect(mail.map((message) => message.subject)).toEqual([
      `Your Groveside order #${order.id} is cancelled`,
    ])
    expect(mail[0]!.text).toContain(
      `We have refunded $18.00 of your payment for order #${order.id}`,
    )

    const shown = await details(order.id)
    expect(shown).toMatchObject({
      paymentStatus: 'refunded',
      refundedTotal: '18.00',
      refundable: '0.00',
      refunds: [expect.objectContaining({ amount: '18.00', status: 'succeeded' })],
    })
    expect(shown.history.map((entry) => [entry.event, entry.actorEmail, entry.amount])).toEqual(
      expect.arrayContaining([
        ['status-changed', 'staff@groveside.test', undefined],
        ['refunded', 'staff@groveside.test', '18.00'],
      ]),
    )
  })

  it('refunds once when the cancel is sent twice, one after the other or at the same time', async () => {
    const order = await paidOrder(2, 'twice@example.com')
    expect((await cancel(order.id)).statusCode).toBe(200)
    expect((await cancel(order.id)).statusCode).toBe(409)
    expect(await refundRows(testApp, order.id)).toHaveLength(1)

    const raced = await paidOrder(2, 'raced@example.com')
    const answers = await Promise.all([cancel(raced.id), cancel(raced.id)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await refundRows(testApp, raced.id)).toHaveLength(1)
    expect((await orderRow(testApp, raced.id)).paymentStatus).toBe('refunded')
  })

  it('refunds once for the same idempotency key, even at the same time', async () => {
    const order = await paidOrder(4, 'same-key@example.com') // $18.00
    const payload = { amount: '5', idempotencyKey: randomUUID() }
    const first = await refund(order.id, payload)
    expect(first.statusCode, first.body).toBe(200)
    const again = await refund(order.id, payload)
    expect(again.json()).toEqual(first.json())
    const other = { amount: '2.50', idempotencyKey: randomUUID() }
    const both = await Promise.all([refund(order.id, other), refund(order.id, other)])
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(both[0]!.json().refund.id).toBe(both[1]!.json().refund.id)
    expect((await refundRows(testApp, order.id)).map((row) => row.amountCents).sort()).toEqual([
      250, 500,
    ])
    expect((await details(order.id)).refundedTotal).toBe('7.50')
  })

  it('refunds part, then the rest: partially refunded, then refunded; never more than was paid', async () => {
    const revenue = async () =>
      Number(
        (
          await app().inject({
            method: 'GET',
            url: '/api/admin/orders/summary',
            headers: { cookie: staff },
          })
        ).json().paidRevenue,
      )
    const before = await revenue()
    const order = await paidOrder(4, 'partial@example.com') // $18.00
    const part = await refund(order.id, {
      amount: '12.50',
      reason: 'Bruised mangos',
      idempotencyKey: randomUUID(),
    })
    expect(part.statusCode, part.body).toBe(200)
    expect(part.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refund: { amount: '12.50', status: 'succeeded', reason: 'Bruised mangos' },
    })
    const mail = await mailTo(testApp, 'partial@example.com')
    expect(mail.map((message) => message.subject)).toContain(
      `Your Groveside order #${order.id}: $12.50 refunded`,
    )

    const tooMuch = await refund(order.id, { amount: '5.51', idempotencyKey: randomUUID() })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().fields.amount).toContain('5.50')
    const zero = await refund(order.id, { amount: '0', idempotencyKey: randomUUID() })
    expect(zero.statusCode).toBe(400)
    expect(zero.json().fields).toHaveProperty('amount')
    const words = await refund(order.id, { amount: 'lots', idempotencyKey: randomUUID() })
    expect(words.statusCode).toBe(400)
    expect(words.json().fields).toHaveProperty('amount')
    expect((await orderRow(testApp, order.id)).paymentStatus).toBe('partially_refunded')
    // Paid Revenue keeps the order, less its refund.
    expect(Math.round((await revenue()) * 100)).toBe(Math.round(before * 100) + 550)

    const rest = await refund(order.id, { amount: '5.50', idempotencyKey: randomUUID() })
    expect(rest.json()).toMatchObject({ paymentStatus: 'refunded' })
    expect(Math.round((await revenue()) * 100)).toBe(Math.round(before * 100))
    const more = await refund(order.id, { amount: '0.01', idempotencyKey: randomUUID() })
    expect(more.statusCode).toBe(409)
    expect(await refundRows(testApp, order.id)).toHaveLength(2)

    // Cancelling a fully refunded order refunds nothing more.
    expect((await cancel(order.id)).statusCode).toBe(200)
    expect(await refundRows(testApp, order.id)).toHaveLength(2)
  })

  it('cancelling a partly refunded order refunds what is left', async () => {
    const order = await paidOrder(4, 'rest-on-cancel@example.com') // $18.00
    await refund(order.id, { amount: '3', idempotencyKey: randomUUID() })
    expect((await cancel(order.id)).statusCode).toBe(200)
    expect((await refundRows(testApp, order.id)).map((row) => row.amountCents).sort()).toEqual([
      1500, 300,
    ])
    expect((await orderRow(testApp, order.id)).paymentStatus).toBe('refunded')
  })

  it('refuses an unpaid order, a missing key, and anyone but staff, changing nothing', async () => {
    const unpaid = await placeOrder(testApp, 2, 'unpaid-refund@example.com')
    const refused = await refund(unpaid.id, { amount: '1', idempotencyKey: randomUUID() })
    expect(refused.statusCode).toBe(409)
    const noKey = await refund(unpaid.id, { amount: '1' })
    expect(noKey.statusCode).toBe(400)
    expect(noKey.json().fields).toHaveProperty('idempotencyKey')
    expect((await refund(999999, { amount: '1', idempotencyKey: randomUUID() })).statusCode).toBe(
      404,
    )

    const order = await paidOrder(2, 'not-staff@example.com')
    const customer = await signInAsCustomer(app(), 'not-staff@example.com')
    const payload = { amount: '1', idempotencyKey: randomUUID() }
    expect((await refund(order.id, payload, null)).statusCode).toBe(401)
    expect((await refund(order.id, payload, customer)).statusCode).toBe(403)
    expect((await cancel(order.id, customer)).statusCode).toBe(403)
    expect(await refundRows(testApp, order.id)).toHaveLength(0)
    expect(await orderRow(testApp, order.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    })
  })
})

describe('refunds through Stripe', () => {
  const webhookSecret = 'whsec_groveside_refunds'
  let standIn: StripeStandIn
  let testApp: TestApp
  let staff: string
  beforeAll(async () => {
    standIn = await startStripeStandIn()
    testApp = await buildTestApp({
      config: {
        stripe: {
          secretKey: 'sk_test_standin',
          publishableKey: 'pk_test_standin',
          webhookSecret,
          apiBase: standIn.url,
        },
      },
    })
    staff = await signInAsStaff(testApp.app, 'staff')
  })
  afterAll(async () => {
    await testApp.close()
    await standIn.close()
  })
  const app = () => testApp.app
  const signer = createStripeClient({ secretKey: 'sk_test_standin' })
  const webhook = async (event: object) => {
    const payload = JSON.stringify(event)
    return app().inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': (await signer).webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
      payload,
    })
  }

  /** A $18.00 order paid through Stripe; answers its id and payment intent. */
  async function paidStripeOrder(email: string) {
    const { id } = await placeOrder(testApp, 4, email)
    const paid = await webhook({
      id: `evt_paid_${id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: `pi_x_${id}`, object: 'payment_intent', metadata: { orderId: `${id}` } },
      },
    })
    expect(paid.statusCode).toBe(200)
    const [payment] = await app().db.select().from(payments).where(eq(payments.orderId, id))
    return { id, intent: payment!.providerReference! }
  }
  const refundRequests = (intent: string) =>
    standIn.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intent,
    )

  it('cancelling refunds through Stripe with the order’s key; the charge.refunded webhook and its replay change nothing', async () => {
    const order = await paidStripeOrder('stripe-refund@example.com')
    const cancelled = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: staff },
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().paymentStatus).toBe('refunded')
    const sent = refundRequests(order.intent)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.form.get('amount')).toBe('1800')
    expect(sent[0]!.idempotencyKey).toBe(`groveside-refund-order-${order.id}-cancel`)
    const [row] = await refundRows(testApp, order.id)
    expect(row).toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: 1800 })
    expect(row!.providerReference).toMatch(/^re_standin_/)

    const mailBefore = (await mailTo(testApp, 'stripe-refund@example.com')).length
    const event = standIn.chargeRefundedEvent(order.intent, `evt_refunded_${order.id}`)
    expect((await webhook(event)).json()).toEqual({ received: true, duplicate: false })
    expect((await webhook(event)).json()).toEqual({ received: true, duplicate: true })
    // Stripe may also send the same news as a new event: still nothing new.
    await webhook({ ...event, id: `evt_refunded_again_${order.id}` })
    expect(await refundRows(testApp, order.id)).toHaveLength(1)
    expect((await orderRow(testApp, order.id)).paymentStatus).toBe('refunded')
    expect((await mailTo(testApp, 'stripe-refund@example.com')).length).toBe(mailBefore)
  })

  it('records a refund made in the Stripe dashboard once, however often it is reported', async () => {
    const order = await paidStripeOrder('dashboard-refund@example.com')
    const stripe = await createStripeClient({ secretKey: 'sk_test_standin', apiBase: standIn.url })
    await stripe.refunds.create({ payment_intent: order.intent, amount: 600 })
    const event = standIn.chargeRefundedEvent(order.intent, `evt_dashboard_${order.id}`)
    await webhook(event)
    await webhook(event)
    await webhook({ ...event, id: `evt_dashboard_again_${order.id}` })
    const rows = await refundRows(testApp, order.id)
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 600, status: 'succeeded', provider: 'stripe' }),
    ])
    expect((await orderRow(testApp, order.id)).paymentStatus).toBe('partially_refunded')
    const mail = await mailTo(testApp, 'dashboard-refund@example.com')
    expect(
      mail.filter(
        (message) => message.subject === `Your Groveside order #${order.id}: $6.00 refunded`,
      ),
    ).toHaveLength(1)
  })

  it('leaves a refund Stripe answers as pending pending, until charge.refunded says it went through', async () => {
    const order = await paidStripeOrder('slow-refund@example.com')
    standIn.refundStatus = 'pending'
    try {
      const answer = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { cookie: staff },
        payload: { amount: '18.00', idempotencyKey: randomUUID() },
      })
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toMatchObject({ paymentStatus: 'paid', refund: { status: 'pending' } })
    } finally {
      standIn.refundStatus = 'succeeded'
    }
    // Pending money counts as promised: no second refund of it meanwhile.
    const more = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: staff },
      payload: { amount: '1.00', idempotencyKey: randomUUID() },
    })
    expect(more.statusCode).toBe(400)

    standIn.settleRefunds(order.intent)
    const event = standIn.chargeRefundedEvent(order.intent, `evt_settled_${order.id}`)
    await webhook(event)
    await webhook({ ...event, id: `evt_settled_again_${order.id}` })
    expect(await refundRows(testApp, order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 1800 }),
    ])
    expect((await orderRow(testApp, order.id)).paymentStatus).toBe('refunded')
    const mail = await mailTo(testApp, 'slow-refund@example.com')
    expect(mail.filter((message) => message.subject.endsWith('$18.00 refunded'))).toHaveLength(1)
  })

  it('answers 502 when Stripe refuses, marks the refund failed and keeps the payment status', async () => {
    const order = await paidStripeOrder('stripe-refused@example.com')
    standIn.refundFailure = 'This charge has been disputed.'
    try {
      const answer = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { cookie: staff },
        payload: { amount: '4.00', idempotencyKey: randomUUID() },
      })
      expect(answer.statusCode).toBe(502)
      expect(answer.json().message).toContain('This charge has been disputed.')
    } finally {
      standIn.refundFailure = null
    }
    expect(await refundRows(testApp, order.id)).toEqual([
      expect.objectContaining({ status: 'failed', amountCents: 400 }),
    ])
    expect((await orderRow(testApp, order.id)).paymentStatus).toBe('paid')

    const retried = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: staff },
      payload: { amount: '18.00', idempotencyKey: randomUUID() },
    })
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().paymentStatus).toBe('refunded')
  })
})
