import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { todaySchema, type Today } from '#contracts/today'
import { products } from '#server/db/schema/catalog'
import { pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { placePaidMangoOrder, productNamed } from '#server/test/checkout-helpers'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staff: string
const app = () => testApp.app
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

async function today(cookie = staff): Promise<Today> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/today',
    headers: { cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return todaySchema.parse(response.json())
}

const paidOrder = (shippingMethod: string) => placePaidMangoOrder(app(), { shippingMethod }, 1)

describe("the back office's Today", () => {
  it('counts the orders to pack, to ship and to deliver, each where it belongs', async () => {
    const before = await today()
    await paidOrder('farm_pickup')
    await paidOrder('local_delivery')
    await paidOrder('refrigerated_shipping')
    const after = await today()
    expect(after.orders.toPack).toBe(before.orders.toPack + 3)
    expect(after.orders.localDeliveries).toBe(before.orders.localDeliveries + 1)
    expect(after.orders.toShip).toBe(before.orders.toShip + 1)
    expect(after.orders.readyForPickup).toBe(before.orders.readyForPickup)
  })

  it('lists products at or under the low-stock line, fewest first', async () => {
    const honey = await productNamed(app(), 'Wildflower Honey')
    await app().db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, honey.id))
    const { lowStock, lowStockLine } = await today()
    expect(lowStockLine).toBe(5)
    expect(lowStock).toContainEqual({ id: honey.id, name: 'Wildflower Honey', stockQuantity: 2 })
    const counts = lowStock.map((product) => product.stockQuantity)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
  })

  it('says the farm day and the weekend, and counts what waits for staff', async () => {
    const answer = await today()
    expect(answer.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(answer.visitsWeekend.from >= answer.date).toBe(true)
    const pending = await app().inject({
      method: 'GET',
      url: '/api/admin/blog/comments/pending-count',
      headers: { cookie: staff },
    })
    expect(answer.commentsWaiting).toBe(pending.json().pending)
    expect(answer.failedJobs).toBeGreaterThanOrEqual(0)
  })

  it("counts today's and the weekend's visitors, leaving cancelled bookings out", async () => {
    const before = await today()
    const [slot] = await app()
      .db.insert(pickYourOwnSlots)
      .values({
        productName: 'Blackberries',
        date: before.date,
        startTime: '08:00',
        endTime: '10:00',
        maxPeople: 20,
        currentBookings: 4,
        pricePerPersonCents: 1000,
      })
      .returning()
    const booking = { slotId: slot!.id, customerEmail: 'picker@example.com', totalPriceCents: 0 }
    await app()
      .db.insert(pickYourOwnBookings)
      .values([
        { ...booking, customerName: 'Ana Picker', numberOfPeople: 3 },
        { ...booking, customerName: 'Ben Picker', numberOfPeople: 1 },
        { ...booking, customerName: 'Gone Picker', numberOfPeople: 5, status: 'cancelled' },
      ])
    const after = await today()
    expect(after.visitsToday).toEqual({
      bookings: before.visitsToday.bookings + 2,
      people: before.visitsToday.people + 4,
    })
  })

  it('is for staff only', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/admin/today' })).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'today-customer@example.com')
    const refused = await app().inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { cookie: customer },
    })
    expect(refused.statusCode).toBe(403)
  })
})
