import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  farmSettingsViewSchema,
  type FarmSettings,
  type FarmSettingsInput,
} from '#contracts/farm-settings'
import { selectRows } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { farmSettings } from '#server/db/schema/settings'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { demoFarmSettings } from '#server/demo-farm/sections/farm-settings'
import { readFarmTimeZone } from './farm-settings-queries'

let testApp: TestApp
let ownerCookie: string
beforeAll(async () => {
  testApp = await buildTestApp()
  ownerCookie = await signInAsStaff(testApp.app, 'owner')
})
afterAll(async () => {
  await testApp.close()
})
// Each test starts from the demo farm's settings.
beforeEach(async () => {
  const response = await put(demoFarmSettings)
  expect(response.statusCode).toBe(200)
})

function put(payload: unknown, cookie: string | null = ownerCookie) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/farm-settings',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextTestAddress(),
  })
}

async function publicRead() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/farm-settings' })
  expect(response.statusCode).toBe(200)
  return farmSettingsViewSchema.parse(response.json())
}

async function storedRow() {
  return (await testApp.app.db.select().from(farmSettings))[0]
}

/** The page as a crawler reads it: its LocalBusiness JSON-LD and its rendered markup. */
async function renderedPage(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  const scripts = [
    ...response.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
  return {
    localBusiness: scripts.find((data) => data['@type'] === 'LocalBusiness')!,
    root: /<div id="root">([\s\S]*)<\/div>/.exec(response.body)?.[1] ?? '',
  }
}

const saturdayMorning: FarmSettingsInput = {
  ...demoFarmSettings,
  phone: '(772) 555-0199',
  hours: {
    ...demoFarmSettings.hours,
    saturday: [
      { from: '13:00', to: '17:00' },
      { from: '07:30', to: '12:00' },
    ],
  },
}

describe('GET /api/farm-settings', () => {
  it("answers everyone the farm's fields and how pages show them", async () => {
    const settings = await publicRead()
    expect(settings).toMatchObject({
      address: {
        street: '2180 Seagrape Grove Road',
        city: 'Jensen Beach',
        state: 'FL',
        zipCode: '34957',
        country: 'US',
      },
      phone: '(555) 274-6264',
      email: 'hello@groveside.farm',
      timeZone: 'America/New_York',
      hoursNote: 'Closed on Thanksgiving and Christmas Day',
      geo: { latitude: 27.2545, longitude: -80.2298 },
      display: {
        addressLines: ['2180 Seagrape Grove Road', 'Jensen Beach, FL 34957'],
        hours: [
          { days: 'Thu–Sun', hours: '8:00 AM – 4:00 PM' },
          { days: 'Mon–Wed', hours: 'Closed' },
        ],
        hoursSummary: 'Thu–Sun 8:00 AM – 4:00 PM',
      },
    })
    expect(settings.hours.monday).toEqual([])
    expect(settings.hours.sunday).toEqual([{ from: '08:00', to: '16:00' }])
  })

  it('shows a save at once, cached or not: the table tells the public cache of every change', async () => {
    // Read twice, so an instance with the public cache on (PGlite here) holds the answer.
    expect((await publicRead()).phone).toBe('(555) 274-6264')
    expect((await publicRead()).phone).toBe('(555) 274-6264')
    expect((await put(saturdayMorning)).statusCode).toBe(200)
    expect((await publicRead()).phone).toBe('(772) 555-0199')
    // Any write (the screen, SQL, another instance) notifies every instance (decision 0036).
    const triggers = await selectRows<{ tgname: string }>(
      testApp.app.db,
      sql`select tgname from pg_trigger where tgrelid = 'farm_settings'::regclass`,
    )
    expect(triggers.map((row) => row.tgname)).toContain('farm_settings_public_data_changed')
  })
})

describe('PUT /api/admin/farm-settings', () => {
  it('is the owner’s: anonymous 401, a customer and other staff 403, nothing changed', async () => {
    const before = await storedRow()
    const changed = { ...saturdayMorning, phone: '(772) 555-0000' }
    expect((await put(changed, null)).statusCode).toBe(401)
    const customer = await signInAsCustomer(testApp.app, 'settings-customer@example.com')
    expect((await put(changed, customer)).statusCode).toBe(403)
    const staff = await signInAsStaff(testApp.app, 'staff')
    const asStaff = await put(changed, staff)
    expect(asStaff.statusCode).toBe(403)
    expect(await storedRow()).toEqual(before)
  })

  it('saves the record, each day’s hours in order, and answers it as pages read it', async () => {
    const response = await put({
      ...saturdayMorning,
      hoursNote: '  ',
      geo: { latitude: '', longitude: '' },
    })
    expect(response.statusCode).toBe(200)
    const saved = farmSettingsViewSchema.parse(response.json())
    expect(saved.hours.saturday).toEqual([
      { from: '07:30', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ])
    expect(saved.hoursNote).toBeNull()
    expect(saved.geo).toBeNull()
    expect(saved.display.hours).toEqual([
      { days: 'Thu, Fri, Sun', hours: '8:00 AM – 4:00 PM' },
      { days: 'Sat', hours: '7:30 AM – 12:00 PM, 1:00 PM – 5:00 PM' },
      { days: 'Mon–Wed', hours: 'Closed' },
    ])
    expect(await publicRead()).toEqual(saved)
  })

  it('records the change in the audit log with the state before', async () => {
    expect((await put(saturdayMorning)).statusCode).toBe(200)
    const [entry] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'farm-settings.update')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({ actorEmail: 'owner@groveside.test', targetType: 'farm-settings' })
    expect((entry!.before as FarmSettings).phone).toBe('(555) 274-6264')
    expect((entry!.after as FarmSettings).phone).toBe('(772) 555-0199')
  })

  it.each([
    [
      'a time that is not HH:mm',
      { hours: { ...demoFarmSettings.hours, monday: [{ from: '9am', to: '17:00' }] } },
      'hours.monday.0.from',
      'Opening time must be a time such as 08:00 (24 hours)',
    ],
    [
      'a range that closes before it opens',
      { hours: { ...demoFarmSettings.hours, friday: [{ from: '16:00', to: '08:00' }] } },
      'hours.friday.0.to',
      'Closing time must be after the opening time',
    ],
    [
      'overlapping ranges',
      {
        hours: {
          ...demoFarmSettings.hours,
          sunday: [
            { from: '08:00', to: '12:00' },
            { from: '11:30', to: '14:00' },
          ],
        },
      },
      'hours.sunday.1.from',
      'These hours overlap other hours of the same day',
    ],
    [
      'a day left out',
      { hours: { ...demoFarmSettings.hours, tuesday: undefined } },
      'hours.tuesday',
      'Tuesday is required',
    ],
    [
      'an unknown time zone',
      { timeZone: 'Florida/Jensen_Beach' },
      'timeZone',
      'Time zone must be an IANA time zone such as America/New_York',
    ],
    [
      'an offset for a time zone',
      { timeZone: '-05:00' },
      'timeZone',
      'Time zone must be an IANA time zone such as America/New_York',
    ],
    [
      'a state that is not two letters',
      { address: { ...demoFarmSettings.address, state: 'Florida' } },
      'address.state',
      'State must be a two-letter US state such as FL',
    ],
    [
      'a ZIP code of four digits',
      { address: { ...demoFarmSettings.address, zipCode: '3495' } },
      'address.zipCode',
      'ZIP code must be 5 digits, or ZIP+4 (34957-1234)',
    ],
    ['a blank phone', { phone: ' ' }, 'phone', 'Phone is required'],
    ['an e-mail without @', { email: 'farm' }, 'email', 'E-mail must be a valid e-mail address'],
    [
      'a latitude beyond the pole',
      { geo: { latitude: 91, longitude: -80 } },
      'geo.latitude',
      'Latitude must be between -90 and 90',
    ],
    [
      'a waitlist hold of more than a week',
      { waitlistHoldHours: 169 },
      'waitlistHoldHours',
      'Waitlist hold must be at most 168 hours (a week)',
    ],
    [
      'a control character in the street',
      { address: { ...demoFarmSettings.address, street: 'Grove\u0007Road' } },
      'address.street',
      'Street address must not contain control characters',
    ],
  ])(
    'refuses %s with a 400 naming the field, nothing changed',
    async (_, change, field, message) => {
      const before = await storedRow()
      const response = await put({ ...demoFarmSettings, ...change })
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ [field]: message })
      expect(await storedRow()).toEqual(before)
    },
  )

  it('moves the farm’s clock with the time zone', async () => {
    expect(await readFarmTimeZone(testApp.app.db)).toBe('America/New_York')
    expect((await put({ ...demoFarmSettings, timeZone: 'America/Chicago' })).statusCode).toBe(200)
    expect(await readFarmTimeZone(testApp.app.db)).toBe('America/Chicago')
  })
})

