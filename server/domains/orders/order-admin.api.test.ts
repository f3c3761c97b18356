import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminOrderDetailsSchema,
  adminOrderSummarySchema,
  type AdminOrderSummary,
} from '#contracts/order-admin'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  productNamed,
  validOrder,
  visitorWithCart,
  lapseReservation,
} from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

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
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

/** A visitor's order of Haden Mangos by Farm Pickup ($4.50/lb, stock not tracked), unpaid. */
async function placeOrder(pounds: number, email: string) {
  const mangos = await productNamed(app(), 'Haden Mangos')
  const { cookie } = await visitorWithCart(app(), [{ productId: mangos.id, quantity: pounds }])
  const placed = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ customerEmail: email, shippingMethod: 'farm_pickup' }),
    remoteAddress: nextTestAddress(),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  return { id: placed.json().id as number, cookie }
}

async function pay(order: { id: number; cookie: string }, cardNumber: string) {
  return app().inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    headers: { cookie: order.cookie },
    payload: { orderId: order.id, cardNumber },
    remoteAddress: nextTestAddress(),
  })
}

async function summary(): Promise<AdminOrderSummary> {
  const response = await get('/api/admin/orders/summary')
  expect(response.statusCode).toBe(200)
  return adminOrderSummarySchema.parse(response.json())
}

const listed = async (url: string) =>
  ((await get(url)).json() as { orders: { id: number }[] }).orders.map((order) => order.id)

describe('staff orders: unfinished checkouts', () => {
  it('keeps awaited, declined and abandoned payments out of All and the counts; a filter shows them', async () => {
    const before = await summary()

    const paid = await placeOrder(4, 'paid@example.com') // $18.00
    expect((await pay(paid, '4242424242424242')).statusCode).toBe(200)
    const awaiting = await placeOrder(2, 'awaiting@example.com')
    const declined = await placeOrder(3, 'declined@example.com')
    expect((await pay(declined, '4000000000000002')).statusCode).toBe(402)
    const abandoned = await placeOrder(5, 'abandoned@example.com')
    await lapseReservation(app(), abandoned.id)

    const all = await listed('/api/admin/orders/search?pageSize=100')
    expect(all).toContain(paid.id)
    for (const hidden of [awaiting, declined, abandoned]) expect(all).not.toContain(hidden.id)
    expect(await listed('/api/admin/orders/search?status=cancelled')).not.toContain(abandoned.id)

    const unfinished = await listed('/api/admin/orders/search?view=unfinished')
    expect(unfinished).toEqual(expect.arrayContaining([awaiting.id, declined.id, abandoned.id]))
    expect(unfinished).not.toContain(paid.id)

    const after = await summary()
    expect(after.totalOrders).toBe(before.totalOrders + 1)
    expect(after.byStatus.confirmed).toBe(before.byStatus.confirmed + 1)
    expect(after.byStatus.cancelled).toBe(before.byStatus.cancelled)
    expect(after.toShip).toBe(before.toShip + 1)
    expect(after.unfinished).toBe(before.unfinished + 3)
    expect(Number(after.paidRevenue) * 100).toBe(Number(before.paidRevenue) * 100 + 1800)
  })

  it('refuses an unknown view or status with a 400 naming the field', async () => {
    const view = await get('/api/admin/orders/search?view=everything')
    expect(view.statusCode).toBe(400)
    expect(view.json().fields).toHaveProperty('view')
    const status = await get('/api/admin/orders/search?status=lost')
    expect(status.statusCode).toBe(400)
    expect(status.json().fields).toHaveProperty('status')
  })
})

describe('staff orders: details', () => {
  it('opens an order to its address, items, payment and who changed its status when', async () => {
    const order = await placeOrder(2, 'details@example.com')
    expect((await pay(order, '4000000000000002')).statusCode).toBe(402)
    expect((await pay(order, '4242424242424242')).statusCode).toBe(200)
    const moved = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: staff },
      payload: { status: 'processing' },
    })
    expect(moved.statusCode).toBe(200)

    const response = await get(`/api/admin/orders/${order.id}`)
    expect(response.statusCode).toBe(200)
    const details = adminOrderDetailsSchema.parse(response.json())
    expect(details).toMatchObject({
      id: order.id,
      status: 'processing',
      paymentStatus: 'paid',
      customerPhone: '772-555-0142',
      specialInstructions: 'Leave by the gate',
      shippingMethodName: 'Farm Pickup',
      totalAmount: '9.00',
      payment: { provider: 'test', status: 'paid', amount: '9.00' },
    })
    expect(details.items).toEqual([
      expect.objectContaining({ productName: 'Haden Mangos', quantity: 2, totalPrice: '9.00' }),
    ])
    expect(
      details.history.map(({ event, actorEmail, from, to }) => [event, actorEmail, from, to]),
    ).toEqual([
      ['placed', null, null, 'pending'],
      ['payment-failed', null, 'pending', 'pending'],
      ['paid', null, 'pending', 'confirmed'],
      ['status-changed', 'staff@groveside.test', 'confirmed', 'processing'],
    ])
  })

  it('tells an abandoned order was released by the shop', async () => {
    const order = await placeOrder(1, 'released@example.com')
    await lapseReservation(app(), order.id)
    const details = adminOrderDetailsSchema.parse(
      (await get(`/api/admin/orders/${order.id}`)).json(),
    )
    expect(details.history.at(-1)).toMatchObject({
      event: 'released',
      actorEmail: null,
      from: 'pending',
      to: 'cancelled',
    })
  })

  it('answers 404 for an unknown order, 401 without a session and 403 for a customer', async () => {
    expect((await get('/api/admin/orders/999999')).statusCode).toBe(404)
    expect((await get('/api/admin/orders/1', '')).statusCode).toBe(401)
    expect((await get('/api/admin/orders/summary', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'nosy@example.com')
    expect((await get('/api/admin/orders/1', customer)).statusCode).toBe(403)
    expect((await get('/api/admin/orders/summary', customer)).statusCode).toBe(403)
  })
})
