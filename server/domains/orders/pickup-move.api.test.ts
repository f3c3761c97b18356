import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, like } from 'drizzle-orm'
import { addCalendarDays, farmInstant, farmToday, isoWeekdayOf } from '#contracts/farm-time'
import { pickupMoveSchema } from '#contracts/pickup-locations'
import { emailOutbox } from '#server/db/schema/notifications'
import { pickupLocations, pickupWindowPlaces, pickupWindows } from '#server/db/schema/pickup'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { placePaidMangoOrder } from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { movePickup } from './move-pickup'
import { orderDepsOf } from './order-deps'

/** An order's e-mailed pickup link: its window, and a move to another until the cut-off. */

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const zone = 'America/New_York'
const inDays = (days: number) => addCalendarDays(farmToday(zone), days)

async function windowOn(locationId: number, date: string, startsAt: string, orderCap: number) {
  const [window] = await app()
    .db.insert(pickupWindows)
    .values({ locationId, weekday: isoWeekdayOf(date), startsAt, endsAt: '18:00', orderCap })
    .returning()
  return window!.id
}

const placesOf = async (windowId: number, date: string) =>
  (
    await app()
      .db.select({ orders: pickupWindowPlaces.orders })
      .from(pickupWindowPlaces)
      .where(and(eq(pickupWindowPlaces.windowId, windowId), eq(pickupWindowPlaces.date, date)))
  )[0]?.orders ?? 0

const pickupOrder = (email: string, windowId: number, date: string) =>
  placePaidMangoOrder(app(), {
    customerEmail: email,
    shippingMethod: 'farm_pickup',
    shippingAddress: undefined,
    pickupWindow: { windowId, date },
  })

/** The token in the last e-mail to `email` with a pickup link. */
async function tokenMailedTo(email: string) {
  await app().jobs.runDueJobs()
  const [mail] = await app()
    .db.select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.text, '%/pickup?token=%')))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  const token = /\/pickup\?token=([\w.%-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`No pickup link mailed to ${email}`)
  return decodeURIComponent(token)
}

const request = (method: 'GET' | 'POST', token: string, payload?: object) =>
  app().inject({
    method,
    url: `/api/pickup-moves/${encodeURIComponent(token)}`,
    remoteAddress: nextTestAddress(),
    ...(payload ? { payload } : {}),
  })

describe('moving a pickup through its e-mailed link', () => {
  it('shows the window, moves it before the cut-off, and refuses full windows and forged links', async () => {
    const [location] = await app()
      .db.insert(pickupLocations)
      .values({ name: 'Farm stand', address: '1200 Grove Road' })
      .returning()
    const [first, second] = [inDays(3), inDays(4)]
    const morning = await windowOn(location!.id, first, '09:00', 5)
    const afternoon = await windowOn(location!.id, second, '14:00', 1)

    const email = 'mover@example.com'
    const orderId = await pickupOrder(email, morning, first)
    const token = await tokenMailedTo(email)
    expect(token.startsWith(`${orderId}.`)).toBe(true)

    const shown = pickupMoveSchema.parse((await request('GET', token)).json())
    expect(shown).toMatchObject({
      orderId,
      canMove: true,
      pickup: { windowId: morning, date: first, startsAt: '09:00' },
    })
    expect(shown.choices.some((choice) => choice.windowId === afternoon)).toBe(true)
    expect(shown.choices.some((c) => c.windowId === morning && c.date === first)).toBe(false)

    // Forged or altered links name no order.
    for (const forged of [
      `${orderId}.${'A'.repeat(43)}`,
      `${orderId + 1}${token.slice(token.indexOf('.'))}`,
      'nonsense',
    ]) {
      expect((await request('GET', forged)).statusCode, forged).toBe(404)
    }

    const moved = await request('POST', token, { windowId: afternoon, date: second })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(pickupMoveSchema.parse(moved.json()).pickup).toMatchObject({
      windowId: afternoon,
      date: second,
      startsAt: '14:00',
    })
    expect(await placesOf(morning, first)).toBe(0)
    expect(await placesOf(afternoon, second)).toBe(1)
    await app().jobs.runDueJobs()
    const [mail] = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New pickup time for your Groveside order #${orderId}`))
    expect(mail?.text).toContain('It was: Farm stand')
    expect(mail?.attachments?.[0]?.content).toContain('T140000')
    expect(mail?.attachments?.[0]?.content).toMatch(/SEQUENCE:\d+/)

    // The afternoon is now full: another order cannot move into it.
    const other = await pickupOrder('other@example.com', morning, first)
    const otherToken = await tokenMailedTo('other@example.com')
    const full = await request('POST', otherToken, { windowId: afternoon, date: second })
    expect(full.statusCode).toBe(409)
    expect(full.json().fields).toEqual({
      pickupWindow: 'That pickup window is full; please choose another',
    })
    expect(other).toBeGreaterThan(orderId)
    expect(await placesOf(morning, first)).toBe(1)

    // Past the window's cut-off it stays as it is.
    const late = farmInstant(second, '13:00', zone)
    await expect(
      movePickup(orderDepsOf(app()), token, { windowId: morning, date: first }, late),
    ).rejects.toMatchObject({ statusCode: 409, fields: { pickupWindow: expect.any(String) } })
    expect(await placesOf(afternoon, second)).toBe(1)
  })
})
