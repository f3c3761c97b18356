import { describe, expect, it } from 'vitest'
import { and, asc, eq, inArray, like } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { waitlistEntrySchema } from '#contracts/waitlists'
import { emailOutbox } from '#server/db/schema/notifications'
import { pickYourOwnBookings, pickYourOwnSlots, waitlistEntries } from '#server/db/schema/visits'
import { productNamed } from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'
import { visitDepsOf } from './visit-deps'
import { passWaitlistOffers } from './waitlist-service'

/*
 * Waitlists of full pick-your-own sessions (issue 26, decision 0057). The race runs on real
 * PostgreSQL in CI (TEST_DATABASE_URL); on the embedded PGlite the same requests take turns and
 * must give the same answer.
 */

const testApp = useTestApp({ staff: 'staff' })

const app = () => testApp.app
const deps = () => visitDepsOf(app())

async function fullSlot(maxPeople: number, name = 'Fresh Blackberries') {
  const [slot] = await app()
    .db.insert(pickYourOwnSlots)
    .values({
      productName: name,
      date: addCalendarDays(farmToday('America/New_York'), 5),
      startTime: '08:00',
      endTime: '10:00',
      maxPeople,
      pricePerPersonCents: 1000,
    })
    .returning()
  return slot!
}

const book = (slotId: number, email: string, numberOfPeople = 1) =>
  app().inject({
    method: 'POST',
    url: `/api/pick-your-own/slots/${slotId}/book`,
    payload: { customerName: 'Booker', customerEmail: email, numberOfPeople },
    remoteAddress: nextTestAddress(),
  })

const join = (slotId: number, email: string, numberOfPeople = 1) =>
  app().inject({
    method: 'POST',
    url: `/api/pick-your-own/slots/${slotId}/waitlist`,
    payload: { customerName: `Waiter ${email}`, customerEmail: email, numberOfPeople },
    remoteAddress: nextTestAddress(),
  })

const cancelBooking = (id: number) =>
  app().inject({
    method: 'PATCH',
    url: `/api/admin/pick-your-own-bookings/${id}`,
    headers: { cookie: testApp.staff },
    payload: { status: 'cancelled' },
  })

const entries = (slotId: number) =>
  app()
    .db.select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.slotId, slotId))
    .orderBy(asc(waitlistEntries.id))

/** The visitor's entry by its link (each read from its own address: the links are rate-limited). */
const readEntry = async (token: string) =>
  (
    await app().inject({
      method: 'GET',
      url: `/api/waitlist/${token}`,
      remoteAddress: nextTestAddress(),
    })
  ).json()

const postEntry = (token: string, action: 'claim' | 'leave') =>
  app().inject({
    method: 'POST',
    url: `/api/waitlist/${token}/${action}`,
    remoteAddress: nextTestAddress(),
  })

const slotRow = async (slotId: number) =>
  (await app().db.select().from(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, slotId)))[0]!

async function bookAll(slotId: number, count: number, prefix: string) {
  const ids: number[] = []
  for (let n = 0; n < count; n++) {
    const booked = await book(slotId, `${prefix}${n}@example.com`)
    expect(booked.statusCode, booked.body).toBe(201)
    ids.push(booked.json().id)
  }
  return ids
}

