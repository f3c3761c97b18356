import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { products } from '#server/db/schema/catalog'
import { orders } from '#server/db/schema/orders'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'

// Proves the no-oversell rule on real PostgreSQL (CI runs the API suite with TEST_DATABASE_URL);
// on the embedded PGlite (one connection) the same requests simply run one after another.
let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

describe('50 simultaneous orders for 5 in stock', () => {
  it('makes exactly 5 orders, answers 409 to the other 45, and paying the 5 leaves stock 0', async () => {
    const app = testApp.app
    const [honey] = await app.db
      .insert(products)
      .values({ name: 'Race Day Honey', priceCents: 1500, category: 'honey', stockQuantity: 5 })
      .returning()
    const buyers: { cookie: string; visitorId: string }[] = []
    for (let n = 0; n < 50; n += 1)
      buyers.push(await visitorWithCart(app, [{ productId: honey!.id, quantity: 1 }]))

    const answers = await Promise.all(
      buyers.map((buyer) =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: buyer.cookie },
          payload: validOrder({ shippingMethod: 'farm_pickup' }),
          remoteAddress: nextTestAddress(),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(45)

    const [afterOrders] = await app.db.select().from(products).where(eq(products.id, honey!.id))
    expect(afterOrders).toMatchObject({ stockQuantity: 0, inStock: false })

    const winners = answers
      .map((answer, index) => ({ answer, buyer: buyers[index]! }))
      .filter(({ answer }) => answer.statusCode === 201)
    for (const { answer, buyer } of winners) {
      const paid = await app.inject({
        method: 'POST',
        url: '/api/payments/test-mode/confirm',
        headers: { cookie: buyer.cookie },
        payload: { orderId: answer.json().id, cardNumber: '4242424242424242' },
        remoteAddress: nextTestAddress(),
      })
      expect(paid.statusCode).toBe(200)
    }
    const paidOrders = await app.db.select().from(orders).where(eq(orders.paymentStatus, 'paid'))
    expect(
      paidOrders.filter((order) => winners.some(({ answer }) => answer.json().id === order.id)),
    ).toHaveLength(5)
    const [afterPayment] = await app.db.select().from(products).where(eq(products.id, honey!.id))
    expect(afterPayment!.stockQuantity).toBe(0)
  })
})

describe('two simultaneous successful payments of one declined order', () => {
  it('confirm it once: one receipt, stock taken once', async () => {
    const app = testApp.app
    const [comb] = await app.db
      .insert(products)
      .values({ name: 'Twice Paid Comb', priceCents: 1800, category: 'honey', stockQuantity: 4 })
      .returning()
    const buyer = await visitorWithCart(app, [{ productId: comb!.id, quantity: 1 }])
    const confirm = (orderId: number, cardNumber: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/test-mode/confirm',
        headers: { cookie: buyer.cookie },
        payload: { orderId, cardNumber },
        remoteAddress: nextTestAddress(),
      })
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer.cookie },
      payload: validOrder({ shippingMethod: 'farm_pickup', customerEmail: 'twice@example.com' }),
      remoteAddress: nextTestAddress(),
    })
    const orderId = placed.json().id as number
    expect((await confirm(orderId, '4000000000000002')).statusCode).toBe(402)

    const answers = await Promise.all([
      confirm(orderId, '4242424242424242'),
      confirm(orderId, '4242424242424242'),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    const [after] = await app.db.select().from(products).where(eq(products.id, comb!.id))
    expect(after!.stockQuantity).toBe(3)
    await app.jobs.runDueJobs()
    const receipts = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Groveside order #${orderId}`))
    expect(receipts).toHaveLength(1)
  })
})
