import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsSchema, type Analytics } from '#contracts/analytics'
import { addCalendarDays, defaultFarmTimeZone, farmInstant, farmToday } from '#contracts/farm-time'
import type { OrderStatus, PaymentStatus } from '#contracts/order-states'
import { products } from '#server/db/schema/catalog'
import { productReviews } from '#server/db/schema/reviews'
import { orderItems, orders } from '#server/db/schema/orders'
import { refunds } from '#server/db/schema/payments'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

// No demo data: every row the figures are computed from is written below.
let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.app.db
const timeZone = defaultFarmTimeZone
const today = () => farmToday(timeZone)
/** A farm day relative to today (-1 = yesterday) and the instant of noon on it. */
const day = (offset: number) => addCalendarDays(today(), offset)
const noon = (offset: number) => farmInstant(day(offset), '12:00', timeZone)

async function analytics(query = '', cookie: string | null = staff) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/admin/analytics${query}`,
    headers: cookie ? { cookie } : {},
  })
}

async function figures(period: number): Promise<Analytics> {
  const response = await analytics(`?period=${period}`)
  expect(response.statusCode, response.body).toBe(200)
  return analyticsSchema.parse(response.json())
}

let orderNumber = 0
async function order(spec: {
  email: string
  daysAgo: number
  cents: number
  status: OrderStatus
  paymentStatus: PaymentStatus
  items: { name: string; quantity: number; cents: number }[]
  refunds?: { cents: number; status: 'pending' | 'succeeded' | 'failed' }[]
}) {
  const [row] = await db()
    .insert(orders)
    .values({
      customerEmail: spec.email,
      customerName: 'Fixture Customer',
      shippingAddress: { street: '1 Grove Rd', city: 'Homestead', state: 'FL', zipCode: '33030' },
      subtotalCents: spec.cents,
      totalAmountCents: spec.cents,
      status: spec.status,
      paymentStatus: spec.paymentStatus,
      createdAt: noon(-spec.daysAgo),
    })
    .returning({ id: orders.id })
  const orderId = row!.id
  await db()
    .insert(orderItems)
    .values(
      spec.items.map((item) => ({
        orderId,
        productName: item.name,
        quantity: item.quantity,
        pricePerUnitCents: item.cents / item.quantity,
        totalPriceCents: item.cents,
      })),
    )
  for (const refund of spec.refunds ?? []) {
    orderNumber += 1
    await db()
      .insert(refunds)
      .values({
        orderId,
        provider: 'test',
        idempotencyKey: `analytics-fixture-${orderNumber}`,
        amountCents: refund.cents,
        status: refund.status,
      })
  }
}

describe('GET /api/admin/analytics', () => {
  it('is for staff only', async () => {
    expect((await analytics('', null)).statusCode).toBe(401)
    const customer = await signInAsCustomer(testApp.app, 'analytics-customer@example.com')
    expect((await analytics('', customer)).statusCode).toBe(403)
  })

  it('answers 400 naming the period for anything but 7, 30 or 90 days', async () => {
    for (const period of ['14', '0', 'abc', '', '30.5', '-7']) {
      const response = await analytics(`?period=${period}`)
      expect(response.statusCode, period).toBe(400)
      expect(response.json().fields, period).toEqual({ period: 'Period must be 7, 30 or 90 days' })
    }
  })

  it('gives zeros and nulls, never an invented figure, for a period with nothing in it', async () => {
    const response = await analytics()
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('NaN')
    const empty = analyticsSchema.parse(response.json())
    expect(empty).toEqual({
      period: {
        days: 30,
        from: day(-29),
        to: today(),
        previousFrom: day(-59),
        previousTo: day(-30),
      },
      totalRevenue: '0.00',
      previousRevenue: '0.00',
      subscriptionRevenue: '0.00',
      revenueGrowth: null,
      refundedTotal: '0.00',
      totalOrders: 0,
      averageOrderValue: null,
      pendingOrders: 0,
      totalBookings: 0,
      upcomingBookings: 0,
      tourConversion: null,
      averageRating: null,
      reviewCount: 0,
      customerSatisfaction: null,
      repeatCustomers: null,
      popularProducts: [],
      revenueByDay: Array.from({ length: 30 }, (_, index) => ({
        date: day(index - 29),
        revenue: '0.00',
        orders: 0,
      })),
    })
  })

  it('computes every figure of a hand-computed fixture', async () => {
    // This week (period 7 = today and the 6 farm days before).
    await order({
      email: 'alice@example.com',
      daysAgo: 1,
      cents: 5000,
      status: 'confirmed',
      paymentStatus: 'paid',
      items: [
        { name: 'Haden Mangos', quantity: 4, cents: 4000 },
        { name: 'Wildflower Honey', quantity: 1, cents: 1000 },
      ],
    })
    await order({
      email: 'bob@example.com',
      daysAgo: 2,
      cents: 3000,
      status: 'delivered',
      paymentStatus: 'refunded',
      items: [{ name: 'Wildflower Honey', quantity: 3, cents: 3000 }],
      refunds: [{ cents: 3000, status: 'succeeded' }],
    })
    await order({
      email: 'carol@example.com',
      daysAgo: 3,
      cents: 8000,
      status: 'shipped',
      paymentStatus: 'partially_refunded',
      items: [{ name: 'Avocados', quantity: 2, cents: 8000 }],
      refunds: [
        { cents: 2000, status: 'succeeded' },
        { cents: 1000, status: 'failed' },
        { cents: 500, status: 'pending' },
      ],
    })
    // Moved on by staff without a payment (counted, but no money kept).
    await order({
      email: 'frank@example.com',
      daysAgo: 4,
      cents: 2000,
      status: 'processing',
      paymentStatus: 'unpaid',
      items: [{ name: 'Wildflower Honey', quantity: 2, cents: 2000 }],
    })
    // Left out: a cancelled paid order and an unfinished checkout.
    await order({
      email: 'dave@example.com',
      daysAgo: 2,
      cents: 10000,
      status: 'cancelled',
      paymentStatus: 'paid',
      items: [{ name: 'Haden Mangos', quantity: 10, cents: 10000 }],
    })
    await order({
      email: 'erin@example.com',
      daysAgo: 1,
      cents: 7000,
      status: 'pending',
      paymentStatus: 'unpaid',
      items: [{ name: 'Haden Mangos', quantity: 7, cents: 7000 }],
    })
    // The week before: Alice's earlier order (her e-mail in other letters).
    await order({
      email: 'ALICE@Example.com',
      daysAgo: 10,
      cents: 4000,
      status: 'delivered',
      paymentStatus: 'paid',
      items: [{ name: 'Haden Mangos', quantity: 4, cents: 4000 }],
    })
    // Three weeks ago: only in the 30-day period.
    await order({
      email: 'gus@example.com',
      daysAgo: 20,
      cents: 999,
      status: 'delivered',
      paymentStatus: 'paid',
      items: [{ name: 'Key Limes', quantity: 9, cents: 999 }],
    })

    const [product] = await db()
      .insert(products)
      .values({ name: 'Haden Mangos', priceCents: 450, category: 'fresh' })
      .returning({ id: products.id })
    const review = (rating: number, daysAgo: number, hidden = false, awaitingApproval = false) => ({
      productId: product!.id,
      customerName: 'Reviewer',
      customerEmail: 'reviewer@example.com',
      rating,
      comment: 'Fixture review',
      hidden,
      awaitingApproval,
      createdAt: noon(-daysAgo),
    })
    // Hidden by staff, or not approved yet: neither counts.
    await db()
      .insert(productReviews)
      .values([
        review(5, 1),
        review(4, 2),
        review(2, 3),
        review(1, 1, true),
        review(1, 2, false, true),
        review(5, 9),
      ])

    const booking = (
      status: 'pending' | 'confirmed' | 'cancelled',
      daysAgo: number,
      visit: number,
    ) => ({
      type: 'event',
      title: 'Farm Tour',
      customerName: 'Visitor',
      customerEmail: 'visitor@example.com',
      preferredDate: day(visit),
      status,
      totalPriceCents: 2500,
      createdAt: noon(-daysAgo),
    })
    await db()
      .insert(bookings)
      .values([
        booking('pending', 1, 5),
        booking('confirmed', 2, 3),
        booking('cancelled', 3, 4),
        booking('confirmed', 4, -1),
        booking('confirmed', 10, 5),
      ])
    const slot = async (visit: number, cancelled = false) => {
      const [row] = await db()
        .insert(pickYourOwnSlots)
        .values({
          productName: 'Blackberries',
          date: day(visit),
          startTime: '08:00',
          endTime: '10:00',
          pricePerPersonCents: 1500,
          cancelledAt: cancelled ? noon(-1) : null,
        })
        .returning({ id: pickYourOwnSlots.id })
      return row!.id
    }
    const comingSlot = await slot(2)
    const pastSlot = await slot(-1)
    const cancelledSlot = await slot(4, true)
    const picking = (
      slotId: number,
      status: 'pending' | 'confirmed' | 'cancelled',
      daysAgo: number,
    ) => ({
      slotId,
      customerName: 'Picker',
      customerEmail: 'picker@example.com',
      status,
      totalPriceCents: 1500,
      createdAt: noon(-daysAgo),
    })
    await db()
      .insert(pickYourOwnBookings)
      .values([
        picking(comingSlot, 'confirmed', 1),
        picking(comingSlot, 'cancelled', 2),
        picking(pastSlot, 'confirmed', 3),
        picking(cancelledSlot, 'confirmed', 12),
      ])

    expect(await figures(7)).toEqual({
      period: { days: 7, from: day(-6), to: today(), previousFrom: day(-13), previousTo: day(-7) },
      // Alice 50.00 + Bob 30.00 − 30.00 refunded + Carol 80.00 − 20.00 refunded + Frank unpaid.
      totalRevenue: '110.00',
      previousRevenue: '40.00',
      subscriptionRevenue: '0.00',
      revenueGrowth: 175,
      refundedTotal: '50.00',
      totalOrders: 4,
      averageOrderValue: '27.50',
      // Alice's (confirmed) and Frank's (processing).
      pendingOrders: 2,
      // 4 event requests + 3 pick-your-own bookings made this week.
      totalBookings: 7,
      // Two confirmed events ahead and one confirmed picking on a session that still runs.
      upcomingBookings: 3,
      tourConversion: 50,
      averageRating: 3.7,
      reviewCount: 3,
      customerSatisfaction: 66.7,
      // Alice of Alice, Bob, Carol and Frank.
      repeatCustomers: 25,
      popularProducts: [
        { name: 'Wildflower Honey', sales: 6, revenue: '60.00' },
        { name: 'Haden Mangos', sales: 4, revenue: '40.00' },
        { name: 'Avocados', sales: 2, revenue: '80.00' },
      ],
      revenueByDay: [
        { date: day(-6), revenue: '0.00', orders: 0 },
        { date: day(-5), revenue: '0.00', orders: 0 },
        { date: day(-4), revenue: '0.00', orders: 1 },
        { date: day(-3), revenue: '60.00', orders: 1 },
        { date: day(-2), revenue: '0.00', orders: 1 },
        { date: day(-1), revenue: '50.00', orders: 1 },
        { date: day(0), revenue: '0.00', orders: 0 },
      ],
    })

    const month = await figures(30)
    expect(month).toMatchObject({
      totalRevenue: '159.99',
      previousRevenue: '0.00',
      revenueGrowth: null,
      totalOrders: 6,
      averageOrderValue: '26.67',
      repeatCustomers: 20,
      averageRating: 4,
      reviewCount: 4,
      customerSatisfaction: 75,
      totalBookings: 9,
      upcomingBookings: 3,
      tourConversion: 60,
    })
    expect(month.revenueByDay).toHaveLength(30)
    expect(month.revenueByDay.find((each) => each.date === day(-20))).toEqual({
      date: day(-20),
      revenue: '9.99',
      orders: 1,
    })
    expect(month.popularProducts.map((each) => each.name)).toEqual([
      'Key Limes',
      'Haden Mangos',
      'Wildflower Honey',
      'Avocados',
    ])
  })
})
