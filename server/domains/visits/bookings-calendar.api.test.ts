import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import {
  calendarSchema,
  checkInBookingSchema,
  moveBookingResultSchema,
  moveTargetSchema,
  sessionCheckInSchema,
  sessionKey,
  type CalendarSession,
} from '#contracts/bookings-calendar'
import { addCalendarDays, farmToday, formatVisitDate } from '#contracts/farm-time'
import { auditLog } from '#server/db/schema/audit'
import { emailOutbox } from '#server/db/schema/notifications'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
} from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.app.db
const inDays = (days: number) => addCalendarDays(farmToday('America/New_York'), days)
type Method = 'GET' | 'POST' | 'PUT'
const asStaff = (method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })

const calendar = async (from: string, to: string) => {
  const response = await asStaff('GET', `/api/admin/calendar?from=${from}&to=${to}`)
  expect(response.statusCode, response.body).toBe(200)
  return calendarSchema.parse(response.json())
}
const checkIn = async (key: string) => {
  const response = await asStaff('GET', `/api/admin/calendar/sessions/${key}`)
  expect(response.statusCode, response.body).toBe(200)
  return sessionCheckInSchema.parse(response.json())
}
const bookingUrl = (kind: string, id: number, action: string) =>
  `/api/admin/calendar/bookings/${kind}/${id}/${action}`
const mailsTo = async (address: string) => {
  await testApp.app.jobs.runDueJobs()
  return db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
}
const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!

let made = 0
async function newSlot(values: {
  date: string
  maxPeople: number
  booked?: number[]
  startTime?: string
  endTime?: string
  price?: number
  active?: boolean
  cancelled?: boolean
}) {
  made += 1
  const booked = values.booked ?? []
  const [slot] = await db()
    .insert(pickYourOwnSlots)
    .values({
      productName: `Calendar Berries ${made}`,
      date: values.date,
      startTime: values.startTime ?? '08:00',
      endTime: values.endTime ?? '10:00',
      maxPeople: values.maxPeople,
      currentBookings: values.cancelled ? 0 : booked.reduce((sum, people) => sum + people, 0),
      pricePerPersonCents: values.price ?? 1000,
      active: values.active ?? true,
      cancelledAt: values.cancelled ? new Date() : null,
    })
    .returning()
  const rows = booked.length
    ? await db()
        .insert(pickYourOwnBookings)
        .values(
          booked.map((people, index) => ({
            slotId: slot!.id,
            customerName: `Picker ${made}-${index}`,
            customerEmail: `picker${made}-${index}@example.com`,
            customerPhone: '(555) 010-0000',
            numberOfPeople: people,
            totalPriceCents: people * (values.price ?? 1000),
            status: values.cancelled ? ('cancelled' as const) : ('confirmed' as const),
          })),
        )
        .returning()
    : []
  return { slot: slot!, bookings: rows }
}

async function newEvent(maxPeople: number, active = true) {
  made += 1
  const [event] = await db()
    .insert(farmEvents)
    .values({
      code: `calendar_${made}_${Date.now()}`,
      title: `Calendar Workshop ${made}`,
      startTime: '09:00',
      durationMinutes: 90,
      pricePerPersonCents: 4000,
      maxPeople,
      eventType: 'workshop',
      active,
    })
    .returning()
  return event!
}

async function newRequest(
  event: { id: number; title: string },
  date: string,
  people: number,
  status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed',
) {
  made += 1
  const [booking] = await db()
    .insert(bookings)
    .values({
      farmEventId: event.id,
      type: 'workshop',
      title: event.title,
      customerName: `Visitor ${made}`,
      customerEmail: `visitor${made}@example.com`,
      numberOfPeople: people,
      preferredDate: date,
      alternateDate: addCalendarDays(date, 1),
      status,
      totalPriceCents: people * 4000,
    })
    .returning()
  return booking!
}

