import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cartItems } from '#server/db/schema/cart'
import { orderItems, orders } from '#server/db/schema/orders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in'

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
const generate = (url: string) => app().inject({ method: 'GET', url, headers: { cookie: staff } })
const portal = (payload: object, cookie?: string) =>
  app().inject({
    method: 'POST',
    url: '/api/qr-payment',
    payload: { idempotencyKey: randomUUID(), ...payload },
    headers: cookie ? { cookie } : {},
    remoteAddress: nextTestAddress(),
  })

describe('QR generator (staff)', () => {
  it('makes a signed QR for a custom amount', async () => {
    const response = await generate('/api/generate-qr?amount=12.5&description=Eggs%20and%20greens')
    expect(response.statusCode).toBe(200)
    const { qrCode, url, description } = response.json() as {
      qrCode: string
      url: string
      description: string
    }
    expect(qrCode).toMatch(/^data:image\/png;base64,/)
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG')
    expect(description).toBe('Eggs and greens')
    const link = new URL(url)
    expect(link.pathname).toBe('/qr-payment')
    expect(link.searchParams.get('amount')).toBe('12.50')
    expect(link.searchParams.get('sig')).toMatch(/^[a-f0-9]{64}$/)

    const verify = (amount: string) =>
      app().inject({
        method: 'GET',
        url: `/api/qr-payment/verify?${new URLSearchParams({ amount, description, sig: link.searchParams.get('sig')! })}`,
      })
    expect((await verify('12.50')).json().valid).toBe(true)
    expect((await verify('1.25')).json().valid).toBe(false)
  })

  it("answers 400 'Please provide either amount or description' when both are missing", async () => {
    const response = await generate('/api/generate-qr')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Please provide either amount or description')
  })

  it('makes a QR that opens the portal with a product', async () => {
    const honey = await productNamed(app(), 'Wildflower Honey')
    const response = await generate(`/api/generate-qr/${honey.id}`)
    expect(response.json().url).toBe(`http://localhost:5000/qr-payment?product=${honey.id}`)
    expect(response.json().description).toContain('Wildflower Honey')
    expect((await generate('/api/generate-qr/999999')).statusCode).toBe(404)
  })
})

describe('payment portal', () => {
  it('prices on the server, ignoring client prices, and answers the test-mode payment page', async () => {
    const honey = await productNamed(app(), 'Wildflower Honey') // $14.00
    const mangos = await productNamed(app(), 'Haden Mangos') // $4.50
    const response = await portal({
      customerName: 'Dana Reyes',
      customerEmail: 'dana@example.com',
      items: [
        { productId: honey.id, quantity: 1, price: 0.01 },
        { productId: mangos.id, quantity: 2, price: 0.01 },
      ],
      total: 0.03,
      paymentMethod: 'qr_portal',
    })
    expect(response.statusCode, response.body).toBe(201)
    const { orderId, total, checkoutUrl } = response.json()
    expect(total).toBe('23.00')
    expect(checkoutUrl).toBe(`http://localhost:5000/pay/${orderId}`)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({
      totalAmountCents: 2300,
      shippingMethod: 'farm_stand',
      status: 'pending',
    })
  })

  it('accepts a genuine custom amount and refuses a tampered one', async () => {
    const link = new URL(
      (await generate('/api/generate-qr?amount=30&description=Tour%20for%20two')).json().url,
    )
    const customPayment = {
      amount: link.searchParams.get('amount'),
      description: link.searchParams.get('description'),
      sig: link.searchParams.get('sig'),
    }
    const genuine = await portal({
      customerName: 'Lee',
      customerEmail: 'lee@example.com',
      customPayment,
    })
    expect(genuine.statusCode).toBe(201)
    const lines = await app()
      .db.select()
      .from(orderItems)
      .where(eq(orderItems.orderId, genuine.json().orderId))
    expect(lines).toMatchObject([
      { productId: null, productName: 'Tour for two', totalPriceCents: 3000 },
    ])

    const tampered = await portal({
      customerName: 'Lee',
      customerEmail: 'lee@example.com',
      customPayment: { ...customPayment, amount: '0.30' },
    })
    expect(tampered.statusCode).toBe(400)
  })

  it('refuses missing details, an empty order and out-of-stock products', async () => {
    const kent = await productNamed(app(), 'Kent Mangos')
    expect((await portal({ customerName: '', customerEmail: 'x', items: [] })).statusCode).toBe(400)
    const empty = await portal({ customerName: 'A', customerEmail: 'a@example.com', items: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('Please add items to your cart')
    const soldOut = await portal({
      customerName: 'A',
      customerEmail: 'a@example.com',
      items: [{ productId: kent.id, quantity: 1 }],
    })
    expect(soldOut.statusCode).toBe(409)
  })

  it("is paid through the test-mode page by the same visitor, leaving the visitor's online cart alone", async () => {
    const honey = await productNamed(app(), 'Wildflower Honey')
    const { cookie, visitorId } = await visitorWithCart(app(), [
      { productId: honey.id, quantity: 3 },
    ])
    const placed = await portal(
      {
        customerName: 'Sam',
        customerEmail: 'sam@example.com',
        items: [{ productId: honey.id, quantity: 1 }],
      },
      cookie,
    )
    const paid = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId: placed.json().orderId, cardNumber: '4242424242424242' },
    })
    expect(paid.statusCode).toBe(200)
    expect(
      await app().db.select().from(cartItems).where(eq(cartItems.sessionId, visitorId)),
    ).toHaveLength(1)
  })
})

describe('payment portal with Stripe', () => {
  let standIn: StripeStandIn
  let stripeApp: TestApp
  beforeAll(async () => {
    standIn = await startStripeStandIn()
    stripeApp = await buildTestApp({
      config: {
        stripe: {
          secretKey: 'sk_test_standin',
          publishableKey: 'pk_test_standin',
          webhookSecret: 'whsec_x',
          apiBase: standIn.url,
        },
      },
    })
  })
  afterAll(async () => {
    await stripeApp.close()
    await standIn.close()
  })

  it("answers a Stripe Checkout Session for the server's total", async () => {
    const honey = await productNamed(stripeApp.app, 'Wildflower Honey')
    const response = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/qr-payment',
      payload: {
        customerName: 'Kim',
        customerEmail: 'kim@example.com',
        items: [{ productId: honey.id, quantity: 2 }],
        idempotencyKey: randomUUID(),
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().checkoutUrl).toMatch(
      /^https:\/\/checkout\.stripe\.test\/pay\/cs_standin_/,
    )
    const session = standIn.requests.find((request) => request.path === '/v1/checkout/sessions')
    expect(session?.form.get('line_items[0][price_data][unit_amount]')).toBe('2800')
    expect(session?.form.get('metadata[orderId]')).toBe(String(response.json().orderId))
  })
})
