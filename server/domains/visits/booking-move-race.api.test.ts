import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
} from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'

// Proves that moving bookings never overfills a session on real PostgreSQL (CI runs the API suite
// with TEST_DATABASE_URL, a pool of connections): the target's capacity is checked in the move's
// transaction under a row lock. On the embedded PGlite (one connection) the same moves run one
// after another, with the same answer.
let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const inDays = (days: number) => addCalendarDays(farmToday('America/New_York'), days)
const move = (kind: string, id: number, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/admin/calendar/bookings/${kind}/${id}/move`,
    headers: { cookie: staff },
    payload,
  })

async function slotWith(date: string, maxPeople: number, parties: number[]) {
  const db = testApp.app.db
  const [slot] = await db
    .insert(pickYourOwnSlots)
    .values({
      productName: 'Race Blackberries',
      date,
      startTime: '08:00',
      endTime: '10:00',
      maxPeople,
      currentBookings: parties.reduce((sum, people) => sum + people, 0),
      pricePerPersonCents: 1000,
    })
    .returning()
  const rows = parties.length
    ? await db
        .insert(pickYourOwnBookings)
        .values(
          parties.map((people, n) => ({
            slotId: slot!.id,
            customerName: `Mover ${n}`,
            customerEmail: `mover${slot!.id}-${n}@example.com`,
            numberOfPeople: people,
            totalPriceCents: people * 1000,
          })),
        )
        .returning()
    : []
  return { slot: slot!, bookings: rows }
}

/** The slot's counter, and the people of its open bookings (they must agree). */
async function slotCount(slotId: number) {
  const db = testApp.app.db
  const [slot] = await db.select().from(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, slotId))
  const [held] = await db
    .select({ people: sql<number>`coalesce(sum(${pickYourOwnBookings.numberOfPeople}), 0)::int` })
    .from(pickYourOwnBookings)
    .where(
      and(
        eq(pickYourOwnBookings.slotId, slotId),
        inArray(pickYourOwnBookings.status, ['pending', 'confirmed']),
      ),
    )
  return { counter: slot!.currentBookings, people: Number(held!.people) }
}

describe('moves racing for the last places', () => {
  it('two pick-your-own moves into the last 2 spots at once: exactly one wins', async () => {
    const { slot: target } = await slotWith(inDays(40), 10, [8])
    const {
      slot: first,
      bookings: [a],
    } = await slotWith(inDays(41), 10, [2])
    const {
      slot: second,
      bookings: [b],
    } = await slotWith(inDays(42), 10, [2])
    const answers = await Promise.all([
      move('pick_your_own', a!.id, { slotId: target.id }),
      move('pick_your_own', b!.id, { slotId: target.id }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe(
      'NOT_ENOUGH_PLACES',
    )
    expect(await slotCount(target.id)).toEqual({ counter: 10, people: 10 })
    const sources = [await slotCount(first.id), await slotCount(second.id)]
    expect(sources.map((source) => source.counter).sort()).toEqual([0, 2])
    for (const source of sources) expect(source.counter).toBe(source.people)
  })

  it('20 pick-your-own moves for 2 spots: one wins, 19 are refused, every count adds up', async () => {
    const { slot: target } = await slotWith(inDays(43), 12, [10])
    const { slot: source, bookings: movers } = await slotWith(
      inDays(44),
      40,
      Array.from({ length: 20 }, () => 2),
    )
    const answers = await Promise.all(
      movers.map((booking) => move('pick_your_own', booking.id, { slotId: target.id })),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    expect(await slotCount(target.id)).toEqual({ counter: 12, people: 12 })
    expect(await slotCount(source.id)).toEqual({ counter: 38, people: 38 })
  })

  it('moves crossing between two sessions at once all succeed, without a deadlock', async () => {
    const { slot: east, bookings: eastward } = await slotWith(inDays(45), 30, [1, 1, 1, 1, 1, 1])
    const { slot: west, bookings: westward } = await slotWith(inDays(46), 30, [1, 1, 1, 1, 1, 1])
    const answers = await Promise.all([
      ...eastward.map((booking) => move('pick_your_own', booking.id, { slotId: west.id })),
      ...westward.map((booking) => move('pick_your_own', booking.id, { slotId: east.id })),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
    expect(await slotCount(east.id)).toEqual({ counter: 6, people: 6 })
    expect(await slotCount(west.id)).toEqual({ counter: 6, people: 6 })
  })

  it('two event moves into the last places of a date at once: exactly one wins', async () => {
    const db = testApp.app.db
    const [event] = await db
      .insert(farmEvents)
      .values({
        code: `move_race_${Date.now()}`,
        title: 'Race Beekeeping Basics',
        pricePerPersonCents: 9500,
        maxPeople: 6,
        eventType: 'workshop',
      })
      .returning()
    const request = (date: string, people: number, n: number) => ({
      farmEventId: event!.id,
      type: 'workshop',
      title: event!.title,
      customerName: `Mover ${n}`,
      customerEmail: `event-mover${n}@example.com`,
      numberOfPeople: people,
      preferredDate: date,
      status: 'confirmed' as const,
      totalPriceCents: people * 9500,
    })
    const target = inDays(40)
    await db.insert(bookings).values(request(target, 4, 0))
    const movers = await db
      .insert(bookings)
      .values([request(inDays(41), 2, 1), request(inDays(42), 2, 2)])
      .returning()
    const answers = await Promise.all(
      movers.map((booking) => move('event', booking.id, { date: target })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const [held] = await db
      .select({ people: sql<number>`sum(${bookings.numberOfPeople})::int` })
      .from(bookings)
      .where(and(eq(bookings.farmEventId, event!.id), eq(bookings.preferredDate, target)))
    expect(Number(held!.people)).toBe(6)
  })
})