describe('joining a waitlist', () => {
  it('takes a group when the session has no room, once per e-mail, and checks its fields', async () => {
    const slot = await fullSlot(2)
    // Room and nobody waiting: book instead.
    const early = await join(slot.id, 'early@example.com')
    expect(early.statusCode).toBe(409)
    expect(early.json().fields).toHaveProperty('numberOfPeople')
    await bookAll(slot.id, 2, 'join-full')

    const joined = await join(slot.id, 'Ana@Example.com', 2)
    expect(joined.statusCode, joined.body).toBe(201)
    const { token, entry } = joined.json()
    expect(waitlistEntrySchema.parse(entry)).toMatchObject({
      status: 'waiting',
      numberOfPeople: 2,
      ahead: 0,
    })
    expect((await join(slot.id, 'ana@example.com')).json().fields).toHaveProperty('customerEmail')
    expect((await join(slot.id, 'bo@example.com')).json().entry.ahead).toBe(1)

    const bad = await app().inject({
      method: 'POST',
      url: `/api/pick-your-own/slots/${slot.id}/waitlist`,
      payload: { customerName: '', customerEmail: 'nope', numberOfPeople: 0 },
      remoteAddress: nextTestAddress(),
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'customerEmail',
      'customerName',
      'numberOfPeople',
    ])
    expect((await join(999_999, 'x@example.com')).statusCode).toBe(404)

    await app().jobs.runDueJobs()
    const [mail] = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ana@example.com'))
    expect(mail?.subject).toBe('You are on the waitlist: Fresh Blackberries picking')
    expect(mail?.text).toContain(`/pick-your-own?waitlist=${encodeURIComponent(token)}`)

    expect(await readEntry(token)).toMatchObject({ status: 'waiting', ahead: 0 })
    const forged = await app().inject({
      method: 'GET',
      url: `/api/waitlist/${token}x`,
      remoteAddress: nextTestAddress(),
    })
    expect(forged.statusCode).toBe(404)
  })
})

describe('50 waiting, 5 cancellations at once', () => {
  it('offers exactly the 5 freed spots, to the first 5, and each offer is booked once', async () => {
    const slot = await fullSlot(10)
    const bookings = await bookAll(slot.id, 10, 'race-booked')
    const tokens: string[] = []
    for (let n = 0; n < 50; n++) {
      const joined = await join(slot.id, `race-waiting${n}@example.com`)
      expect(joined.statusCode, joined.body).toBe(201)
      tokens.push(joined.json().token)
    }

    // Five cancellations from five clients, each followed at once by the waitlist job.
    const answers = await Promise.all([
      ...bookings.slice(0, 5).map(cancelBooking),
      ...bookings.slice(0, 5).map(() => passWaitlistOffers(deps())),
    ])
    for (const answer of answers.slice(0, 5))
      expect((answer as { statusCode: number }).statusCode).toBe(200)

    const after = await entries(slot.id)
    const offered = after.filter((entry) => entry.status === 'offered')
    expect(offered.map((entry) => entry.customerEmail)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `race-waiting${n}@example.com`),
    )
    expect(after.filter((entry) => entry.status === 'waiting')).toHaveLength(45)
    expect((await slotRow(slot.id)).currentBookings).toBe(10)
    await app().jobs.runDueJobs()
    const offerMails = await app()
      .db.select()
      .from(emailOutbox)
      .where(
        and(
          like(emailOutbox.toAddress, 'race-waiting%'),
          eq(emailOutbox.subject, 'Spots are free: Fresh Blackberries picking'),
        ),
      )
    expect(offerMails).toHaveLength(5)

    // Each offer claimed twice at once (two tabs), and a waiting entry tries to claim too.
    const claims = await Promise.all(
      [...tokens.slice(0, 5), ...tokens.slice(0, 5), tokens[5]!].map((token) =>
        postEntry(token, 'claim'),
      ),
    )
    expect(claims.slice(0, 10).map((claim) => claim.statusCode)).toEqual(Array(10).fill(200))
    expect(claims[10]!.statusCode).toBe(409)
    const claimed = (await entries(slot.id)).filter((entry) => entry.status === 'claimed')
    expect(claimed).toHaveLength(5)
    const booked = await app()
      .db.select()
      .from(pickYourOwnBookings)
      .where(
        and(eq(pickYourOwnBookings.slotId, slot.id), eq(pickYourOwnBookings.status, 'confirmed')),
      )
    expect(booked).toHaveLength(10)
    expect(new Set(claimed.map((entry) => entry.bookingId)).size).toBe(5)
    expect((await slotRow(slot.id)).currentBookings).toBe(10)
  })
})

