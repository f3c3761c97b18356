import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { emailOutbox } from '#server/db/schema/notifications'
import { bookings } from '#server/db/schema/visits'
import { readToday } from '#server/domains/today/today-queries'
import { nextTestAddress } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'

/*
 * Minimum head counts of workshops (issue 26): a date still under its minimum on its decision day
 * shows on Today, and staff call it off in one action, every visitor e-mailed.
 */

const testApp = useTestApp({ staff: 'staff' })

const app = () => testApp.app
const zone = 'America/New_York'
const inDays = (days: number) => addCalendarDays(farmToday(zone), days)

const workshop = (overrides: Record<string, unknown> = {}) => ({
  title: 'Grafting Workshop',
  description: 'Graft your own mango tree.',
  durationMinutes: 120,
  startTime: '09:00',
  pricePerPerson: '45.00',
  maxPeople: 10,
  includes: ['A grafted tree'],
  eventType: 'workshop',
  minPeople: 4,
  minPeopleDaysBefore: 3,
  ...overrides,
})

const requestVisit = (farmEventId: number, preferredDate: string, numberOfPeople: number) =>
  app().inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      farmEventId,
      customerName: 'Gil Grafter',
      customerEmail: `grafter-${preferredDate}-${numberOfPeople}@example.com`,
      numberOfPeople,
      preferredDate,
    },
    remoteAddress: nextTestAddress(),
  })

const today = () => readToday({ db: app().db, failedJobCount: async () => 0 })

describe('a minimum head count', () => {
  it('is set on the workshop, never above its max people', async () => {
    const tooMany = await app().inject({
      method: 'POST',
      url: '/api/admin/farm-events',
      headers: { cookie: testApp.staff },
      payload: workshop({ minPeople: 11 }),
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().fields).toEqual({
      minPeople: 'Minimum people cannot be more than max people',
    })
    const badDays = await app().inject({
      method: 'POST',
      url: '/api/admin/farm-events',
      headers: { cookie: testApp.staff },
      payload: workshop({ minPeopleDaysBefore: 61 }),
    })
    expect(badDays.json().fields).toHaveProperty('minPeopleDaysBefore')
  })

  it('lists the dates under it on their decision day, and calls one off with everyone e-mailed', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/admin/farm-events',
      headers: { cookie: testApp.staff },
      payload: workshop(),
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ minPeople: 4, minPeopleDaysBefore: 3 })
    const id = created.json().id as number

    // In two days with 2 + 1 people (under 4); tomorrow with 4 (enough); in ten days with 1
    // (its decision day has not come).
    for (const [date, people] of [
      [inDays(2), 2],
      [inDays(2), 1],
      [inDays(1), 4],
      [inDays(10), 1],
    ] as const) {
      const requested = await requestVisit(id, date, people)
      expect(requested.statusCode, requested.body).toBe(201)
    }
    expect((await today()).belowMinimum).toEqual([
      {
        eventId: id,
        title: 'Grafting Workshop',
        date: inDays(2),
        people: 3,
        minPeople: 4,
        bookings: 2,
      },
    ])

    const path = `/api/admin/farm-events/${id}/dates/${inDays(2)}/cancel`
    expect((await app().inject({ method: 'POST', url: path })).statusCode).toBe(401)
    const badDate = await app().inject({
      method: 'POST',
      url: `/api/admin/farm-events/${id}/dates/2026-02-30/cancel`,
      headers: { cookie: testApp.staff },
    })
    expect(badDate.statusCode).toBe(400)
    expect(badDate.json().fields).toHaveProperty('date')
    const unknown = await app().inject({
      method: 'POST',
      url: `/api/admin/farm-events/999999/dates/${inDays(2)}/cancel`,
      headers: { cookie: testApp.staff },
    })
    expect(unknown.statusCode).toBe(404)

    const called = await app().inject({
      method: 'POST',
      url: path,
      headers: { cookie: testApp.staff },
    })
    expect(called.statusCode, called.body).toBe(200)
    expect(called.json()).toEqual({ cancelledBookings: 2 })
    expect((await today()).belowMinimum).toEqual([])
    const left = await app()
      .db.select({ date: bookings.preferredDate, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.farmEventId, id))
    expect(left.filter((row) => row.status === 'cancelled').map((row) => row.date)).toEqual([
      inDays(2),
      inDays(2),
    ])
    expect(left.filter((row) => row.status !== 'cancelled')).toHaveLength(2)

    await app().jobs.runDueJobs()
    const mails = await app()
      .db.select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, `grafter-${inDays(2)}-2@example.com`),
          eq(emailOutbox.subject, 'Your booking was cancelled: Grafting Workshop'),
        ),
      )
    expect(mails).toHaveLength(1)
  })
})
