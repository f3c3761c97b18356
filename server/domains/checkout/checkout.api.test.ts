import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cartItems } from '#server/db/schema/cart'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders } from '#server/db/schema/orders'
import { payments } from '#server/db/schema/payments'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  productNamed,
  validOrder,
  visitorWithCart,
  lapseReservation,
} from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { orderDepsOf } from '#server/domains/orders/order-deps'
import { releaseLapsedReservations } from '#server/domains/orders/reservation-release'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const post = (url: string, cookie: string, payload: unknown) =>
  app().inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload: payload as object,
    remoteAddress: nextTestAddress(),
  })

async function mangoCart(pounds = 4) {
  const mangos = await productNamed(app(), 'Haden Mangos') // $4.50 / lb, stock not tracked
  return visitorWithCart(app(), [{ productId: mangos.id, quantity: pounds }])
}

describe('shipping options', () => {
  it('lists the five methods in sort order with server prices', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/shipping-options' })
    expect(response.statusCode).toBe(200)
    const options = response.json() as { id: string; cost: string }[]
    expect(options.map((option) => option.id)).toEqual([
      'farm_pickup',
      'local_delivery',
      'express_shipping',
      'standard_shipping',
      'refrigerated_shipping',
    ])
    expect(options.map((option) => option.cost)).toEqual([
      '0.00',
      '10.00',
      '25.00',
      '15.00',
      '35.00',
    ])
  })
})

