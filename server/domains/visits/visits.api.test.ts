import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import ical from 'node-ical'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import {
  accountBookingListSchema,
  farmEventAvailabilitySchema,
  farmEventListSchema,
  pickYourOwnSlotListSchema,
  placesLeftOn,
  visitorBookingSchema,
  type FarmEvent,
  type PickYourOwnSlot,
} from '#contracts/visits'
import { clearFarmSettingsCache } from '#server/domains/settings/public'
import { farmSettings } from '#server/db/schema/settings'
import { emailOutbox } from '#server/db/schema/notifications'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
} from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { visitDepsOf } from './visit-deps'
import { sendVisitReminders } from './visit-reminders'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const timeZone = 'America/New_York'
const today = () => farmToday(timeZone)
const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress: nextTestAddress() })
const asStaff = (method: 'PATCH' | 'POST' | 'GET', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })

const activeEvents = async (): Promise<FarmEvent[]> =>
  farmEventListSchema.parse((await testApp.app.inject('/api/farm-events/active')).json())
const upcomingSlots = async (): Promise<PickYourOwnSlot[]> =>
  pickYourOwnSlotListSchema.parse((await testApp.app.inject('/api/pick-your-own/slots')).json())

const mailsTo = async (address: string) => {
  await testApp.app.jobs.runDueJobs()
  return testApp.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
}
const bookingLinkToken = (text: string) => {
  const match = /\/visits\/booking\?token=([^\s]+)/.exec(text)
  expect(match, 'the e-mail carries the booking link').not.toBeNull()
  return decodeURIComponent(match![1]!)
}

const request = (event: FarmEvent, overrides: Record<string, unknown> = {}) => ({
  farmEventId: event.id,
  customerName: 'Maya Fields',
  customerEmail: 'maya.fields@example.com',
  customerPhone: '(555) 201-3344',
  numberOfPeople: 3,
  preferredDate: addCalendarDays(today(), 5),
  alternateDate: addCalendarDays(today(), 6),
  specialRequests: 'One of us uses a cane.',
  ...overrides,
})