describe('pages read the fields', () => {
  it('the LocalBusiness JSON-LD of every page follows a change', async () => {
    const before = await renderedPage('/contact')
    expect(before.localBusiness).toMatchObject({
      telephone: '(555) 274-6264',
      address: { '@type': 'PostalAddress', streetAddress: '2180 Seagrape Grove Road' },
      geo: { '@type': 'GeoCoordinates', latitude: 27.2545, longitude: -80.2298 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '16:00',
        },
      ],
    })

    expect(
      (
        await put({
          ...saturdayMorning,
          address: { ...demoFarmSettings.address, street: '14 Lagoon Lane', zipCode: '34994' },
        })
      ).statusCode,
    ).toBe(200)
    for (const url of ['/contact', '/']) {
      const after = await renderedPage(url)
      expect(after.localBusiness, url).toMatchObject({
        telephone: '(772) 555-0199',
        address: { streetAddress: '14 Lagoon Lane', postalCode: '34994' },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Saturday'],
            opens: '07:30',
            closes: '12:00',
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Thursday', 'Friday', 'Sunday'],
            opens: '08:00',
            closes: '16:00',
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Saturday'],
            opens: '13:00',
            closes: '17:00',
          },
        ],
      })
    }
  })

  it('the rendered contact page and footer show the new phone, address and hours', async () => {
    expect((await put(saturdayMorning)).statusCode).toBe(200)
    const { root } = await renderedPage('/contact')
    expect(root).toContain('(772) 555-0199')
    expect(root).not.toContain('(555) 274-6264')
    expect(root).toContain('7:30 AM – 12:00 PM, 1:00 PM – 5:00 PM')
    expect(root).toContain('2180 Seagrape Grove Road')
  })
})