const slotKey = (id: number) => sessionKey({ kind: 'pick_your_own', slotId: id })
const eventKey = (eventId: number, date: string) => sessionKey({ kind: 'event', eventId, date })
const sessionIn = (sessions: CalendarSession[], key: string) =>
  sessions.find((session) => session.key === key)

describe('the bookings calendar', () => {
  it('is for staff only, and a customer or visitor changes nothing', async () => {
    const {
      slot,
      bookings: [booking],
    } = await newSlot({ date: inDays(-1), maxPeople: 5, booked: [2] })
    const { slot: other } = await newSlot({ date: inDays(30), maxPeople: 5 })
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: `/api/admin/calendar?from=${inDays(0)}&to=${inDays(6)}` },
        { method: 'GET', url: `/api/admin/calendar/sessions/${slotKey(slot.id)}` },
        { method: 'GET', url: `/api/admin/calendar/sessions/${slotKey(slot.id)}/check-in.pdf` },
        {
          method: 'PUT',
          url: bookingUrl('pick_your_own', booking!.id, 'attendance'),
          payload: { attendance: 'attended' },
        },
        { method: 'GET', url: bookingUrl('pick_your_own', booking!.id, 'move-targets') },
        {
          method: 'POST',
          url: bookingUrl('pick_your_own', booking!.id, 'move'),
          payload: { slotId: other.id },
        },
      ],
      () => checkIn(slotKey(slot.id)),
    )
  })

  it('lists the demo farm’s sessions of a range on the farm’s clock, with booked / capacity', async () => {
    const shown = await calendar(inDays(0), inDays(20))
    expect(shown).toMatchObject({ from: inDays(0), to: inDays(20), today: inDays(0) })
    expect(shown.timeZone).toBe('America/New_York')
    const find = (title: string, date: string) =>
      shown.sessions.find((session) => session.title === title && session.date === date)
    // A pending request holds its places as a confirmed booking does (decision 0044).
    expect(find('Guided Farm Tour', inDays(6))).toMatchObject({
      kind: 'event',
      type: 'event',
      startTime: '09:00',
      endTime: '11:00',
      booked: 4,
      capacity: 15,
      placesLeft: 11,
      bookings: 1,
      cancelled: false,
      checkInOpen: false,
    })
    expect(find('Fruit Tree Grafting Workshop', inDays(13))).toMatchObject({
      type: 'workshop',
      booked: 2,
      capacity: 8,
    })
    // Its only booking was cancelled: the date shows, cancelled, nothing held.
    expect(find('Mango Grove Walk & Tasting', inDays(2))).toMatchObject({
      booked: 0,
      cancelled: true,
    })
    expect(find('Pick Your Own: Fresh Blackberries', inDays(2))).toMatchObject({
      kind: 'pick_your_own',
      startTime: '08:00',
      endTime: '10:00',
      booked: 11,
      capacity: 12,
      bookings: 3,
    })
    // In time order; the start is the farm's 8:00 AM as an instant.
    const starts = shown.sessions.map((session) => session.start)
    expect(starts).toEqual([...starts].sort())
    const blackberries = find('Pick Your Own: Fresh Blackberries', inDays(2))!
    expect(new Date(blackberries.start).toISOString()).toBe(blackberries.start)
    // Nothing outside the range.
    expect(shown.sessions.every((s) => s.date >= inDays(0) && s.date <= inDays(20))).toBe(true)
  })

  it('answers bad input with a 400 naming the field, and an unknown session with 404', async () => {
    for (const [url, field] of [
      [`/api/admin/calendar?to=${inDays(1)}`, 'from'],
      [`/api/admin/calendar?from=2026-02-30&to=${inDays(1)}`, 'from'],
      [`/api/admin/calendar?from=${inDays(5)}&to=${inDays(1)}`, 'to'],
      [`/api/admin/calendar?from=${inDays(0)}&to=${inDays(42)}`, 'to'],
      ['/api/admin/calendar/sessions/event-1', 'session'],
      ['/api/admin/calendar/sessions/event-1-2026-02-30', 'session'],
      ['/api/admin/calendar/sessions/pick_your_own-99999999999', 'session'],
      ['/api/admin/calendar/sessions/nothing/check-in.pdf', 'session'],
      [bookingUrl('tractor', 1, 'move-targets'), 'kind'],
      [bookingUrl('event', 0, 'move-targets'), 'id'],
    ] as const) {
      const response = await asStaff('GET', url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().fields, url).toHaveProperty(field)
    }
    expect(
      (await asStaff('GET', `/api/admin/calendar?from=${inDays(0)}&to=${inDays(41)}`)).statusCode,
    ).toBe(200)
    for (const url of [
      '/api/admin/calendar/sessions/pick_your_own-999999',
      '/api/admin/calendar/sessions/event-999999-2026-05-01',
      '/api/admin/calendar/sessions/pick_your_own-999999/check-in.pdf',
      bookingUrl('event', 999999, 'move-targets'),
    ]) {
      expect((await asStaff('GET', url)).statusCode, url).toBe(404)
    }

    const {
      bookings: [booking],
    } = await newSlot({ date: inDays(-1), maxPeople: 4, booked: [1] })
    for (const [payload, field] of [
      [{ attendance: 'late' }, 'attendance'],
      [{}, 'attendance'],
      [{ attendance: 'attended', extra: 1 }, ''],
    ] as const) {
      const response = await asStaff(
        'PUT',
        bookingUrl('pick_your_own', booking!.id, 'attendance'),
        payload,
      )
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      if (field) expect(response.json().fields).toHaveProperty(field)
    }
    const event = await newEvent(5)
    const request = await newRequest(event, inDays(30), 1)
    for (const [kind, id, payload, field] of [
      ['pick_your_own', booking!.id, {}, 'slotId'],
      ['pick_your_own', booking!.id, { date: inDays(31) }, 'date'],
      ['pick_your_own', booking!.id, { slotId: 'abc' }, 'slotId'],
      ['event', request.id, {}, 'date'],
      ['event', request.id, { date: 'next week' }, 'date'],
      ['event', request.id, { slotId: 3 }, 'slotId'],
      ['event', request.id, { date: inDays(30) }, 'date'],
    ] as const) {
      const response = await asStaff('POST', bookingUrl(kind, id, 'move'), payload)
      expect(response.statusCode, `${kind} ${JSON.stringify(payload)}`).toBe(400)
      expect(response.json().fields).toHaveProperty(field)
    }
    const [unchanged] = await db().select().from(bookings).where(eq(bookings.id, request.id))
    expect(unchanged!.preferredDate).toBe(inDays(30))
  })

  it("gives a session's check-in list, open bookings first, and prints it as a PDF", async () => {
    const event = await newEvent(10)
    const date = inDays(25)
    const cancelled = await newRequest(event, date, 2, 'cancelled')
    const pending = await newRequest(event, date, 3, 'pending')
    const confirmed = await newRequest(event, date, 1, 'confirmed')
    await db()
      .update(bookings)
      .set({ customerName: 'Aaron Early', specialRequests: 'Bringing a stroller.' })
      .where(eq(bookings.id, cancelled.id))
    const list = await checkIn(eventKey(event.id, date))
    expect(list.session).toMatchObject({ booked: 4, capacity: 10, bookings: 2, cancelled: false })
    expect(list.bookings.map((b) => b.id)).toEqual(
      [pending, confirmed]
        .sort((a, b) => a.customerName.localeCompare(b.customerName))
        .map((b) => b.id)
        .concat(cancelled.id),
    )
    expect(list.bookings[0]).toMatchObject({ kind: 'event', attendance: null })

    const pdf = await asStaff(
      'GET',
      `/api/admin/calendar/sessions/${eventKey(event.id, date)}/check-in.pdf`,
    )
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })
    expect(text).toContain(`Check-in list · ${event.title}`)
    expect(text).toContain(formatVisitDate(date))
    expect(text).toContain('4 of 10 places booked')
    expect(text).toContain(`${pending.customerName} (request, not confirmed)`)
    expect(text).toContain(confirmed.customerName)
    expect(text).not.toContain('Aaron Early')
    expect(text).toContain('2 bookings · 4 people')

    // A date nobody booked is an empty session, not an error.
    const empty = await checkIn(eventKey(event.id, inDays(26)))
    expect(empty).toMatchObject({ session: { booked: 0, cancelled: false }, bookings: [] })
  })
})