describe('events and workshops', () => {
  it('lists only active events, with the display duration and no private fields', async () => {
    const events = await activeEvents()
    expect(events.map((event) => event.eventType)).toContain('workshop')
    const tour = events.find((event) => event.title === 'Guided Farm Tour')!
    expect(tour).toMatchObject({ duration: '2 hours', pricePerPerson: '25.00', maxPeople: 15 })
    expect(Object.keys(tour)).not.toContain('active')

    const [hidden] = await testApp.app.db
      .update(farmEvents)
      .set({ active: false })
      .where(eq(farmEvents.id, events.at(-1)!.id))
      .returning()
    expect((await activeEvents()).map((event) => event.id)).not.toContain(hidden!.id)
    await testApp.app.db
      .update(farmEvents)
      .set({ active: true })
      .where(eq(farmEvents.id, hidden!.id))
  })

  it('prices a request on the server and ignores any price, title or status sent', async () => {
    const tour = (await activeEvents()).find((event) => event.title === 'Guided Farm Tour')!
    const response = await post(
      '/api/bookings',
      request(tour, {
        price: 1,
        totalPrice: '0.01',
        title: 'Free tour',
        status: 'confirmed',
        type: 'workshop',
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ status: 'pending', totalPrice: '75.00' })
    const [row] = await testApp.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, response.json().id))
    expect(row).toMatchObject({
      title: 'Guided Farm Tour',
      type: 'event',
      status: 'pending',
      totalPriceCents: 7500,
    })

    const [toVisitor] = await mailsTo('maya.fields@example.com')
    expect(toVisitor!.subject).toContain('We received your booking request')
    expect(toVisitor!.text).toContain("We'll contact you within 24 hours to confirm your booking.")
    const [toFarm] = await mailsTo('hello@groveside.farm')
    expect(toFarm!.subject).toContain('New booking request: Guided Farm Tour for 3 people')
    expect(toFarm!.text).toContain('One of us uses a cane.')
  })

  it('refuses too many people, past dates, inactive and unknown events, naming the field', async () => {
    const events = await activeEvents()
    const beehive = events.find((event) => event.title === 'Beehive Visit')!
    const before = await testApp.app.db.select().from(bookings)
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [request(beehive, { numberOfPeople: 9 }), 'numberOfPeople', /at most 8/],
      [request(beehive, { numberOfPeople: 0 }), 'numberOfPeople', /at least 1/],
      [
        request(beehive, { preferredDate: addCalendarDays(today(), -1) }),
        'preferredDate',
        /before today/,
      ],
      [
        request(beehive, { alternateDate: addCalendarDays(today(), -3) }),
        'alternateDate',
        /before today/,
      ],
      [request(beehive, { preferredDate: '' }), 'preferredDate', /Preferred date is required/],
      [request(beehive, { preferredDate: '2026-02-30' }), 'preferredDate', /date like/],
      [request(beehive, { farmEventId: 999_999 }), 'farmEventId', /not available/],
      [
        request(beehive, { farmEventId: undefined }),
        'farmEventId',
        /Please select an event or workshop/,
      ],
      [request(beehive, { customerName: ' ' }), 'customerName', /Full name is required/],
      [request(beehive, { customerEmail: 'nope' }), 'customerEmail', /valid email/],
    ]
    for (const [payload, field, message] of cases) {
      const response = await post('/api/bookings', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().fields?.[field]).toMatch(message)
    }

    await testApp.app.db
      .update(farmEvents)
      .set({ active: false })
      .where(eq(farmEvents.id, beehive.id))
    const inactive = await post('/api/bookings', request(beehive))
    expect(inactive.statusCode).toBe(400)
    expect(inactive.json().fields.farmEventId).toMatch(/not available/)
    await testApp.app.db
      .update(farmEvents)
      .set({ active: true })
      .where(eq(farmEvents.id, beehive.id))

    expect(await testApp.app.db.select().from(bookings)).toHaveLength(before.length)
  })

  it("takes today's date in the farm's time zone, not the server's", async () => {
    const tour = (await activeEvents())[0]!
    // UTC+14 and UTC-11 are never on the same calendar date: one of them is not UTC's today.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await testApp.app.db.update(farmSettings).set({ timeZone: zone })
      clearFarmSettingsCache(testApp.app.db)
      const farmDay = farmToday(zone)
      const onFarmToday = await post(
        '/api/bookings',
        request(tour, { preferredDate: farmDay, alternateDate: null }),
      )
      expect(onFarmToday.statusCode, zone).toBe(201)
      const farmYesterday = await post(
        '/api/bookings',
        request(tour, { preferredDate: addCalendarDays(farmDay, -1), alternateDate: null }),
      )
      expect(farmYesterday.statusCode, zone).toBe(400)
    }
    await testApp.app.db.update(farmSettings).set({ timeZone })
    clearFarmSettingsCache(testApp.app.db)
  })

  it('answers a filled honeypot like a real request and stores nothing', async () => {
    const before = await testApp.app.db.select().from(bookings)
    const tour = (await activeEvents())[0]!
    const response = await post('/api/bookings', request(tour, { website: 'http://spam.example' }))
    expect(response.statusCode).toBe(201)
    expect(await testApp.app.db.select().from(bookings)).toHaveLength(before.length)
  })

  it('confirms with a calendar file, and the e-mailed link lets the visitor see and cancel it', async () => {
    const workshop = (await activeEvents()).find((event) => event.title === 'Beekeeping Basics')!
    const email = 'june.park@example.com'
    const visitDate = addCalendarDays(today(), 9)
    const created = await post(
      '/api/bookings',
      request(workshop, { customerEmail: email, numberOfPeople: 2, preferredDate: visitDate }),
    )
    expect(created.statusCode).toBe(201)
    const confirmed = await asStaff('PATCH', `/api/admin/bookings/${created.json().id}`, {
      status: 'confirmed',
    })
    expect(confirmed.statusCode).toBe(200)

    const [mail] = await mailsTo(email)
    expect(mail!.subject).toContain('Your visit is confirmed')
    const [attachment] = mail!.attachments!
    expect(attachment!.filename).toBe('farm-visit.ics')
    const calendar = ical.sync.parseICS(attachment!.content)
    const entry = Object.values(calendar).find((item) => item?.type === 'VEVENT') as ical.VEvent
    expect(entry.summary).toContain('Beekeeping Basics')
    expect(entry.location).toBe('2180 Seagrape Grove Road, Jensen Beach, FL 34957')
    // 9:00 on the farm's clock for 4 hours, whatever the offset that day (EST or EDT).
    expect(entry.start.tz).toBe('America/New_York')
    const farmClock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    })
    expect(farmClock.format(entry.start)).toBe(`${visitDate}, 09:00`)
    expect(entry.end!.getTime() - entry.start.getTime()).toBe(4 * 60 * 60 * 1000)

    const token = bookingLinkToken(mail!.text)
    const shown = await testApp.app.inject(`/api/visit-bookings/${encodeURIComponent(token)}`)
    expect(shown.statusCode).toBe(200)
    expect(visitorBookingSchema.parse(shown.json())).toMatchObject({
      title: 'Beekeeping Basics',
      status: 'confirmed',
      date: visitDate,
      startTime: '09:00',
      endTime: '13:00',
      canCancel: true,
      totalPrice: '190.00',
    })

    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')
    for (const bad of [forged, `e999999.${token.split('.')[1]}`, 'not-a-token-at-all']) {
      const response = await post(`/api/visit-bookings/${encodeURIComponent(bad)}/cancel`, {})
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('This booking link is not valid')
    }

    const cancelled = await post(`/api/visit-bookings/${encodeURIComponent(token)}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false })
    const again = await post(`/api/visit-bookings/${encodeURIComponent(token)}/cancel`, {})
    expect(again.statusCode).toBe(409)
    const [farmMail] = await mailsTo('hello@groveside.farm')
    expect(farmMail!.subject).toContain('Booking cancelled by the visitor: Beekeeping Basics')
    const [toVisitor] = await mailsTo(email)
    expect(toVisitor!.subject).toBe('Your booking is cancelled: Beekeeping Basics')
    expect(toVisitor!.text).toContain('As you asked, your booking for Beekeeping Basics')
  })

  it('holds the places of a request: places left per date, and a 409 naming numberOfPeople past them', async () => {
    const beehive = (await activeEvents()).find((event) => event.title === 'Beehive Visit')!
    const date = addCalendarDays(today(), 20)
    const other = addCalendarDays(today(), 21)
    const availability = async () => {
      const response = await testApp.app.inject(`/api/farm-events/${beehive.id}/availability`)
      expect(response.statusCode).toBe(200)
      return farmEventAvailabilitySchema.parse(response.json())
    }
    const ask = (people: number, preferredDate = date, email = 'bee.keeper@example.com') =>
      post(
        '/api/bookings',
        request(beehive, {
          numberOfPeople: people,
          preferredDate,
          alternateDate: null,
          customerEmail: email,
        }),
      )
    expect(placesLeftOn(await availability(), date)).toBe(8)

    const first = await ask(5)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      status: 'pending',
      totalPrice: '150.00',
      booking: {
        kind: 'event',
        title: 'Beehive Visit',
        numberOfPeople: 5,
        date,
        status: 'pending',
        canCancel: true,
      },
    })
    expect(await availability()).toMatchObject({
      farmEventId: beehive.id,
      maxPeople: 8,
      dates: expect.arrayContaining([{ date, placesLeft: 3 }]),
    })

    const before = await testApp.app.db.select().from(bookings)
    const tooMany = await ask(4)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      code: 'NOT_ENOUGH_PLACES',
      fields: {
        numberOfPeople: expect.stringMatching(/^Only 3 places are left for Beehive Visit on /),
      },
    })
    expect(await testApp.app.db.select().from(bookings)).toHaveLength(before.length)
    expect((await ask(3)).statusCode).toBe(201)
    const full = await ask(1)
    expect(full.statusCode).toBe(409)
    expect(full.json().fields.numberOfPeople).toMatch(/is fully booked on .* choose another date/)
    expect((await ask(8, other)).statusCode).toBe(201)
    expect(placesLeftOn(await availability(), date)).toBe(0)

    // A cancelled request frees its places at once.
    const freed = await post(
      `/api/visit-bookings/${encodeURIComponent(first.json().token)}/cancel`,
      {},
    )
    expect(freed.statusCode).toBe(200)
    expect(placesLeftOn(await availability(), date)).toBe(5)

    const unknown = await testApp.app.inject('/api/farm-events/999999/availability')
    expect(unknown.statusCode).toBe(404)
  })

  it('gives the booking page token in the answer, and its calendar file (tentative until confirmed)', async () => {
    const tour = (await activeEvents()).find((event) => event.title === 'Guided Farm Tour')!
    const created = await post(
      '/api/bookings',
      request(tour, { customerEmail: 'ics.reader@example.com', numberOfPeople: 1 }),
    )
    expect(created.statusCode).toBe(201)
    const { token, id } = created.json() as { token: string; id: number }
    const [mail] = await mailsTo('ics.reader@example.com')
    expect(bookingLinkToken(mail!.text)).toBe(token)

    const calendarOf = () =>
      testApp.app.inject(`/api/visit-bookings/${encodeURIComponent(token)}/calendar.ics`)
    const pending = await calendarOf()
    expect(pending.statusCode).toBe(200)
    expect(pending.headers['content-type']).toMatch(/^text\/calendar/)
    expect(pending.headers['content-disposition']).toBe('attachment; filename="farm-visit.ics"')
    const entry = Object.values(ical.sync.parseICS(pending.body)).find(
      (item) => item?.type === 'VEVENT',
    ) as ical.VEvent
    expect(entry.summary).toContain('Guided Farm Tour')
    expect(entry.status).toBe('TENTATIVE')
    expect(entry.start.tz).toBe('America/New_York')

    await asStaff('PATCH', `/api/admin/bookings/${id}`, { status: 'confirmed' })
    expect((await calendarOf()).body).toContain('STATUS:CONFIRMED')
    const forged = `e${id}.${'A'.repeat(43)}`
    expect(
      (await testApp.app.inject(`/api/visit-bookings/${forged}/calendar.ics`)).statusCode,
    ).toBe(404)
  })
})

describe('pick your own', () => {
  const booking = (overrides: Record<string, unknown> = {}) => ({
    customerName: 'Leo Grant',
    customerEmail: 'leo.grant@example.com',
    numberOfPeople: 2,
    ...overrides,
  })

  it('lists upcoming active sessions only, with spots left', async () => {
    const slots = await upcomingSlots()
    expect(slots.length).toBeGreaterThan(3)
    for (const slot of slots) {
      expect(slot.date >= today()).toBe(true)
      expect(slot.active).toBe(true)
      expect(slot.spotsLeft).toBe(slot.maxPeople - slot.currentBookings)
    }
    const [past] = await testApp.app.db
      .insert(pickYourOwnSlots)
      .values({
        productName: 'Fresh Blackberries',
        date: addCalendarDays(today(), -1),
        startTime: '08:00',
        endTime: '10:00',
        pricePerPersonCents: 1000,
      })
      .returning()
    expect((await upcomingSlots()).map((slot) => slot.id)).not.toContain(past!.id)
    const response = await post(`/api/pick-your-own/slots/${past!.id}/book`, booking())
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('SLOT_UNAVAILABLE')
  })

  it('books at the server price, e-mails a confirmation with a calendar file, and refuses past full', async () => {
    const slot = (await upcomingSlots()).find((candidate) => candidate.spotsLeft >= 4)!
    const response = await post(
      `/api/pick-your-own/slots/${slot.id}/book`,
      booking({ totalPrice: '0.01', numberOfPeople: 3, status: 'pending' }),
    )
    expect(response.statusCode).toBe(201)
    const price = Number(slot.pricePerPerson) * 3
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      totalPrice: price.toFixed(2),
      slot: { id: slot.id, spotsLeft: slot.spotsLeft - 3 },
      token: expect.stringMatching(/^p\d+\./),
      booking: {
        kind: 'pick_your_own',
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        numberOfPeople: 3,
        status: 'confirmed',
      },
    })
    const [mail] = await mailsTo('leo.grant@example.com')
    expect(mail!.attachments![0]!.content).toContain('BEGIN:VEVENT')
    expect(mail!.attachments![0]!.content).toContain('TZID=America/New_York')

    const [small] = await testApp.app.db
      .insert(pickYourOwnSlots)
      .values({
        productName: 'Muscadine Grapes',
        date: addCalendarDays(today(), 3),
        startTime: '09:00',
        endTime: '11:00',
        maxPeople: 4,
        pricePerPersonCents: 1200,
      })
      .returning()
    const bookSmall = (people: number) =>
      post(`/api/pick-your-own/slots/${small!.id}/book`, booking({ numberOfPeople: people }))
    expect((await bookSmall(3)).statusCode).toBe(201)
    const tooMany = await bookSmall(2)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      code: 'SLOT_FULL',
      message: 'Only 1 spot is left in this session.',
    })
    expect((await bookSmall(1)).statusCode).toBe(201)
    expect((await bookSmall(1)).json().message).toBe('This session is full.')
    const eleven = await post(
      `/api/pick-your-own/slots/${slot.id}/book`,
      booking({ numberOfPeople: 11 }),
    )
    expect(eleven.statusCode).toBe(400)
    expect(eleven.json().fields.numberOfPeople).toMatch(/at most 10/)
  })

  it('cancelling through the e-mailed link gives the spots back', async () => {
    const slot = (await upcomingSlots()).find((candidate) => candidate.spotsLeft >= 2)!
    const email = 'rosa.lind@example.com'
    const booked = await post(
      `/api/pick-your-own/slots/${slot.id}/book`,
      booking({ customerEmail: email, numberOfPeople: 2 }),
    )
    expect(booked.statusCode).toBe(201)
    const [mail] = await mailsTo(email)
    const token = bookingLinkToken(mail!.text)
    const cancelled = await post(`/api/visit-bookings/${encodeURIComponent(token)}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    const after = (await upcomingSlots()).find((candidate) => candidate.id === slot.id)!
    expect(after.spotsLeft).toBe(slot.spotsLeft)
  })
})

