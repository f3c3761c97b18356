import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders } from '#server/db/schema/orders'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  productNamed,
  validOrder,
  visitorWithCart,
  lapseReservation,
} from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in'
import { createStripeClient } from '#server/providers/payments/stripe-provider'

const webhookSecret = 'whsec_groveside_test'
let standIn: StripeStandIn
let testApp: TestApp
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
})
afterAll(async () => {
  await testApp.close()
  await standIn.close()
})

const app = () => testApp.app
const signer = await createStripeClient({ secretKey: 'sk_test_standin' })

function webhook(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event)
  return app().inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  })
}

const intentEvent = (id: string, type: string, orderId: number) => ({
  id,
  object: 'event',
  type,
  data: {
    object: {
      id: `pi_for_${orderId}`,
      object: 'payment_intent',
      metadata: { orderId: String(orderId) },
    },
  },
})

async function placeStripeOrder() {
  const honey = await productNamed(app(), 'Wildflower Honey') // $14.00
  const { cookie } = await visitorWithCart(app(), [{ productId: honey.id, quantity: 2 }])
  const body = validOrder({
    shippingMethod: 'express_shipping',
    customerEmail: 'stripe-buyer@example.com',
  })
  const response = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: body,
    remoteAddress: nextTestAddress(),
  })
  return { cookie, body, response }
}

describe('Stripe payments', () => {
  it('serves the publishable key', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/payments/config' })
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' })
  })

  it("creates one PaymentIntent for the server's total, and the same one on a retry", async () => {
    const { cookie, body, response } = await placeStripeOrder()
    expect(response.statusCode, response.body).toBe(201)
    const { id, payment } = response.json() as {
      id: number
      payment: { clientSecret: string; amount: string }
    }
    expect(payment.amount).toBe('53.00')
    expect(payment.clientSecret).toMatch(/^pi_standin_\d+_secret_/)

    const created = standIn.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    )
    const mine = created.find((request) => request.form.get('metadata[orderId]') === String(id))
    expect(mine?.form.get('amount')).toBe('5300')
    expect(mine?.form.get('currency')).toBe('usd')
    expect(mine?.idempotencyKey).toBe(`groveside-order-${id}`)

    const retry = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: body,
      remoteAddress: nextTestAddress(),
    })
    expect(retry.json()).toEqual(response.json())
  })

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { response } = await placeStripeOrder()
    const orderId = response.json().id as number
    const forged = await webhook(
      intentEvent('evt_forged', 'payment_intent.succeeded', orderId),
      'whsec_wrong',
    )
    expect(forged.statusCode).toBe(400)
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(intentEvent('evt_unsigned', 'payment_intent.succeeded', orderId)),
    })
    expect(unsigned.statusCode).toBe(400)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.paymentStatus).toBe('unpaid')
  })

  it('takes payment success from the webhook, and a replayed event changes nothing', async () => {
    const { response } = await placeStripeOrder()
    const orderId = response.json().id as number
    const event = intentEvent(`evt_paid_${orderId}`, 'payment_intent.succeeded', orderId)

    const first = await webhook(event)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true, duplicate: false })
    const [paid] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    await app().jobs.runDueJobs()
    const mailCount = (await app().db.select().from(emailOutbox)).length

    // Staff move it on; a replay of the old event must not drag it back or mail again.
    await app().db.update(orders).set({ status: 'processing' }).where(eq(orders.id, orderId))
    const replay = await webhook(event)
    expect(replay.json()).toEqual({ received: true, duplicate: true })
    await app().jobs.runDueJobs()
    expect((await app().db.select().from(emailOutbox)).length).toBe(mailCount)
    const [after] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(after!.status).toBe('processing')
  })

  it('keeps the order and its stock on payment failure; a later success confirms it once', async () => {
    const honeycomb = await productNamed(app(), 'Raw Honeycomb')
    const { cookie } = await visitorWithCart(app(), [{ productId: honeycomb.id, quantity: 1 }])
    const placed = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder(),
      remoteAddress: nextTestAddress(),
    })
    const orderId = placed.json().id as number
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 1,
    )
    await webhook(intentEvent(`evt_failed_${orderId}`, 'payment_intent.payment_failed', orderId))
    const [open] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(open).toMatchObject({ status: 'pending', paymentStatus: 'failed' })
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 1,
    )

    // The buyer tries another card on the same PaymentIntent; Stripe reports success twice.
    await webhook(intentEvent(`evt_paid_${orderId}`, 'payment_intent.succeeded', orderId))
    await webhook(intentEvent(`evt_paid_again_${orderId}`, 'payment_intent.succeeded', orderId))
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 1,
    )
    await app().jobs.runDueJobs()
    const receipts = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Groveside order #${orderId}`))
    expect(receipts).toHaveLength(1)
  })

  it('does not confirm an order paid after it was cancelled: it stays cancelled and is refunded', async () => {
    const { response } = await placeStripeOrder()
    const orderId = response.json().id as number
    await lapseReservation(app(), orderId)

    const paid = await webhook(
      intentEvent(`evt_late_${orderId}`, 'payment_intent.succeeded', orderId),
    )
    expect(paid.statusCode).toBe(200)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(order!.stockReleasedAt).not.toBeNull()
    const refunded = standIn.requests.filter(
      (request) => request.idempotencyKey === `groveside-refund-order-${orderId}-paid-after-cancel`,
    )
    expect(refunded.map((request) => request.form.get('amount'))).toEqual(['5300'])
    await app().jobs.runDueJobs()
    const mail = await app().db.select().from(emailOutbox)
    expect(
      mail
        .filter(
          (message) =>
            message.toAddress === 'stripe-buyer@example.com' &&
            message.subject.startsWith(`Your Groveside order #${orderId}`),
        )
        .map((message) => message.subject)
        .sort(),
    ).toEqual([
      `Your Groveside order #${orderId}: $53.00 refunded`,
      `Your Groveside order #${orderId}: your payment will be refunded`,
    ])
    expect(
      mail.some((message) => message.subject.startsWith(`Refund needed: order #${orderId} `)),
    ).toBe(false)
  })

  it('asks the farm to refund a late payment by hand when Stripe refuses the refund', async () => {
    const { response } = await placeStripeOrder()
    const orderId = response.json().id as number
    await lapseReservation(app(), orderId)
    standIn.refundFailure = 'This charge has been disputed.'
    try {
      const paid = await webhook(
        intentEvent(`evt_late_refused_${orderId}`, 'payment_intent.succeeded', orderId),
      )
      expect(paid.statusCode).toBe(200)
    } finally {
      standIn.refundFailure = null
    }
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' })
    await app().jobs.runDueJobs()
    const mail = await app().db.select().from(emailOutbox)
    expect(
      mail.some((message) => message.subject.startsWith(`Refund needed: order #${orderId} `)),
    ).toBe(true)
  })

  it('turns the test-mode card form off', async () => {
    const { cookie, response } = await placeStripeOrder()
    const confirm = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId: response.json().id, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(confirm.statusCode).toBe(404)
  })
})
