import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { orderDetailSchema, checkoutQuoteSchema } from '#contracts/checkout'
import { addCalendarDays, isoWeekdayOf } from '#contracts/farm-time'
import { nextHarvest } from '#contracts/harvest-days'
import { products } from '#server/db/schema/catalog'
import { emailOutbox } from '#server/db/schema/notifications'
import { orders } from '#server/db/schema/orders'
import { pickupLocations, pickupWindows } from '#server/db/schema/pickup'
import { readToday } from '#server/domains/today/today-queries'
import {
  productNamed,
  validOrder,
  visitorIdOf,
  visitorWithCart,
} from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'
import { checkoutDepsOf } from './checkout-deps'
import { placeOrder } from './place-order-flow'

/**
 * Harvest days and cut-offs (issue 26): an order of a picked-to-order product goes to the first
 * harvest day whose cut-off has not come, on the farm's clock across DST, and says so.
 */

const testApp = useTestApp({ staff: 'staff' })
let productId: number
beforeAll(async () => {})

const app = () => testApp.app
const zone = 'America/New_York'
const mondays = {
  harvestDays: ['monday'],
  harvestCutOffDaysBefore: 1,
  harvestCutOffTime: '12:00',
} as const

const saveProduct = (payload: Record<string, unknown>, id?: number) =>
  app().inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/products/${id}` : '/api/products',
    headers: { cookie: testApp.staff },
    payload,
  })

/** The order `placeOrder` makes for a visitor's cart of the product at a given instant. */
async function orderAt(now: Date, overrides: Record<string, unknown> = {}) {
  const { cookie } = await visitorWithCart(app(), [{ productId, quantity: 2 }])
  const buyer = { visitorId: await visitorIdOf(app(), cookie), userId: null }
  const deps = { ...checkoutDepsOf(app()), now: () => now }
  const placed = await placeOrder(
    deps,
    buyer,
    { ...validOrder(), ...overrides } as Parameters<typeof placeOrder>[2],
    nextTestAddress(),
  )
  const [row] = await app().db.select().from(orders).where(eq(orders.id, placed.id))
  return row!
}

describe('harvest days on a product', () => {
  it('are saved by staff, checked field by field, and read back', async () => {
    const bad = [
      [{ harvestDays: ['funday'] }, 'harvestDays.0'],
      [{ harvestDays: ['monday', 'monday'] }, 'harvestDays'],
      [{ harvestCutOffDaysBefore: 7 }, 'harvestCutOffDaysBefore'],
      [{ harvestCutOffDaysBefore: -1 }, 'harvestCutOffDaysBefore'],
      [{ harvestCutOffTime: '25:00' }, 'harvestCutOffTime'],
    ] as const
    const product = {
      name: 'Sweet Starfruit',
      category: 'fresh',
      price: '5.00',
      perishable: true,
    }
    for (const [fields, name] of bad) {
      const response = await saveProduct({ ...product, ...fields })
      expect(response.statusCode, JSON.stringify(fields)).toBe(400)
      expect(response.json().fields).toHaveProperty([name])
    }
    const created = await saveProduct({ ...product, ...mondays })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject(mondays)
    productId = created.json().id

    // A product saved without them is ready at once.
    const plain = await saveProduct({ name: 'Honeycomb', category: 'honey', price: '9.00' })
    expect(plain.json()).toMatchObject({ harvestDays: [], harvestCutOffDaysBefore: 1 })

    const moved = await saveProduct({ harvestDays: ['thursday', 'monday'] }, productId)
    expect(moved.json().harvestDays).toEqual(['thursday', 'monday'])
    await saveProduct({ harvestDays: ['monday'] }, productId)
  })
})

describe('an order either side of a cut-off across the DST change of 1 November 2026', () => {
  it('goes to Monday 2 November until Sunday noon EST, and to the next Monday after', async () => {
    // Sunday 1 November: the clocks went back at 02:00, so noon is 17:00 UTC (not 16:00).
    const before = await orderAt(new Date('2026-11-01T16:59:00Z'))
    expect(before.harvestOn).toBe('2026-11-02')
    const after = await orderAt(new Date('2026-11-01T17:00:00Z'))
    expect(after.harvestOn).toBe('2026-11-09')
    // The Sunday before, noon was EDT: 16:30 UTC was past it.
    const weekEarlier = await orderAt(new Date('2026-10-25T16:30:00Z'))
    expect(weekEarlier.harvestOn).toBe('2026-11-02')
  })

  it('and across the change of 8 March 2026, when noon is 16:00 UTC', async () => {
    expect((await orderAt(new Date('2026-03-08T15:59:00Z'))).harvestOn).toBe('2026-03-09')
    expect((await orderAt(new Date('2026-03-08T16:00:00Z'))).harvestOn).toBe('2026-03-16')
  })

  it('waits for no harvest when nothing in the cart is picked to order', async () => {
    const honey = await productNamed(app(), 'Wildflower Honey')
    const { cookie } = await visitorWithCart(app(), [{ productId: honey.id, quantity: 1 }])
    const response = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder(),
      remoteAddress: nextTestAddress(),
    })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await app().db.select().from(orders).where(eq(orders.id, response.json().id))
    expect(row!.harvestOn).toBeNull()
  })
})

describe('what checkout, the order and its e-mails say', () => {
  it('quotes the harvest, keeps it on the order and says it in the receipt and packing slip', async () => {
    const { cookie } = await visitorWithCart(app(), [{ productId, quantity: 1 }])
    const quote = checkoutQuoteSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: '/api/checkout/quote?shippingMethod=refrigerated_shipping',
          headers: { cookie },
        })
      ).json(),
    )
    const expected = nextHarvest({ ...mondays, harvestDays: ['monday'] }, zone)!
    expect(quote.harvest?.date).toBe(expected.date)
    expect(new Date(quote.harvest!.orderBy).getTime()).toBe(expected.orderBy.getTime())

    const placed = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder(),
      remoteAddress: nextTestAddress(),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const id = placed.json().id as number
    const paid = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId: id, cardNumber: '4242424242424242' },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const order = orderDetailSchema.parse(
      (await app().inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie } })).json(),
    )
    expect(order.harvestOn).toBe(expected.date)

    await app().jobs.runDueJobs()
    const [receipt] = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Groveside order #${id}`))
    expect(receipt?.text).toMatch(/Picked \w+day, \w+ \d+, \d{4} and sent out that day\./)

    const slip = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/packing-slips.pdf?ids=${id}`,
      headers: { cookie: testApp.staff },
    })
    expect(slip.statusCode).toBe(200)
    const { text } = await extractText(new Uint8Array(slip.rawPayload), { mergePages: true })
    expect(text).toContain('Harvest:')

    // The staff order list finds it by its harvest day; Today lists what to pick for it.
    const found = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/search?harvestOn=${expected.date}`,
      headers: { cookie: testApp.staff },
    })
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json().orders.map((each: { id: number }) => each.id)).toContain(id)

    const today = await readToday({
      db: app().db,
      failedJobCount: async () => 0,
      now: new Date(`${addCalendarDays(expected.date, -1)}T17:00:00Z`),
    })
    const harvest = today.harvests.find((day) => day.date === expected.date)
    // Only the paid order counts: the unpaid ones of the other tests wait for nothing.
    expect(harvest).toEqual({
      date: expected.date,
      orders: 1,
      lines: [{ productName: 'Sweet Starfruit', unit: null, quantity: 1 }],
    })
  })

  it('refuses a pickup window before the harvest, on the server', async () => {
    const harvest = nextHarvest({ ...mondays, harvestDays: ['monday'] }, zone)!
    // A window on the farm day before the harvest day, and one on the harvest day.
    const early = addCalendarDays(harvest.date, -1)
    const [location] = await app()
      .db.insert(pickupLocations)
      .values({ name: 'Harvest stand', address: '1 Grove Road' })
      .returning()
    const [earlyWindow, harvestWindow] = await app()
      .db.insert(pickupWindows)
      .values([
        {
          locationId: location!.id,
          weekday: isoWeekdayOf(early),
          startsAt: '18:00',
          endsAt: '19:00',
          orderCap: 5,
          cutoffHours: 0,
        },
        {
          locationId: location!.id,
          weekday: isoWeekdayOf(harvest.date),
          startsAt: '16:00',
          endsAt: '18:00',
          orderCap: 5,
          cutoffHours: 0,
        },
      ])
      .returning()
    try {
      const pickup = { shippingMethod: 'farm_pickup', shippingAddress: undefined }
      const now = new Date()
      // The harvest is at least tomorrow (orders close the day before), so `early` is to come.
      await expect(
        orderAt(now, { ...pickup, pickupWindow: { windowId: earlyWindow!.id, date: early } }),
      ).rejects.toMatchObject({
        statusCode: 409,
        fields: { pickupWindow: expect.stringContaining('Your fruit is picked') },
      })
      const order = await orderAt(now, {
        ...pickup,
        pickupWindow: { windowId: harvestWindow!.id, date: harvest.date },
      })
      expect(order.pickupDate).toBe(harvest.date)
      expect(order.harvestOn).toBe(harvest.date)
    } finally {
      await app().db.delete(pickupLocations).where(eq(pickupLocations.id, location!.id))
    }
  })
})

describe('the demo farm', () => {
  it('picks its fresh fruit to order and its honey is ready at once', async () => {
    const rows = await app().db.select().from(products)
    const named = (name: string) => rows.find((row) => row.name === name)!
    expect(named('Haden Mangos').harvestDays).toEqual(['tuesday', 'friday'])
    expect(named('Fresh Blackberries').harvestCutOffTime).toBe('17:00')
    expect(named('Wildflower Honey').harvestDays).toEqual([])
  })
})