describe("the customer's account", () => {
  const mine = (cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/account/bookings',
      headers: cookie ? { cookie } : {},
    })

  it('lists the bookings made signed in or as a guest with the proven e-mail, and cancels with an e-mail', async () => {
    const email = 'account.visitor@example.com'
    const [tour] = await activeEvents()
    const slot = (await upcomingSlots()).find((candidate) => candidate.spotsLeft >= 2)!
    // Booked as a guest before the account existed; someone else's booking never shows.
    const asGuest = await post('/api/bookings', request(tour!, { customerEmail: email }))
    expect(asGuest.statusCode).toBe(201)
    await post('/api/bookings', request(tour!, { customerEmail: 'someone.else@example.com' }))

    const cookie = await signInAsCustomer(testApp.app, email)
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: `/api/pick-your-own/slots/${slot.id}/book`,
      headers: { cookie },
      remoteAddress: nextTestAddress(),
      // Booked under another e-mail, but by the signed-in customer: theirs all the same.
      payload: {
        customerName: 'Ada Account',
        customerEmail: 'ada.other@example.com',
        numberOfPeople: 2,
      },
    })
    expect(signedIn.statusCode).toBe(201)

    const listed = await mine(cookie)
    expect(listed.statusCode).toBe(200)
    const list = accountBookingListSchema.parse(listed.json())
    expect(list.map((each) => each.booking.kind)).toEqual(['pick_your_own', 'event'])
    expect(list.map((each) => each.token)).toEqual([signedIn.json().token, asGuest.json().token])

    const cancelled = await post(
      `/api/visit-bookings/${encodeURIComponent(list[1]!.token)}/cancel`,
      {},
    )
    expect(cancelled.statusCode).toBe(200)
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe(`Your booking is cancelled: ${tour!.title}`)
    expect(accountBookingListSchema.parse((await mine(cookie)).json())[1]!.booking).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    })

    const stranger = await signInAsCustomer(testApp.app, 'nobody.booked@example.com')
    expect((await mine(stranger)).json()).toEqual([])
    expect((await mine()).statusCode).toBe(401)
  })
})

