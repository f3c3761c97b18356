import { describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { staffWaitlistSchema, waitlistEntrySchema } from '#contracts/waitlists'
import { emailOutbox } from '#server/db/schema/notifications'
import { bookings, farmEvents, waitlistEntries } from '#server/db/schema/visits'
import { nextTestAddress } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'
import { visitDepsOf } from './visit-deps'
import { passWaitlistOffers } from './waitlist-service'

/*
 * Waitlists of full event and workshop dates (issue 26, decision 0057). An offer holds its places
 * by being counted with the date's bookings. The race runs on real PostgreSQL in CI
 * (TEST_DATABASE_URL); on PGlite the same requests take turns and give the same answer.
 */

const testApp = useTestApp({ staff: 'staff' })

const app = () => testApp.app
const deps = () => visitDepsOf(app())
let eventCount = 0

/** A new workshop for `maxPeople`, and a date a week ahead. */
async function workshop(maxPeople: number) {
  eventCount += 1
  const [event] = await app()
    .db.insert(farmEvents)
    .values({
      code: `waitlist_workshop_${eventCount}`,
      title: `Grafting Workshop ${eventCount}`,
      pricePerPersonCents: 3500,
      maxPeople,
      eventType: 'workshop',
    })
    .returning()
  return { event: event!, date: addCalendarDays(farmToday('America/New_York'), 7) }
}

const request = (farmEventId: number, date: string, email: string, numberOfPeople = 1) =>
  app().inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      farmEventId,
      customerName: 'Booker',
      customerEmail: email,
      numberOfPeople,
      preferredDate: date,
    },
    remoteAddress: nextTestAddress(),
  })

const join = (farmEventId: number, eventDate: string, email: string, numberOfPeople = 1) =>
  app().inject({
    method: 'POST',
    url: `/api/farm-events/${farmEventId}/waitlist`,
    payload: { customerName: `Waiter ${email}`, customerEmail: email, numberOfPeople, eventDate },
    remoteAddress: nextTestAddress(),
  })