describe('POST /api/orders', () => {
  it.each([
    ['farm_pickup', 'FL', '34957', 'Haden Mangos', 1800, 0],
    ['local_delivery', 'FL', '34957', 'Haden Mangos', 1800, 1000],
    ['local_delivery', 'FL', '34957', 'Haden Mangos', 2700, 0],
    ['express_shipping', 'NY', '10001', 'Wildflower Honey', 1400, 2500],
    ['standard_shipping', 'NY', '10001', 'Wildflower Honey', 1400, 1500],
    ['refrigerated_shipping', 'NY', '10001', 'Haden Mangos', 1800, 3500],
  ])(
    'prices %s to %s %s on a cart of %s for %s cents',
    async (method, state, zipCode, product, subtotalCents, shippingCents) => {
      const chosen = await productNamed(app(), product)
      const { cookie } = await visitorWithCart(app(), [
        { productId: chosen.id, quantity: subtotalCents / chosen.priceCents },
      ])
      const response = await post(
        '/api/orders',
        cookie,
        validOrder({
          shippingMethod: method,
          shippingAddress: { ...validOrder().shippingAddress, state, zipCode },
        }),
      )
      expect(response.statusCode, response.body).toBe(201)
      const { id, payment } = response.json() as {
        id: number
        payment: { amount: string; provider: string }
      }
      const [order] = await app().db.select().from(orders).where(eq(orders.id, id))
      expect(order).toMatchObject({
        subtotalCents,
        shippingCostCents: shippingCents,
        totalAmountCents: subtotalCents + shippingCents,
        status: 'pending',
        paymentStatus: 'unpaid',
      })
      expect(payment.provider).toBe('test')
      expect(payment.amount).toBe(((subtotalCents + shippingCents) / 100).toFixed(2))
    },
  )

  it('refuses local delivery outside the delivery ZIP codes, naming the field', async () => {
    const { cookie } = await mangoCart()
    const response = await post(
      '/api/orders',
      cookie,
      validOrder({
        shippingMethod: 'local_delivery',
        shippingAddress: { ...validOrder().shippingAddress, state: 'NY', zipCode: '10001' },
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('shippingMethod')
  })

  it('ignores prices, totals and items sent by the client', async () => {
    const { cookie } = await mangoCart(2)
    const response = await post('/api/orders', cookie, {
      ...validOrder({ shippingMethod: 'farm_pickup' }),
      subtotal: 0.01,
      totalAmount: 0.01,
      shippingCost: 0,
      items: [{ productId: 1, quantity: 100, pricePerUnit: 0.01, totalPrice: 1 }],
    })
    expect(response.statusCode).toBe(201)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, response.json().id))
    expect(order!.totalAmountCents).toBe(900)
    const lines = await app().db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ quantity: 2, pricePerUnitCents: 450, totalPriceCents: 900 })
  })

  it('makes one order and one payment for a double submit with one key', async () => {
    const { cookie } = await mangoCart()
    const body = validOrder()
    const [first, second] = await Promise.all([
      post('/api/orders', cookie, body),
      post('/api/orders', cookie, body),
    ])
    const third = await post('/api/orders', cookie, body)
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201])
    expect(second.json().id).toBe(first.json().id)
    expect(third.json()).toEqual(first.json())
    expect(await app().db.select().from(orders).where(eq(orders.id, first.json().id))).toHaveLength(
      1,
    )
    expect(
      await app().db.select().from(payments).where(eq(payments.orderId, first.json().id)),
    ).toHaveLength(1)
  })

  it("refuses another visitor's idempotency key", async () => {
    const { cookie } = await mangoCart()
    const body = validOrder()
    expect((await post('/api/orders', cookie, body)).statusCode).toBe(201)
    const other = await mangoCart()
    const response = await post('/api/orders', other.cookie, body)
    expect(response.statusCode).toBe(409)
  })

  it('answers 409 naming an out-of-stock item and changes nothing', async () => {
    const kent = await productNamed(app(), 'Kent Mangos') // out of stock in the demo farm
    const haden = await productNamed(app(), 'Haden Mangos')
    const { cookie } = await visitorWithCart(app(), [
      { productId: haden.id, quantity: 1 },
      { productId: kent.id, quantity: 1 },
    ])
    const before = (await app().db.select().from(orders)).length
    const response = await post('/api/orders', cookie, validOrder())
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toContain('Kent Mangos')
    expect(response.json().fields).toHaveProperty(`items.${kent.id}`)
    expect((await app().db.select().from(orders)).length).toBe(before)
  })

  it('answers 409 when tracked stock is short, keeping the stock', async () => {
    const honeycomb = await productNamed(app(), 'Raw Honeycomb')
    const { cookie } = await visitorWithCart(app(), [
      { productId: honeycomb.id, quantity: honeycomb.stockQuantity! + 1 },
    ])
    const response = await post('/api/orders', cookie, validOrder())
    expect(response.statusCode).toBe(409)
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(honeycomb.stockQuantity)
  })

  it('answers 400 naming each bad field', async () => {
    const { cookie } = await mangoCart()
    const response = await post(
      '/api/orders',
      cookie,
      validOrder({
        customerEmail: 'nope',
        customerPhone: '123',
        shippingAddress: { street: '1', city: 'X', state: 'ZZ', zipCode: '1' },
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual(
      [
        'customerEmail',
        'customerPhone',
        'shippingAddress.city',
        'shippingAddress.state',
        'shippingAddress.street',
        'shippingAddress.zipCode',
      ].sort(),
    )
  })

  it('answers 400 for an empty cart', async () => {
    const { cookie, visitorId } = await mangoCart()
    await app().db.delete(cartItems).where(eq(cartItems.sessionId, visitorId))
    const response = await post('/api/orders', cookie, validOrder())
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Your cart is empty')
  })
})

describe('test-mode payment', () => {
  it('confirms with 4242…: order confirmed and paid, stock kept, cart emptied, receipt and farm e-mail sent', async () => {
    const honeycomb = await productNamed(app(), 'Raw Honeycomb')
    const { cookie, visitorId } = await visitorWithCart(app(), [
      { productId: honeycomb.id, quantity: 2 },
    ])
    const placed = await post(
      '/api/orders',
      cookie,
      validOrder({ customerEmail: 'receipt@example.com', shippingMethod: 'standard_shipping' }),
    )
    const orderId = placed.json().id as number
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 2,
    )

    const paid = await post('/api/payments/test-mode/confirm', cookie, {
      orderId,
      cardNumber: '4242 4242 4242 4242',
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().status).toBe('succeeded')
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 2,
    )
    expect(
      await app().db.select().from(cartItems).where(eq(cartItems.sessionId, visitorId)),
    ).toHaveLength(0)

    await app().jobs.runDueJobs()
    const mail = await app().db.select().from(emailOutbox)
    const receipt = mail.find((message) => message.toAddress === 'receipt@example.com')
    expect(receipt?.subject).toBe(`Your Groveside order #${orderId}`)
    expect(receipt?.text).toContain('Total paid: $51.00')
    expect(
      mail.some(
        (message) =>
          message.toAddress === 'hello@groveside.farm' &&
          message.subject.startsWith(`New order #${orderId}`),
      ),
    ).toBe(true)

    // Paying twice changes nothing and sends nothing more.
    const again = await post('/api/payments/test-mode/confirm', cookie, {
      orderId,
      cardNumber: '4242424242424242',
    })
    expect(again.statusCode).toBe(200)
    await app().jobs.runDueJobs()
    expect((await app().db.select().from(emailOutbox)).length).toBe(mail.length)
  })

  it('declines 4000 0000 0000 0002 and keeps the order open: a second card pays the same order, taking stock once', async () => {
    const honeycomb = await productNamed(app(), 'Raw Honeycomb')
    const { cookie, visitorId } = await visitorWithCart(app(), [
      { productId: honeycomb.id, quantity: 1 },
    ])
    const orderId = (await post('/api/orders', cookie, validOrder())).json().id as number
    const declined = await post('/api/payments/test-mode/confirm', cookie, {
      orderId,
      cardNumber: '4000 0000 0000 0002',
    })
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    })
    expect(
      await app().db.select().from(cartItems).where(eq(cartItems.sessionId, visitorId)),
    ).toHaveLength(1)
    const [open] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(open).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      stockReleasedAt: null,
    })
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 1,
    )

    const paid = await post('/api/payments/test-mode/confirm', cookie, {
      orderId,
      cardNumber: '4242 4242 4242 4242',
    })
    expect(paid.statusCode).toBe(200)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    const [payment] = await app().db.select().from(payments).where(eq(payments.orderId, orderId))
    expect(payment!.status).toBe('succeeded')
    expect(
      await app().db.select().from(orders).where(eq(orders.sessionId, visitorId)),
    ).toHaveLength(1)
    expect((await productNamed(app(), 'Raw Honeycomb')).stockQuantity).toBe(
      honeycomb.stockQuantity! - 1,
    )
  })

  it('cancels a declined order when its reservation lapses, giving the stock back; a later card is refused', async () => {
    const blackberries = await productNamed(app(), 'Fresh Blackberries')
    const { cookie } = await visitorWithCart(app(), [{ productId: blackberries.id, quantity: 2 }])
    const orderId = (await post('/api/orders', cookie, validOrder())).json().id as number
    const declined = await post('/api/payments/test-mode/confirm', cookie, {
      orderId,
      cardNumber: '4000000000000002',
    })
    expect(declined.statusCode).toBe(402)

    expect(await lapseReservation(app(), orderId)).toBeGreaterThanOrEqual(1)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' })
    expect((await productNamed(app(), 'Fresh Blackberries')).stockQuantity).toBe(
      blackberries.stockQuantity,
    )

    const late = await post('/api/payments/test-mode/confirm', cookie, {
      orderId,
      cardNumber: '4242424242424242',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('ORDER_CANCELLED')
    const [after] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' })
  })

  it("refuses to confirm another visitor's order", async () => {
    const { cookie } = await mangoCart()
    const orderId = (await post('/api/orders', cookie, validOrder())).json().id as number
    const stranger = await mangoCart()
    const response = await post('/api/payments/test-mode/confirm', stranger.cookie, {
      orderId,
      cardNumber: '4242424242424242',
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('reading an order', () => {
  it('shows the order to its buyer and 404 to anyone else', async () => {
    const { cookie } = await mangoCart()
    const orderId = (await post('/api/orders', cookie, validOrder())).json().id as number
    const mine = await app().inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie },
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({
      id: orderId,
      subtotal: '18.00',
      shippingCost: '35.00',
      totalAmount: '53.00',
    })
    expect(mine.json().items).toHaveLength(1)

    const stranger = await mangoCart()
    expect(
      (
        await app().inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404)
    expect((await app().inject({ method: 'GET', url: `/api/orders/${orderId}` })).statusCode).toBe(
      404,
    )
    const customer = await signInAsCustomer(app(), 'someone-else@example.com')
    expect(
      (
        await app().inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: { cookie: customer },
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('stock reservations', () => {
  it('releases the stock of an order unpaid for 30 minutes, once', async () => {
    const blackberries = await productNamed(app(), 'Fresh Blackberries')
    const { cookie } = await visitorWithCart(app(), [{ productId: blackberries.id, quantity: 3 }])
    const orderId = (await post('/api/orders', cookie, validOrder())).json().id as number
    expect((await productNamed(app(), 'Fresh Blackberries')).stockQuantity).toBe(
      blackberries.stockQuantity! - 3,
    )

    expect(await lapseReservation(app(), orderId)).toBeGreaterThanOrEqual(1)
    await releaseLapsedReservations(orderDepsOf(app()))
    expect((await productNamed(app(), 'Fresh Blackberries')).stockQuantity).toBe(
      blackberries.stockQuantity,
    )
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('cancelled')
  })

  it('marks a product out of stock when its last unit is reserved', async () => {
    const [jar] = await app()
      .db.insert(products)
      .values({
        name: 'Last Jar of Orange Blossom',
        priceCents: 1200,
        category: 'honey',
        stockQuantity: 1,
      })
      .returning()
    const { cookie } = await visitorWithCart(app(), [{ productId: jar!.id, quantity: 1 }])
    expect((await post('/api/orders', cookie, validOrder())).statusCode).toBe(201)
    const [after] = await app().db.select().from(products).where(eq(products.id, jar!.id))
    expect(after).toMatchObject({ stockQuantity: 0, inStock: false })
  })
})

describe('staff order handling', () => {
  it('allows the forward steps and cancel-before-shipping only, audited and e-mailed', async () => {
    const staff = await signInAsStaff(app(), 'staff')
    const { cookie } = await mangoCart()
    const orderId = (
      await post('/api/orders', cookie, validOrder({ customerEmail: 'steps@example.com' }))
    ).json().id as number
    const patch = (status: string, shipment: object = {}) =>
      app().inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}`,
        headers: { cookie: staff },
        payload: { status, ...shipment },
      })
    const shipment = { carrier: 'fedex', trackingNumber: '7712 3456 7890' }

    expect((await patch('shipped', shipment)).statusCode).toBe(409)
    for (const status of ['confirmed', 'processing'])
      expect((await patch(status)).statusCode).toBe(200)
    // Shipped needs the carrier and the tracking number (decision 0042).
    const bare = await patch('shipped')
    expect(bare.statusCode).toBe(400)
    expect(bare.json().fields).toEqual({
      carrier: 'Carrier is required',
      trackingNumber: 'Tracking number is required',
    })
    const shipped = await patch('shipped', shipment)
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().tracking).toEqual({
      carrier: 'fedex',
      carrierName: 'FedEx',
      trackingNumber: '771234567890',
      url: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
    })
    expect((await patch('cancelled')).statusCode).toBe(409)
    expect((await patch('delivered')).json().status).toBe('delivered')

    const list = await app().inject({
      method: 'GET',
      url: '/api/admin/orders/search?status=delivered',
      headers: { cookie: staff },
    })
    expect(
      (list.json() as { orders: { id: number }[] }).orders.some((order) => order.id === orderId),
    ).toBe(true)

    await app().jobs.runDueJobs()
    const mail = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'steps@example.com'))
    expect(mail.map((message) => message.subject)).toEqual(
      expect.arrayContaining([
        `Your Groveside Farm order #${orderId} has shipped`,
        `Your Groveside order #${orderId} is delivered`,
      ]),
    )
    const shippedMail = mail.find((message) => message.subject.endsWith('has shipped'))!
    expect(shippedMail.text).toContain('Carrier:  FedEx')
    expect(shippedMail.text).toContain('Tracking: 771234567890')
    expect(shippedMail.text).toContain(
      'Track it: https://www.fedex.com/fedextrack/?trknbr=771234567890',
    )
    const owner = await signInAsStaff(app(), 'owner')
    const audit = (
      await app().inject({
        method: 'GET',
        url: '/api/admin/audit?action=order.status&pageSize=100',
        headers: { cookie: owner },
      })
    ).json().items as {
      action: string
      targetId: string
      before: { status: string }
      actorEmail: string
    }[]
    const entries = audit.filter(
      (entry) => entry.action === 'order.status' && entry.targetId === String(orderId),
    )
    expect(entries).toHaveLength(4)
    expect(entries.map((entry) => entry.before.status).sort()).toEqual([
      'confirmed',
      'pending',
      'processing',
      'shipped',
    ])
    expect(entries[0]!.actorEmail).toBe('staff@groveside.test')
  })

  it('releases stock when staff cancel an order', async () => {
    const staff = await signInAsStaff(app(), 'staff')
    const blackberries = await productNamed(app(), 'Fresh Blackberries')
    const { cookie } = await visitorWithCart(app(), [{ productId: blackberries.id, quantity: 2 }])
    const orderId = (await post('/api/orders', cookie, validOrder())).json().id as number
    const cancelled = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: staff },
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode).toBe(200)
    expect((await productNamed(app(), 'Fresh Blackberries')).stockQuantity).toBe(
      blackberries.stockQuantity,
    )
  })
})