describe('reminders', () => {
  it('e-mails each confirmed visit of tomorrow once, however often and however many run it', async () => {
    const tomorrow = addCalendarDays(today(), 1)
    const [slot] = await testApp.app.db
      .insert(pickYourOwnSlots)
      .values({
        productName: 'Haden Mangos',
        date: tomorrow,
        startTime: '08:00',
        endTime: '10:00',
        pricePerPersonCents: 1500,
        currentBookings: 2,
      })
      .returning()
    await testApp.app.db.insert(pickYourOwnBookings).values([
      {
        slotId: slot!.id,
        customerName: 'Tomorrow Picker',
        customerEmail: 'tomorrow.picker@example.com',
        numberOfPeople: 2,
        totalPriceCents: 3000,
      },
      {
        slotId: slot!.id,
        customerName: 'Gone Picker',
        customerEmail: 'gone.picker@example.com',
        numberOfPeople: 1,
        totalPriceCents: 1500,
        status: 'cancelled',
      },
    ])
    const tour = (await activeEvents())[0]!
    await testApp.app.db.insert(bookings).values({
      farmEventId: tour.id,
      type: 'event',
      title: tour.title,
      customerName: 'Tomorrow Walker',
      customerEmail: 'tomorrow.walker@example.com',
      numberOfPeople: 2,
      preferredDate: tomorrow,
      status: 'confirmed',
      totalPriceCents: 5000,
    })

    const counts = await Promise.all([
      sendVisitReminders(visitDepsOf(testApp.app)),
      sendVisitReminders(visitDepsOf(testApp.app)),
      sendVisitReminders(visitDepsOf(testApp.app)),
    ])
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2)
    expect(await sendVisitReminders(visitDepsOf(testApp.app))).toBe(0)

    for (const address of ['tomorrow.picker@example.com', 'tomorrow.walker@example.com']) {
      const reminders = (await mailsTo(address)).filter((mail) =>
        mail.subject.startsWith('See you tomorrow'),
      )
      expect(reminders, address).toHaveLength(1)
    }
    expect(await mailsTo('gone.picker@example.com')).toHaveLength(0)
  })
})