describe('offers', () => {
  it('go to the first group that fits; a lapsed or declined offer passes on', async () => {
    const slot = await fullSlot(3, 'Muscadine Grapes')
    const [first] = await bookAll(slot.id, 3, 'fit-booked')
    const big = (await join(slot.id, 'fit-big@example.com', 3)).json().token as string
    const small = (await join(slot.id, 'fit-small@example.com', 1)).json().token as string
    const next = (await join(slot.id, 'fit-next@example.com', 1)).json().token as string

    // One spot frees: the group of 3 does not fit, the group of 1 after it does.
    expect((await cancelBooking(first!)).statusCode).toBe(200)
    expect((await readEntry(big)).status).toBe('waiting')
    const offer = await readEntry(small)
    expect(offer.status).toBe('offered')
    expect(new Date(offer.offerExpiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000)

    // Past its hold the job passes it on, and the lapsed link cannot book.
    const later = new Date(Date.now() + 25 * 3600_000)
    await passWaitlistOffers(deps(), later)
    expect((await readEntry(small)).status).toBe('expired')
    expect((await readEntry(next)).status).toBe('offered')
    const lapsed = await postEntry(small, 'claim')
    expect(lapsed.statusCode).toBe(409)

    // Letting the offer go passes it at once; leaving while waiting just leaves.
    const declined = await postEntry(next, 'leave')
    expect(declined.json().status).toBe('left')
    expect((await readEntry(big)).status).toBe('waiting')
    expect((await slotRow(slot.id)).currentBookings).toBe(2)
  })

  it('follow more spots, and a cancelled session closes its waitlist', async () => {
    const slot = await fullSlot(1, 'Haden Mangos')
    await bookAll(slot.id, 1, 'more-booked')
    const joinedMore = await join(slot.id, 'more@example.com', 1)
    expect(joinedMore.statusCode, joinedMore.body).toBe(201)
    const token = joinedMore.json().token as string
    const grown = await app().inject({
      method: 'PUT',
      url: `/api/admin/pick-your-own/slots/${slot.id}`,
      headers: { cookie: testApp.staff },
      payload: {
        productId: (await productNamed(app(), 'Haden Mangos')).id,
        date: slot.date,
        startTime: '08:00',
        endTime: '10:00',
        maxPeople: 2,
        pricePerPerson: '10.00',
        active: true,
      },
    })
    expect(grown.statusCode, grown.body).toBe(200)
    await passWaitlistOffers(deps())
    expect((await readEntry(token)).status).toBe('offered')

    const waiting = (await join(slot.id, 'closed@example.com')).json().token as string
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/admin/pick-your-own/slots/${slot.id}/cancel`,
      headers: { cookie: testApp.staff },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await readEntry(token)).status).toBe('closed')
    expect((await readEntry(waiting)).status).toBe('closed')
  })
})

describe("staff's view of a waitlist", () => {
  it('lists the entries in line order and takes one off, for staff only', async () => {
    const slot = await fullSlot(1, 'Kent Mangos')
    await bookAll(slot.id, 1, 'staff-booked')
    await join(slot.id, 'staff-a@example.com', 1)
    await join(slot.id, 'staff-b@example.com', 1)
    const url = `/api/admin/pick-your-own/slots/${slot.id}/waitlist`
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401)
    const list = await app().inject({ method: 'GET', url, headers: { cookie: testApp.staff } })
    expect(list.json().map((entry: { customerEmail: string }) => entry.customerEmail)).toEqual([
      'staff-a@example.com',
      'staff-b@example.com',
    ])
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/admin/waitlist/${list.json()[0].id}`,
      headers: { cookie: testApp.staff },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().map((entry: { status: string }) => entry.status)).toEqual([
      'left',
      'waiting',
    ])
    const missing = await app().inject({
      method: 'DELETE',
      url: '/api/admin/waitlist/999999',
      headers: { cookie: testApp.staff },
    })
    expect(missing.statusCode).toBe(404)
    expect(
      (
        await app()
          .db.select()
          .from(waitlistEntries)
          .where(inArray(waitlistEntries.status, ['waiting']))
      ).length,
    ).toBeGreaterThan(0)
  })
})
