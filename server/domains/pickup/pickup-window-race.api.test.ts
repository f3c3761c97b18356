import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { addCalendarDays, farmToday, isoWeekdayOf } from '#contracts/farm-time'
import type { PickupWindowPick } from '#contracts/order-pickup'
import type { Db } from '#server/db/client'
import { pickupLocations, pickupWindowPlaces, pickupWindows } from '#server/db/schema/pickup'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { releasePickupPlace, takePickupPlace } from './pickup-windows'

// Proves that a pickup window's cap holds when many checkouts want its last places at once, on
// real PostgreSQL (CI runs the API suite with TEST_DATABASE_URL, a pool of connections): each
// place is one conditional upsert that locks the date's row. On the embedded PGlite (one
// connection) the same orders run one after another, with the same answer.
let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
})
afterAll(async () => {
  await testApp.close()
})

const zone = 'America/New_York'
const db = () => testApp.app.db as Db

async function windowWithCap(orderCap: number): Promise<PickupWindowPick> {
  const date = addCalendarDays(farmToday(zone), 4)
  const [location] = await db()
    .insert(pickupLocations)
    .values({ name: `Race stand ${orderCap}`, address: 'Grove Road' })
    .returning()
  const [window] = await db()
    .insert(pickupWindows)
    .values({
      locationId: location!.id,
      weekday: isoWeekdayOf(date),
      startsAt: '09:00',
      endsAt: '12:00',
      orderCap,
    })
    .returning()
  return { windowId: window!.id, date }
}

const placesTaken = async (pick: PickupWindowPick) =>
  (
    await db()
      .select({ orders: pickupWindowPlaces.orders })
      .from(pickupWindowPlaces)
      .where(
        and(eq(pickupWindowPlaces.windowId, pick.windowId), eq(pickupWindowPlaces.date, pick.date)),
      )
  )[0]?.orders ?? 0

/** One checkout's transaction taking a place (as checkout does, with the order written after). */
const checkout = (pick: PickupWindowPick) =>
  db().transaction(async (tx) => {
    await takePickupPlace(tx as unknown as Db, pick, zone)
    return 'placed'
  })

describe('pickup windows under concurrency', () => {
  it('20 checkouts at once for a window of 3: exactly 3 get a place, 17 are told it is full', async () => {
    const pick = await windowWithCap(3)
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => checkout(pick)))
    const placed = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    )
    expect(placed).toHaveLength(3)
    expect(refused).toHaveLength(17)
    for (const { reason } of refused) {
      expect(reason).toMatchObject({
        statusCode: 409,
        fields: { pickupWindow: 'That pickup window is full; please choose another' },
      })
    }
    expect(await placesTaken(pick)).toBe(3)
  })

  it('2 cancellations at once, then 10 checkouts at once: the 2 freed places go once each', async () => {
    const pick = await windowWithCap(5)
    for (let n = 0; n < 5; n++) await checkout(pick)
    await Promise.all([releasePickupPlace(db(), pick), releasePickupPlace(db(), pick)])
    expect(await placesTaken(pick)).toBe(3)
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => checkout(pick)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
    expect(await placesTaken(pick)).toBe(5)
  })
})