describe('attendance', () => {
  it('marks attended, no-show and back, from the session’s day on, and audits each', async () => {
    const {
      slot,
      bookings: [booking],
    } = await newSlot({ date: inDays(-1), maxPeople: 6, booked: [2] })
    const url = bookingUrl('pick_your_own', booking!.id, 'attendance')
    for (const attendance of ['attended', 'no_show', null] as const) {
      const response = await asStaff('PUT', url, { attendance })
      expect(response.statusCode, response.body).toBe(200)
      expect(checkInBookingSchema.parse(response.json()).attendance).toBe(attendance)
    }
    const audit = await lastAudit()
    expect(audit).toMatchObject({
      action: 'booking.attendance',
      targetType: 'pick_your_own_booking',
      targetId: String(booking!.id),
      before: { attendance: 'no_show' },
      after: { attendance: null },
    })
    await asStaff('PUT', url, { attendance: 'attended' })
    const list = await checkIn(slotKey(slot.id))
    expect(list.session.checkInOpen).toBe(true)
    expect(list.bookings[0]!.attendance).toBe('attended')

    // Today's event: open all day, before its start time too.
    const event = await newEvent(8)
    const today = await newRequest(event, inDays(0), 2, 'pending')
    const marked = await asStaff('PUT', bookingUrl('event', today.id, 'attendance'), {
      attendance: 'no_show',
    })
    expect(marked.statusCode, marked.body).toBe(200)
    expect((await lastAudit()).targetType).toBe('booking')
  })

  it('refuses a session still to come and a cancelled booking with a 409, changing nothing', async () => {
    const event = await newEvent(8)
    const later = await newRequest(event, inDays(3), 2)
    const early = await asStaff('PUT', bookingUrl('event', later.id, 'attendance'), {
      attendance: 'attended',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'CHECK_IN_NOT_OPEN',
      message: `Check-in opens on the day of the visit, ${formatVisitDate(inDays(3))}.`,
    })
    const gone = await newRequest(event, inDays(-2), 2, 'cancelled')
    const refused = await asStaff('PUT', bookingUrl('event', gone.id, 'attendance'), {
      attendance: 'attended',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('BOOKING_CANCELLED')
    const rows = await db().select().from(bookings).where(eq(bookings.farmEventId, event.id))
    expect(rows.every((row) => row.attendance === null)).toBe(true)
    expect(
      (await asStaff('PUT', bookingUrl('event', 999999, 'attendance'), { attendance: null }))
        .statusCode,
    ).toBe(404)
  })
})

describe('moving a pick-your-own booking', () => {
  it('offers only sessions with room, refuses a full one with 409, moves and e-mails', async () => {
    const {
      slot: from,
      bookings: [booking],
    } = await newSlot({
      date: inDays(30),
      maxPeople: 6,
      booked: [3],
      price: 1000,
    })
    const { slot: roomy } = await newSlot({
      date: inDays(31),
      maxPeople: 4,
      price: 1500,
      startTime: '15:00',
      endTime: '17:00',
    })
    const { slot: tight } = await newSlot({ date: inDays(32), maxPeople: 4, booked: [2] })
    const { slot: gone } = await newSlot({
      date: inDays(33),
      maxPeople: 9,
      booked: [1],
      cancelled: true,
    })
    const { slot: hidden } = await newSlot({ date: inDays(34), maxPeople: 9, active: false })
    const { slot: past } = await newSlot({ date: inDays(-3), maxPeople: 9 })

    const targets = moveTargetSchema
      .array()
      .parse(
        (await asStaff('GET', bookingUrl('pick_your_own', booking!.id, 'move-targets'))).json(),
      )
    const keys = targets.map((target) => target.key)
    expect(keys).toContain(slotKey(roomy.id))
    for (const left of [from, tight, gone, hidden, past])
      expect(keys).not.toContain(slotKey(left.id))
    expect(targets.find((target) => target.key === slotKey(roomy.id))).toMatchObject({
      placesLeft: 4,
      capacity: 4,
      move: { slotId: roomy.id },
    })

    const move = (slotId: number) =>
      asStaff('POST', bookingUrl('pick_your_own', booking!.id, 'move'), { slotId })
    for (const [slot, code] of [
      [tight, 'NOT_ENOUGH_PLACES'],
      [gone, 'SESSION_CANCELLED'],
      [hidden, 'SESSION_UNAVAILABLE'],
      [past, 'SESSION_PAST'],
    ] as const) {
      const refused = await move(slot.id)
      expect(refused.statusCode, code).toBe(409)
      expect(refused.json()).toMatchObject({ code, fields: { slotId: expect.any(String) } })
    }
    expect((await move(tight.id)).json().message).toBe(
      `Only 2 places are left in Pick Your Own: ${tight.productName} on ${formatVisitDate(inDays(32))}; this booking is for 3 people.`,
    )
    const unchanged = await checkIn(slotKey(from.id))
    expect(unchanged.session.booked).toBe(3)
    expect(unchanged.bookings.map((b) => b.id)).toEqual([booking!.id])
    expect((await checkIn(slotKey(tight.id))).session.booked).toBe(2)

    const moved = await move(roomy.id)
    expect(moved.statusCode, moved.body).toBe(200)
    const result = moveBookingResultSchema.parse(moved.json())
    expect(result.from).toMatchObject({ key: slotKey(from.id), booked: 0, placesLeft: 6 })
    expect(result.to).toMatchObject({ key: slotKey(roomy.id), booked: 3, placesLeft: 1 })
    // The party stays; the visitor pays what the new session costs.
    expect(result.booking).toMatchObject({ numberOfPeople: 3, price: '45.00', attendance: null })
    const shown = await calendar(inDays(30), inDays(31))
    expect(sessionIn(shown.sessions, slotKey(from.id))!.booked).toBe(0)
    expect(sessionIn(shown.sessions, slotKey(roomy.id))!.booked).toBe(3)
    expect(await lastAudit()).toMatchObject({
      action: 'booking.move',
      targetType: 'pick_your_own_booking',
      targetId: String(booking!.id),
      before: { session: slotKey(from.id), date: inDays(30) },
      after: { session: slotKey(roomy.id), date: inDays(31) },
    })

    const [mail] = await mailsTo(booking!.customerEmail)
    expect(mail!.subject).toBe(
      `Your visit has moved: Pick Your Own: ${roomy.productName} on ${formatVisitDate(inDays(31))}`,
    )
    expect(mail!.text).toContain(
      `We have moved your booking to ${formatVisitDate(inDays(31))}, 3:00 PM – 5:00 PM (it was ${formatVisitDate(inDays(30))}, 8:00 AM – 10:00 AM).`,
    )
    expect(mail!.text).toMatch(
      /Add the new date to your calendar: \S+\/api\/visit-bookings\/p\d+\.[\w-]+\/calendar\.ics/,
    )
    expect(mail!.text).toContain('Total:  $45.00')
    expect(mail!.attachments?.[0]?.content).toContain('DTSTART;TZID=America/New_York')

    // Moving again into the session it is in is a 400; a cancelled booking cannot move.
    const same = await asStaff('POST', bookingUrl('pick_your_own', booking!.id, 'move'), {
      slotId: roomy.id,
    })
    expect(same.statusCode).toBe(400)
    const {
      bookings: [cancelled],
    } = await newSlot({ date: inDays(35), maxPeople: 5, booked: [1], cancelled: true })
    const refused = await asStaff('POST', bookingUrl('pick_your_own', cancelled!.id, 'move'), {
      slotId: from.id,
    })
    expect(refused.json().code).toBe('BOOKING_CANCELLED')
  })

  it('does not move a visitor who was checked in', async () => {
    const {
      bookings: [booking],
    } = await newSlot({ date: inDays(0), maxPeople: 5, booked: [1] })
    const { slot: later } = await newSlot({ date: inDays(36), maxPeople: 5 })
    await asStaff('PUT', bookingUrl('pick_your_own', booking!.id, 'attendance'), {
      attendance: 'attended',
    })
    const refused = await asStaff('POST', bookingUrl('pick_your_own', booking!.id, 'move'), {
      slotId: later.id,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ALREADY_ATTENDED')
  })
})

describe('moving an event or workshop booking', () => {
  it('moves to another date with room, refuses a full or past date with 409, e-mails the visitor', async () => {
    const event = await newEvent(5)
    const booking = await newRequest(event, inDays(20), 3, 'confirmed')
    await newRequest(event, inDays(21), 3, 'pending')
    await newRequest(event, inDays(22), 4, 'cancelled')

    const targets = moveTargetSchema
      .array()
      .parse((await asStaff('GET', bookingUrl('event', booking.id, 'move-targets'))).json())
    const dates = targets.map((target) => target.date)
    expect(dates).not.toContain(inDays(20))
    expect(dates).not.toContain(inDays(21))
    expect(dates).toContain(inDays(22))
    expect(targets.find((target) => target.date === inDays(22))).toMatchObject({
      key: eventKey(event.id, inDays(22)),
      placesLeft: 5,
      move: { date: inDays(22) },
    })

    const move = (date: string) =>
      asStaff('POST', bookingUrl('event', booking.id, 'move'), { date })
    const full = await move(inDays(21))
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({
      code: 'NOT_ENOUGH_PLACES',
      fields: {
        date: `Only 2 places are left in ${event.title} on ${formatVisitDate(inDays(21))}; this booking is for 3 people.`,
      },
    })
    const past = await move(inDays(-1))
    expect(past.statusCode).toBe(409)
    expect(past.json().code).toBe('SESSION_PAST')
    const [still] = await db().select().from(bookings).where(eq(bookings.id, booking.id))
    expect(still).toMatchObject({ preferredDate: inDays(20), alternateDate: inDays(21) })

    const moved = await move(inDays(22))
    expect(moved.statusCode, moved.body).toBe(200)
    const result = moveBookingResultSchema.parse(moved.json())
    expect(result.from).toMatchObject({ key: eventKey(event.id, inDays(20)), booked: 0 })
    expect(result.to).toMatchObject({
      key: eventKey(event.id, inDays(22)),
      booked: 3,
      placesLeft: 2,
    })
    expect(result.booking).toMatchObject({ status: 'confirmed', price: '120.00' })
    const [after] = await db().select().from(bookings).where(eq(bookings.id, booking.id))
    expect(after).toMatchObject({
      preferredDate: inDays(22),
      alternateDate: null,
      reminderSentAt: null,
    })

    const [mail] = await mailsTo(booking.customerEmail)
    expect(mail!.subject).toBe(
      `Your visit has moved: ${event.title} on ${formatVisitDate(inDays(22))}`,
    )
    expect(mail!.text).toContain(`(it was ${formatVisitDate(inDays(20))}, 9:00 AM – 10:30 AM)`)
    expect(mail!.text).toMatch(/\/api\/visit-bookings\/e\d+\.[\w-]+\/calendar\.ics/)

    // A switched-off event takes no moves.
    await db().update(farmEvents).set({ active: false }).where(eq(farmEvents.id, event.id))
    const off = await move(inDays(23))
    expect(off.statusCode).toBe(409)
    expect(off.json().code).toBe('SESSION_UNAVAILABLE')
    expect(
      await asStaff('GET', bookingUrl('event', booking.id, 'move-targets')).then((r) => r.json()),
    ).toEqual([])
  })
})