const setStatus = (id: number, status: string) =>
  app().inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${id}`,
    headers: { cookie: testApp.staff },
    payload: { status },
  })

const postEntry = (token: string, action: 'claim' | 'leave') =>
  app().inject({
    method: 'POST',
    url: `/api/waitlist/${token}/${action}`,
    remoteAddress: nextTestAddress(),
  })

const entriesOf = (farmEventId: number) =>
  app()
    .db.select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.farmEventId, farmEventId))
    .orderBy(asc(waitlistEntries.id))

const placesLeft = async (farmEventId: number, date: string) => {
  const response = await app().inject({
    method: 'GET',
    url: `/api/farm-events/${farmEventId}/availability`,
  })
  const found = (response.json().dates as { date: string; placesLeft: number }[]).find(
    (each) => each.date === date,
  )
  return found?.placesLeft ?? null
}

async function fill(farmEventId: number, date: string, count: number, prefix: string) {
  const ids: number[] = []
  for (let n = 0; n < count; n++) {
    const made = await request(farmEventId, date, `${prefix}${n}@example.com`)
    expect(made.statusCode, made.body).toBe(201)
    ids.push(made.json().id)
  }
  return ids
}

describe('the waitlist of a full event date', () => {
  it('takes a group on a full date, once per e-mail; a date with room says book instead', async () => {
    const { event, date } = await workshop(3)
    const early = await join(event.id, date, 'early@example.com')
    expect(early.statusCode).toBe(409)
    expect(early.json().fields).toHaveProperty('numberOfPeople')
    await fill(event.id, date, 3, 'full')

    const joined = await join(event.id, date, 'Ana@Example.com', 2)
    expect(joined.statusCode, joined.body).toBe(201)
    const entry = waitlistEntrySchema.parse(joined.json().entry)
    expect(entry).toMatchObject({ status: 'waiting', ahead: 0, slot: null })
    expect(entry.event).toMatchObject({ farmEventId: event.id, date, title: event.title })
    expect((await join(event.id, date, 'ana@example.com')).json().fields).toHaveProperty(
      'customerEmail',
    )
    const tooBig = await join(event.id, date, 'big@example.com', 4)
    expect(tooBig.statusCode).toBe(409)
    const past = await join(event.id, addCalendarDays(date, -30), 'past@example.com')
    expect(past.statusCode).toBe(409)
    const bad = await join(event.id, 'someday', 'x@example.com')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields)).toEqual(['eventDate'])
    await app().jobs.runDueJobs()
    const mails = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ana@example.com'))
    expect(mails.map((mail) => mail.subject)).toContain(`You are on the waitlist: ${event.title}`)
    expect(mails.at(-1)!.text).toContain('/farm-tours?waitlist=')
  })

  it('offers places freed by a cancellation, holds them from new requests, and books a claim once', async () => {
    const { event, date } = await workshop(2)
    const [first] = await fill(event.id, date, 2, 'freed')
    const joined = await join(event.id, date, 'next@example.com')
    const { token } = joined.json()

    expect((await setStatus(first!, 'cancelled')).statusCode).toBe(200)
    const [entry] = await entriesOf(event.id)
    expect(entry!.status).toBe('offered')
    // The freed place is held for the offer: a new request does not get it.
    expect(await placesLeft(event.id, date)).toBe(0)
    expect((await request(event.id, date, 'late@example.com')).statusCode).toBe(409)

    const claimed = await postEntry(token, 'claim')
    expect(claimed.statusCode, claimed.body).toBe(200)
    expect(claimed.json()).toMatchObject({ status: 'claimed' })
    expect(claimed.json().bookingToken).toEqual(expect.any(String))
    const again = await postEntry(token, 'claim')
    expect(again.json().bookingToken).toBe(claimed.json().bookingToken)
    const requests = await app()
      .db.select()
      .from(bookings)
      .where(and(eq(bookings.farmEventId, event.id), eq(bookings.status, 'pending')))
    expect(requests.map((row) => row.customerEmail).sort()).toEqual([
      'freed1@example.com',
      'next@example.com',
    ])
    expect(await placesLeft(event.id, date)).toBe(0)
  })

  it('a lapsed or let-go offer passes to the next group that fits', async () => {
    const { event, date } = await workshop(2)
    const [first] = await fill(event.id, date, 2, 'lapse')
    const big = (await join(event.id, date, 'big-group@example.com', 2)).json()
    const small = (await join(event.id, date, 'small@example.com', 1)).json()
    await setStatus(first!, 'cancelled')
    // One place: the group of 2 does not fit, the next one does.
    let rows = await entriesOf(event.id)
    expect(rows.map((row) => row.status)).toEqual(['waiting', 'offered'])
    expect((await postEntry(small.token, 'leave')).json().status).toBe('left')
    rows = await entriesOf(event.id)
    expect(rows.map((row) => row.status)).toEqual(['waiting', 'left'])
    expect(big.entry.status).toBe('waiting')

    // A lapsed offer: the job passes it on.
    const third = (await join(event.id, date, 'third@example.com', 1)).json()
    expect((await entriesOf(event.id)).at(-1)!.status).toBe('offered')
    await passWaitlistOffers(deps(), new Date(Date.now() + 25 * 3600 * 1000))
    const after = await app().inject({
      method: 'GET',
      url: `/api/waitlist/${third.token}`,
      remoteAddress: nextTestAddress(),
    })
    expect(after.json().status).toBe('expired')
  })

  it('lets staff see and manage a date’s waitlist, and closes it when the event is cancelled', async () => {
    const { event, date } = await workshop(1)
    await fill(event.id, date, 1, 'staffview')
    await join(event.id, date, 'w1@example.com')
    await join(event.id, date, 'w2@example.com')
    const url = `/api/admin/farm-events/${event.id}/dates/${date}/waitlist`
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401)
    const listed = await app().inject({ method: 'GET', url, headers: { cookie: testApp.staff } })
    expect(listed.statusCode).toBe(200)
    const list = staffWaitlistSchema.parse(listed.json())
    expect(list.map((each) => each.customerEmail)).toEqual(['w1@example.com', 'w2@example.com'])
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/admin/waitlist/${list[0]!.id}`,
      headers: { cookie: testApp.staff },
    })
    expect(removed.statusCode).toBe(200)
    expect(staffWaitlistSchema.parse(removed.json()).map((each) => each.status)).toEqual([
      'left',
      'waiting',
    ])
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/admin/farm-events/${event.id}/dates/${date}/cancel`,
      headers: { cookie: testApp.staff },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await entriesOf(event.id)).map((row) => row.status)).toEqual(['left', 'closed'])
  })
})

describe('places are never promised twice', () => {
  it('50 waiting and 5 cancellations at once: exactly 5 offers, each claimed once', async () => {
    const { event, date } = await workshop(10)
    const booked = await fill(event.id, date, 10, 'race-booked')
    const tokens: string[] = []
    for (let n = 0; n < 50; n++) {
      const joined = await join(event.id, date, `race-wait${n}@example.com`)
      expect(joined.statusCode, joined.body).toBe(201)
      tokens.push(joined.json().token)
    }
    await Promise.all([
      ...booked.slice(0, 5).map((id) => setStatus(id, 'cancelled')),
      ...Array.from({ length: 5 }, () => passWaitlistOffers(deps())),
    ])
    const rows = await entriesOf(event.id)
    const offered = rows.filter((row) => row.status === 'offered')
    expect(offered.map((row) => row.customerEmail)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `race-wait${n}@example.com`),
    )
    expect(await placesLeft(event.id, date)).toBe(0)

    // Each offer claimed twice at once, plus an entry without an offer: 5 bookings.
    const claims = await Promise.all([
      ...tokens
        .slice(0, 5)
        .flatMap((token) => [postEntry(token, 'claim'), postEntry(token, 'claim')]),
      postEntry(tokens[5]!, 'claim'),
    ])
    expect(claims.filter((claim) => claim.statusCode === 200)).toHaveLength(10)
    expect(claims.at(-1)!.statusCode).toBe(409)
    const open = await app()
      .db.select()
      .from(bookings)
      .where(and(eq(bookings.farmEventId, event.id), eq(bookings.status, 'pending')))
    expect(open).toHaveLength(10)
    expect(open.filter((row) => row.customerEmail.startsWith('race-wait'))).toHaveLength(5)
  })
})
