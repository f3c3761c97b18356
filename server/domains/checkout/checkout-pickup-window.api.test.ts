import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { addCalendarDays, farmInstant, farmToday, isoWeekdayOf } from '#contracts/farm-time'
import { orderDetailSchema } from '#contracts/checkout'
import type { PickupWindowPick } from '#contracts/order-pickup'
import { emailOutbox } from '#server/db/schema/notifications'
import { pickupLocations, pickupWindowPlaces, pickupWindows } from '#server/db/schema/pickup'
import { releaseOrderStock } from '#server/domains/catalog/public'
import { readToday } from '#server/domains/today/today-queries'
import { orderDepsOf } from '#server/domains/orders/order-deps'
import { sendPickupReminders } from '#server/domains/orders/pickup-reminders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  lapseReservation,
  productNamed,
  validOrder,
  visitorWithCart,
} from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'

/** Farm Pickup asks for a window once the farm has them; the order holds its place (issue 26). */

let testApp: TestApp
let staff: string
let pick: PickupWindowPick
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const zone = 'America/New_York'

async function placePickupOrder(overrides: Record<string, unknown> = {}) {
  const honey = await productNamed(app(), 'Wildflower Honey')
  const { cookie } = await visitorWithCart(app(), [{ productId: honey.id, quantity: 1 }])
  const response = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({
      shippingMethod: 'farm_pickup',
      shippingAddress: undefined,
      ...overrides,
    }),
    remoteAddress: nextTestAddress(),
  })
  return { response, cookie }
}

const placesTaken = async () =>
  (
    await app()
      .db.select({ orders: pickupWindowPlaces.orders })
      .from(pickupWindowPlaces)
      .where(
        and(eq(pickupWindowPlaces.windowId, pick.windowId), eq(pickupWindowPlaces.date, pick.date)),
      )
  )[0]?.orders ?? 0

describe('checkout with pickup windows', () => {
  it('asks for no window while the farm has none', async () => {
    const { response } = await placePickupOrder()
    expect(response.statusCode, response.body).toBe(201)
  })

  it('once the farm has windows, Farm Pickup needs one: full, closed or unknown ones are refused', async () => {
    const date = addCalendarDays(farmToday(zone), 5)
    const [location] = await app()
      .db.insert(pickupLocations)
      .values({ name: 'Farm stand', address: '1200 Grove Road, Jensen Beach' })
      .returning()
    const [window] = await app()
      .db.insert(pickupWindows)
      .values({
        locationId: location!.id,
        weekday: isoWeekdayOf(date),
        startsAt: '09:00',
        endsAt: '12:00',
        orderCap: 2,
      })
      .returning()
    pick = { windowId: window!.id, date }

    const without = (await placePickupOrder()).response
    expect(without.statusCode).toBe(400)
    expect(without.json().fields).toEqual({ pickupWindow: 'Choose a pickup window' })
    const wrongDay = (
      await placePickupOrder({ pickupWindow: { ...pick, date: addCalendarDays(date, 1) } })
    ).response
    expect(wrongDay.statusCode).toBe(409)
    expect(wrongDay.json().fields).toHaveProperty('pickupWindow')
    // Shipping methods other than Farm Pickup take no window.
    const shipped = (
      await placePickupOrder({
        shippingMethod: 'refrigerated_shipping',
        shippingAddress: validOrder().shippingAddress,
      })
    ).response
    expect(shipped.statusCode, shipped.body).toBe(201)
    expect(await placesTaken()).toBe(0)

    const { response, cookie } = await placePickupOrder({ pickupWindow: pick })
    expect(response.statusCode, response.body).toBe(201)
    const order = orderDetailSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `/api/orders/${response.json().id}`,
          headers: { cookie },
        })
      ).json(),
    )
    expect(order.pickup).toEqual({
      windowId: pick.windowId,
      locationName: 'Farm stand',
      locationAddress: '1200 Grove Road, Jensen Beach',
      date,
      startsAt: '09:00',
      endsAt: '12:00',
    })
    expect(await placesTaken()).toBe(1)

    const second = (await placePickupOrder({ pickupWindow: pick })).response
    expect(second.statusCode).toBe(201)
    const full = (await placePickupOrder({ pickupWindow: pick })).response
    expect(full.statusCode).toBe(409)
    expect(full.json().fields).toEqual({
      pickupWindow: 'That pickup window is full; please choose another',
    })
    expect(await placesTaken()).toBe(2)

    // A lapsed unpaid order gives its place back; a cancelled one too.
    await lapseReservation(app(), second.json().id)
    expect(await placesTaken()).toBe(1)
    const cancelled = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${response.json().id}`,
      headers: { cookie: staff },
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await placesTaken()).toBe(0)
  })

  it('a payment after its place was given back (its stock released, not cancelled) takes it back', async () => {
    const { response, cookie } = await placePickupOrder({ pickupWindow: pick })
    const id = response.json().id as number
    expect(await placesTaken()).toBe(1)
    await releaseOrderStock(app().db, id)
    expect(await placesTaken()).toBe(0)
    const paid = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId: id, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await placesTaken()).toBe(1)

    // The receipt names the window and carries its calendar file; the packing slip names it too.
    await app().jobs.runDueJobs()
    const [receipt] = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Groveside order #${id}`))
    expect(receipt?.text).toContain('Pick up at: Farm stand, 1200 Grove Road, Jensen Beach')
    expect(receipt?.attachments?.[0]?.content).toContain(
      `SUMMARY:Pick up order #${id} at Farm stand`,
    )
    const slips = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/packing-slips.pdf?ids=${id}`,
      headers: { cookie: staff },
    })
    const { text } = await extractText(new Uint8Array(slips.rawPayload), { mergePages: true })
    expect(text).toContain('Pickup at Farm stand')

    // The staff's day: the order list by pickup day, and Today's windows on that day.
    const listed = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/search?fulfilment=pickup&pickupOn=${pick.date}`,
      headers: { cookie: staff },
    })
    expect((listed.json() as { orders: { id: number }[] }).orders.map((order) => order.id)).toEqual(
      [id],
    )
    const onThatDay = await readToday({
      db: app().db,
      failedJobCount: async () => 0,
      now: farmInstant(pick.date, '07:00', zone),
    })
    expect(onThatDay.pickupsToday).toEqual([
      { locationName: 'Farm stand', startsAt: '09:00', endsAt: '12:00', orders: 1 },
    ])

    // The day before, one reminder, however many instances run the job at once.
    const dayBefore = farmInstant(addCalendarDays(pick.date, -1), '10:00', zone)
    const sent = await Promise.all([
      sendPickupReminders(orderDepsOf(app()), dayBefore),
      sendPickupReminders(orderDepsOf(app()), dayBefore),
    ])
    expect(sent[0] + sent[1]).toBe(1)
    await app().jobs.runDueJobs()
    const reminders = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Pickup tomorrow: your Groveside order #${id}`))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text).toContain('When: ')
    expect(reminders[0]!.attachments?.[0]?.filename).toBe(`order-${id}-pickup.ics`)
  })
})
