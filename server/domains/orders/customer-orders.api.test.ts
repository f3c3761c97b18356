import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { customerOrderListSchema } from '#contracts/orders'
import { users } from '#server/db/schema/identity'
import { orderItems, orders, type NewOrderRow } from '#server/db/schema/orders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer } from '#server/test/sign-in'

let testApp: TestApp
let aliceCookie: string
let bobCookie: string
let aliceId: string
let bobId: string

const address = { street: '1 Grove Rd', city: 'Jensen Beach', state: 'FL', zipCode: '34957' }

async function userIdOf(email: string) {
  const [row] = await testApp.app.db.select().from(users).where(eq(users.email, email))
  return row!.id
}

async function insertOrder(
  values: Partial<NewOrderRow> & Pick<NewOrderRow, 'userId' | 'totalAmountCents'>,
  quantities: number[],
) {
  const [order] = await testApp.app.db
    .insert(orders)
    .values({
      customerEmail: 'someone@example.com',
      customerName: 'Some One',
      shippingAddress: address,
      subtotalCents: values.totalAmountCents,
      ...values,
    })
    .returning()
  if (quantities.length > 0) {
    await testApp.app.db.insert(orderItems).values(
      quantities.map((quantity) => ({
        orderId: order!.id,
        productName: 'Haden Mangos',
        quantity,
        pricePerUnitCents: 450,
        totalPriceCents: 450 * quantity,
      })),
    )
  }
  return order!
}

beforeAll(async () => {
  testApp = await buildTestApp()
  aliceCookie = await signInAsCustomer(testApp.app, 'alice@example.com')
  bobCookie = await signInAsCustomer(testApp.app, 'bob@example.com')
  aliceId = await userIdOf('alice@example.com')
  bobId = await userIdOf('bob@example.com')
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/orders', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/orders' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('answers an empty list to a customer without orders', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: bobCookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  it('lists only the signed-in customer’s orders, newest first, amounts as two-decimal strings', async () => {
    const older = await insertOrder(
      {
        userId: aliceId,
        totalAmountCents: 2350,
        status: 'delivered',
        paymentStatus: 'paid',
        trackingCarrier: 'usps',
        trackingNumber: '9400111899223344556677',
        createdAt: new Date('2026-03-01T15:00:00Z'),
      },
      [2, 3],
    )
    const newer = await insertOrder(
      { userId: aliceId, totalAmountCents: 1400, createdAt: new Date('2026-04-10T15:00:00Z') },
      [1],
    )
    const bobs = await insertOrder(
      { userId: bobId, totalAmountCents: 9900, createdAt: new Date('2026-04-12T15:00:00Z') },
      [1],
    )
    const guest = await insertOrder({ userId: null, totalAmountCents: 500 }, [])

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: aliceCookie },
    })
    expect(response.statusCode).toBe(200)
    const list = customerOrderListSchema.parse(response.json())
    expect(list).toEqual([
      {
        id: newer.id,
        status: 'pending',
        paymentStatus: 'unpaid',
        totalAmount: '14.00',
        createdAt: '2026-04-10T15:00:00.000Z',
        itemCount: 1,
        tracking: null,
      },
      {
        id: older.id,
        status: 'delivered',
        paymentStatus: 'paid',
        totalAmount: '23.50',
        createdAt: '2026-03-01T15:00:00.000Z',
        itemCount: 5,
        // Shipped orders carry the carrier's tracking page (decision 0042).
        tracking: {
          carrier: 'usps',
          carrierName: 'USPS',
          trackingNumber: '9400111899223344556677',
          url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
        },
      },
    ])
    expect(list.map((order) => order.id)).not.toContain(bobs.id)
    expect(list.map((order) => order.id)).not.toContain(guest.id)

    const bobList = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/orders',
        headers: { cookie: bobCookie },
      })
    ).json() as { id: number; totalAmount: string }[]
    expect(bobList).toEqual([
      expect.objectContaining({ id: bobs.id, totalAmount: '99.00', itemCount: 1 }),
    ])
  })

  it('does not leak private order fields', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: aliceCookie },
    })
    const [first] = response.json() as Record<string, unknown>[]
    expect(Object.keys(first!).sort()).toEqual([
      'createdAt',
      'id',
      'itemCount',
      'paymentStatus',
      'status',
      'totalAmount',
      'tracking',
    ])
    expect(response.body).not.toContain('someone@example.com')
    expect(response.body).not.toContain('Grove Rd')
  })
})
