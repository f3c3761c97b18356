import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress } from '#server/test/sign-in'

// Proves that a slot never holds more than its maxPeople on real PostgreSQL (CI runs the API
// suite with TEST_DATABASE_URL, a pool of 60 connections); on the embedded PGlite (one
// connection) the same requests simply run one after another and must give the same answer.
let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

describe('200 simultaneous pick-your-own bookings for 20 free spots', () => {
  it('books exactly 20, answers the other 180 with a clear 409, and the count adds up', async () => {
    const app = testApp.app
    const [slot] = await app.db
      .insert(pickYourOwnSlots)
      .values({
        productName: 'Fresh Blackberries',
        date: addCalendarDays(farmToday('America/New_York'), 4),
        startTime: '08:00',
        endTime: '10:00',
        maxPeople: 25,
        currentBookings: 5,
        pricePerPersonCents: 1000,
      })
      .returning()

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        app.inject({
          method: 'POST',
          url: `/api/pick-your-own/slots/${slot!.id}/book`,
          payload: {
            customerName: `Racer ${n}`,
            customerEmail: `racer${n}@example.com`,
            numberOfPeople: 1,
          },
          remoteAddress: nextTestAddress(),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.filter((status) => status === 409)).toHaveLength(180)
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: 'SLOT_FULL', message: 'This session is full.' })
    }

    const [after] = await app.db
      .select()
      .from(pickYourOwnSlots)
      .where(eq(pickYourOwnSlots.id, slot!.id))
    const [booked] = await app.db
      .select({ people: sql<number>`coalesce(sum(${pickYourOwnBookings.numberOfPeople}), 0)::int` })
      .from(pickYourOwnBookings)
      .where(eq(pickYourOwnBookings.slotId, slot!.id))
    expect(after!.currentBookings).toBe(25)
    expect(Number(booked!.people) + 5).toBe(after!.currentBookings)
  })
})
