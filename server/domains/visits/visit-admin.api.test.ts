import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import {
  farmEventAdminSchema,
  pickYourOwnSlotAdminSchema,
  staffBookingListSchema,
  staffBookingPageSchema,
  type FarmEventAdmin,
  type PickYourOwnSlotAdmin,
} from '#contracts/visits-admin'
import { auditLog } from '#server/db/schema/audit'
import { emailOutbox } from '#server/db/schema/notifications'
import { products } from '#server/db/schema/catalog'
import { bookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const today = () => farmToday('America/New_York')
const eventsPath = '/api/admin/farm-events'
const slotsPath = '/api/admin/pick-your-own/slots'
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const asStaff = (method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const events = async (): Promise<FarmEventAdmin[]> =>
  farmEventAdminSchema.array().parse((await asStaff('GET', eventsPath)).json())
const slots = async (): Promise<PickYourOwnSlotAdmin[]> =>
  pickYourOwnSlotAdminSchema.array().parse((await asStaff('GET', slotsPath)).json())
const lastAudit = async () =>
  (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]
const mailsTo = async (address: string) => {
  await testApp.app.jobs.runDueJobs()
  return testApp.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Honey Harvest Morning',
  description: 'Pull frames and spin honey with us.',
  durationMinutes: '90',
  startTime: '08:00',
  pricePerPerson: '35',
  maxPeople: '4',
  includes: ['Veil and gloves', ' ', 'A jar of honey'],
  eventType: 'event',
  active: true,
  sortOrder: 9,
  ...overrides,
})

describe('visits staff API', () => {
  it('refuses every staff call to anyone but staff, and changes nothing', async () => {
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: eventsPath },
        { method: 'POST', url: eventsPath, payload: newEvent() },
        { method: 'PUT', url: `${eventsPath}/1`, payload: newEvent() },
        { method: 'PATCH', url: `${eventsPath}/1`, payload: { active: false } },
        { method: 'DELETE', url: `${eventsPath}/1` },
        { method: 'POST', url: `${eventsPath}/1/cancel` },
        { method: 'GET', url: slotsPath },
        { method: 'GET', url: `${slotsPath}/schedule` },
        { method: 'POST', url: slotsPath, payload: {} },
        { method: 'POST', url: `${slotsPath}/1/cancel` },
        { method: 'GET', url: `${slotsPath}/1/bookings` },
        { method: 'DELETE', url: `${slotsPath}/1` },
        { method: 'GET', url: '/api/admin/bookings' },
        { method: 'PATCH', url: '/api/admin/bookings/1', payload: { status: 'confirmed' } },
        {
          method: 'PATCH',
          url: '/api/admin/pick-your-own-bookings/1',
          payload: { status: 'cancelled' },
        },
      ],
      async () => [await events(), await slots()],
    )
  })

  it('creates, edits, hides and deletes an event; the public list follows', async () => {
    const created = await asStaff('POST', eventsPath, newEvent())
    expect(created.statusCode).toBe(201)
    const event = farmEventAdminSchema.parse(created.json())
    expect(event).toMatchObject({
      duration: '1.5 hours',
      pricePerPerson: '35.00',
      maxPeople: 4,
      includes: ['Veil and gloves', 'A jar of honey'],
      upcomingBookings: 0,
    })
    expect((await lastAudit())!.action).toBe('farm_event.create')
    const publicIds = async () =>
      ((await testApp.app.inject('/api/farm-events/active')).json() as { id: number }[]).map(
        (item) => item.id,
      )
    expect(await publicIds()).toContain(event.id)

    const hidden = await asStaff('PATCH', `${eventsPath}/${event.id}`, { active: false })
    expect(hidden.json().active).toBe(false)
    expect(await publicIds()).not.toContain(event.id)

    const edited = await asStaff('PUT', `${eventsPath}/${event.id}`, newEvent({ maxPeople: 6 }))
    expect(edited.json().maxPeople).toBe(6)
    expect((await asStaff('DELETE', `${eventsPath}/${event.id}`)).statusCode).toBe(204)
    expect((await asStaff('DELETE', `${eventsPath}/${event.id}`)).statusCode).toBe(404)
  })

  it('answers bad input with 400 naming each field, and stores nothing', async () => {
    const before = await events()
    const response = await asStaff(
      'POST',
      eventsPath,
      newEvent({
        title: '',
        durationMinutes: '5',
        startTime: '25:00',
        pricePerPerson: '-3',
        maxPeople: 0,
        eventType: 'party',
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual(
      ['durationMinutes', 'eventType', 'maxPeople', 'pricePerPerson', 'startTime', 'title'].sort(),
    )
    const slot = await asStaff('POST', slotsPath, {
      productId: 999_999,
      date: addCalendarDays(today(), 3),
      startTime: '10:00',
      endTime: '09:00',
      pricePerPerson: '10',
    })
    expect(slot.statusCode).toBe(400)
    expect(slot.json().fields.endTime).toBe('End time must be after start time')
    expect(await events()).toEqual(before)
  })

  it('confirms up to the event capacity per date, also when two staff confirm at once', async () => {
    const event = farmEventAdminSchema.parse(
      (await asStaff('POST', eventsPath, newEvent({ maxPeople: 5 }))).json(),
    )
    const date = addCalendarDays(today(), 12)
    const requestFor = async (people: number, email: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: nextTestAddress(),
        payload: {
          farmEventId: event.id,
          customerName: 'Capacity Tester',
          customerEmail: email,
          numberOfPeople: people,
          preferredDate: date,
        },
      })
      expect(response.statusCode).toBe(201)
      return response.json().id as number
    }
    const first = await requestFor(3, 'cap.one@example.com')
    const third = await requestFor(2, 'cap.three@example.com')
    // Requests hold their places, so the farm's own check at confirmation guards what came in
    // otherwise: here a request stored before requests held places.
    const [old] = await testApp.app.db
      .insert(bookings)
      .values({
        farmEventId: event.id,
        type: 'event',
        title: event.title,
        customerName: 'Capacity Tester',
        customerEmail: 'cap.two@example.com',
        numberOfPeople: 3,
        preferredDate: date,
        totalPriceCents: 3000,
      })
      .returning()
    const second = old!.id

    const [a, b] = await Promise.all([
      asStaff('PATCH', `/api/admin/bookings/${first}`, { status: 'confirmed' }),
      asStaff('PATCH', `/api/admin/bookings/${second}`, { status: 'confirmed' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const refused = a.statusCode === 409 ? a : b
    expect(refused.json().code).toBe('EVENT_FULL')
    expect(refused.json().message).toMatch(/at most 5 people/)
    const refusedId = a.statusCode === 409 ? first : second
    const [row] = await testApp.app.db.select().from(bookings).where(eq(bookings.id, refusedId))
    expect(row!.status).toBe('pending')

    const fits = await asStaff('PATCH', `/api/admin/bookings/${third}`, { status: 'confirmed' })
    expect(fits.statusCode).toBe(200)
    expect(fits.json()).toMatchObject({ status: 'confirmed', kind: 'event', type: 'Farm Event' })
    expect(await lastAudit()).toMatchObject({
      action: 'booking.status',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    })

    // Cancelling the event cancels its upcoming bookings and tells each visitor.
    expect((await asStaff('DELETE', `${eventsPath}/${event.id}`)).statusCode).toBe(409)
    const cancelled = await asStaff('POST', `${eventsPath}/${event.id}/cancel`)
    expect(cancelled.json()).toEqual({ cancelledBookings: 3 })
    for (const email of ['cap.one@example.com', 'cap.two@example.com', 'cap.three@example.com']) {
      const mails = await mailsTo(email)
      expect(mails.some((mail) => mail.subject.startsWith('Your booking was cancelled'))).toBe(true)
    }
  })

  it('lists both kinds of bookings, filters by status and refuses an unknown one', async () => {
    const all = staffBookingPageSchema.parse(
      (await asStaff('GET', '/api/admin/bookings?pageSize=100')).json(),
    ).items
    expect(new Set(all.map((booking) => booking.kind))).toEqual(new Set(['event', 'pick_your_own']))
    const pending = staffBookingPageSchema.parse(
      (await asStaff('GET', '/api/admin/bookings?status=pending')).json(),
    ).items
    expect(pending.length).toBeGreaterThan(0)
    expect(pending.every((booking) => booking.status === 'pending')).toBe(true)
    const bad = await asStaff('GET', '/api/admin/bookings?status=lost')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields.status).toMatch(/pending, confirmed or cancelled/)
  })

  it('pages the upcoming sessions soonest first and the past 30 days latest first', async () => {
    const session = (days: number, startTime: string) => ({
      productName: 'Schedule Starfruit',
      active: false,
      date: addCalendarDays(today(), days),
      startTime,
      endTime: '12:00',
      maxPeople: 8,
      pricePerPersonCents: 1000,
    })
    await testApp.app.db
      .insert(pickYourOwnSlots)
      .values([
        session(3, '09:00'),
        session(0, '10:00'),
        session(3, '08:00'),
        session(-1, '08:00'),
        session(-20, '08:00'),
        session(-31, '08:00'),
      ])
    const schedule = async (query: string) => {
      const response = await asStaff('GET', `${slotsPath}/schedule?q=starfruit&${query}`)
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json() as { items: PickYourOwnSlotAdmin[]; total: number }
      return {
        total: page.total,
        when: page.items.map((slot) => `${slot.date} ${slot.startTime}`),
      }
    }
    const on = (days: number, time: string) => `${addCalendarDays(today(), days)} ${time}`
    expect(await schedule('')).toEqual({
      total: 3,
      when: [on(0, '10:00'), on(3, '08:00'), on(3, '09:00')],
    })
    // The past 30 days, latest first; older sessions are not listed.
    expect(await schedule('when=past')).toEqual({
      total: 2,
      when: [on(-1, '08:00'), on(-20, '08:00')],
    })
    expect((await schedule('pageSize=25&page=2')).when).toEqual([])
    const bad = await asStaff('GET', `${slotsPath}/schedule?when=someday`)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields)).toEqual(['when'])
  })

  it('makes a weekly series of sessions, and cancels one with bookings instead of deleting it', async () => {
    const [mango] = await testApp.app.db
      .select()
      .from(products)
      .where(eq(products.name, 'Haden Mangos'))
    const first = addCalendarDays(today(), 7)
    const created = await asStaff('POST', slotsPath, {
      productId: mango!.id,
      date: first,
      startTime: '08:00',
      endTime: '11:00',
      maxPeople: '6',
      pricePerPerson: '12.5',
      weeks: 6,
    })
    expect(created.statusCode).toBe(201)
    const series = pickYourOwnSlotAdminSchema.array().parse(created.json())
    expect(series.map((slot) => slot.date)).toEqual(
      [0, 1, 2, 3, 4, 5].map((week) => addCalendarDays(first, week * 7)),
    )
    expect(series[0]).toMatchObject({
      productName: 'Haden Mangos',
      spotsLeft: 6,
      pricePerPerson: '12.50',
    })

    const [slot, unbooked] = series
    const booked = await testApp.app.inject({
      method: 'POST',
      url: `/api/pick-your-own/slots/${slot!.id}/book`,
      remoteAddress: nextTestAddress(),
      payload: {
        customerName: 'Series Picker',
        customerEmail: 'series.picker@example.com',
        numberOfPeople: 2,
      },
    })
    expect(booked.statusCode).toBe(201)
    const slotBookings = staffBookingListSchema.parse(
      (await asStaff('GET', `${slotsPath}/${slot!.id}/bookings`)).json(),
    )
    expect(slotBookings).toHaveLength(1)
    expect(slotBookings[0]).toMatchObject({ customerName: 'Series Picker', price: '25.00' })

    const shrink = await asStaff('PUT', `${slotsPath}/${slot!.id}`, {
      productId: mango!.id,
      date: first,
      startTime: '08:00',
      endTime: '11:00',
      maxPeople: 1,
      pricePerPerson: '12.50',
    })
    expect(shrink.statusCode).toBe(400)
    expect(shrink.json().fields.maxPeople).toMatch(/2 people already booked/)

    expect((await asStaff('DELETE', `${slotsPath}/${slot!.id}`)).statusCode).toBe(409)
    const cancelled = await asStaff('POST', `${slotsPath}/${slot!.id}/cancel`)
    expect(cancelled.json()).toEqual({ cancelledBookings: 1 })
    const mails = await mailsTo('series.picker@example.com')
    expect(mails.some((mail) => mail.subject.startsWith('Your booking was cancelled'))).toBe(true)
    const publicSlots = (await testApp.app.inject('/api/pick-your-own/slots')).json() as {
      id: number
    }[]
    expect(publicSlots.map((item) => item.id)).not.toContain(slot!.id)
    expect((await lastAudit())!.action).toBe('pick_your_own_slot.cancel')

    expect((await asStaff('DELETE', `${slotsPath}/${unbooked!.id}`)).statusCode).toBe(204)
  })

  it('cancelling a pick-your-own booking frees its spots; re-opening takes them again', async () => {
    const slot = (await slots()).find(
      (item) => item.spotsLeft >= 3 && item.active && !item.cancelledAt,
    )!
    const booked = await testApp.app.inject({
      method: 'POST',
      url: `/api/pick-your-own/slots/${slot.id}/book`,
      remoteAddress: nextTestAddress(),
      payload: {
        customerName: 'Flip Picker',
        customerEmail: 'flip@example.com',
        numberOfPeople: 3,
      },
    })
    const id = booked.json().id as number
    const spots = async () => (await slots()).find((item) => item.id === slot.id)!.spotsLeft
    expect(await spots()).toBe(slot.spotsLeft - 3)
    const cancelled = await asStaff('PATCH', `/api/admin/pick-your-own-bookings/${id}`, {
      status: 'cancelled',
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', kind: 'pick_your_own' })
    expect(await spots()).toBe(slot.spotsLeft)
    await asStaff('PATCH', `/api/admin/pick-your-own-bookings/${id}`, { status: 'confirmed' })
    expect(await spots()).toBe(slot.spotsLeft - 3)
  })
})
