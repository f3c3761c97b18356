import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { bookings, farmEvents } from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress } from '#server/test/sign-in'

// Proves that the requests for an event's date never hold more than its maxPeople on real
// PostgreSQL (CI runs the API suite with TEST_DATABASE_URL, a pool of connections); on the
// embedded PGlite (one connection) the same requests run one after another, with the same answer.
let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

describe('200 simultaneous workshop requests for 20 free places', () => {
  it('takes exactly 20, refuses the other 180 with a 409 naming numberOfPeople', async () => {
    const app = testApp.app
    const date = addCalendarDays(farmToday('America/New_York'), 6)
    const [workshop] = await app.db
      .insert(farmEvents)
      .values({
        code: `race_${Date.now()}`,
        title: 'Race Grafting Workshop',
        pricePerPersonCents: 5000,
        maxPeople: 25,
        eventType: 'workshop',
      })
      .returning()
    // Five places are held already by a pending request.
    await app.db.insert(bookings).values({
      farmEventId: workshop!.id,
      type: 'workshop',
      title: workshop!.title,
      customerName: 'Early Bird',
      customerEmail: 'early.bird@example.com',
      numberOfPeople: 5,
      preferredDate: date,
      totalPriceCents: 25000,
    })

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: {
            farmEventId: workshop!.id,
            customerName: `Racer ${n}`,
            customerEmail: `racer${n}@example.com`,
            numberOfPeople: 1,
            preferredDate: date,
          },
          remoteAddress: nextTestAddress(),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.filter((status) => status === 409)).toHaveLength(180)
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'NOT_ENOUGH_PLACES',
        fields: { numberOfPeople: expect.stringContaining('is fully booked on') },
      })
    }

    const [held] = await app.db
      .select({ people: sql<number>`coalesce(sum(${bookings.numberOfPeople}), 0)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.farmEventId, workshop!.id),
          inArray(bookings.status, ['pending', 'confirmed']),
        ),
      )
    expect(Number(held!.people)).toBe(25)
  })
})
