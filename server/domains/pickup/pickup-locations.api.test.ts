import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays, farmToday, isoWeekdayOf } from '#contracts/farm-time'
import { weekdays } from '#contracts/farm-settings'
import {
  pickupLocationSchema,
  pickupWindowChoicesSchema,
  type PickupLocation,
  type PickupLocationInput,
} from '#contracts/pickup-locations'
import type { Db } from '#server/db/client'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import { pickupWindowChoices, releasePickupPlace, takePickupPlace } from './pickup-windows'

/** Pickup locations, their windows and closed dates, and the windows checkout offers (issue 26). */

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const zone = 'America/New_York'
const path = '/api/admin/pickup-locations'
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const asStaff = (method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const db = () => testApp.app.db as Db

const weekdayIn = (days: number) =>
  weekdays[isoWeekdayOf(addCalendarDays(farmToday(zone), days)) - 1]!

async function create(input: PickupLocationInput): Promise<PickupLocation> {
  const response = await asStaff('POST', path, input)
  expect(response.statusCode, response.body).toBe(201)
  return pickupLocationSchema.parse(response.json())
}

let stand: PickupLocation
describe('pickup locations: staff write them with their windows and closed dates', () => {
  it('is for staff only', async () => {
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: path },
        { method: 'GET', url: `${path}/page` },
        { method: 'POST', url: path, payload: { name: 'X', address: 'Y' } },
        { method: 'PUT', url: `${path}/1`, payload: { name: 'X', address: 'Y' } },
        { method: 'PATCH', url: `${path}/1`, payload: { active: false } },
        { method: 'DELETE', url: `${path}/1` },
      ],
      async () => (await asStaff('GET', path)).json(),
    )
  })

  it('creates a location with weekly windows and closed dates, ordered by weekday and hour', async () => {
    stand = await create({
      name: 'Farm stand',
      address: '1200 Grove Road, Jensen Beach, FL 34957',
      windows: [
        { weekday: 'saturday', startsAt: '13:00', endsAt: '16:00', orderCap: 10 },
        { weekday: 'saturday', startsAt: '09:00', endsAt: '12:00', orderCap: 3, cutoffHours: 2 },
        { weekday: 'wednesday', startsAt: '15:00', endsAt: '18:00', orderCap: 8 },
      ],
      closedDates: [{ date: '2026-12-26', reason: 'Boxing Day' }],
    })
    expect(
      stand.windows.map((w) => `${w.weekday} ${w.startsAt} ${w.orderCap} ${w.cutoffHours}`),
    ).toEqual(['wednesday 15:00 8 12', 'saturday 09:00 3 2', 'saturday 13:00 10 12'])
    expect(stand.closedDates).toEqual([{ date: '2026-12-26', reason: 'Boxing Day' }])
    expect((await asStaff('GET', `${path}/page?q=grove`)).json()).toMatchObject({ total: 1 })
  })

  it('refuses bad windows and dates with a 400 naming the field, and a name twice with 409', async () => {
    for (const [body, field] of [
      [
        { windows: [{ weekday: 'monday', startsAt: '12:00', endsAt: '09:00', orderCap: 5 }] },
        'windows.0.endsAt',
      ],
      [
        { windows: [{ weekday: 'funday', startsAt: '09:00', endsAt: '12:00', orderCap: 5 }] },
        'windows.0.weekday',
      ],
      [
        { windows: [{ weekday: 'monday', startsAt: '9am', endsAt: '12:00', orderCap: 5 }] },
        'windows.0.startsAt',
      ],
      [
        { windows: [{ weekday: 'monday', startsAt: '09:00', endsAt: '12:00', orderCap: 0 }] },
        'windows.0.orderCap',
      ],
      [{ closedDates: [{ date: '2026-02-30' }] }, 'closedDates.0.date'],
      [{ closedDates: [{ date: '2026-12-24' }, { date: '2026-12-24' }] }, 'closedDates.1.date'],
      [{ name: ' ' }, 'name'],
    ] as const) {
      const response = await asStaff('POST', path, { name: 'Market', address: 'Main St', ...body })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toEqual([field])
    }
    const twice = await asStaff('POST', path, { name: 'Farm stand', address: 'Elsewhere' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().fields).toHaveProperty('name')
  })
})

describe('the windows checkout offers', () => {
  it('offers the next 14 days of windows: open, full, closed and cut off', async () => {
    const market = await create({
      name: 'Saturday market',
      address: 'Ocean Blvd, Stuart, FL',
      windows: [{ weekday: weekdayIn(3), startsAt: '08:00', endsAt: '11:00', orderCap: 2 }],
      closedDates: [{ date: addCalendarDays(farmToday(zone), 10), reason: 'Market closed' }],
    })
    const response = await testApp.app.inject('/api/pickup-windows')
    expect(response.statusCode).toBe(200)
    const choices = pickupWindowChoicesSchema
      .parse(response.json())
      .choices.filter((choice) => choice.locationId === market.id)
    expect(choices.map((choice) => choice.date)).toEqual([
      addCalendarDays(farmToday(zone), 3),
      addCalendarDays(farmToday(zone), 10),
    ])
    expect(choices[0]).toMatchObject({ state: 'open', placesLeft: 2, startsAt: '08:00' })
    expect(choices[1]).toMatchObject({ state: 'closed', closedReason: 'Market closed' })

    // Two places, then full; a third order is refused, naming the field.
    const pick = { windowId: market.windows[0]!.id, date: choices[0]!.date }
    await takePickupPlace(db(), pick, zone)
    await takePickupPlace(db(), pick, zone)
    await expect(takePickupPlace(db(), pick, zone)).rejects.toMatchObject({
      statusCode: 409,
      fields: { pickupWindow: 'That pickup window is full; please choose another' },
    })
    const full = (await pickupWindowChoices(db(), zone)).find(
      (choice) => choice.windowId === pick.windowId && choice.date === pick.date,
    )
    expect(full).toMatchObject({ state: 'full', placesLeft: 0 })
    // A closed date, a wrong weekday and a cut-off window are refused too.
    for (const refused of [
      { windowId: pick.windowId, date: choices[1]!.date },
      { windowId: pick.windowId, date: addCalendarDays(pick.date, 1) },
    ]) {
      await expect(takePickupPlace(db(), refused, zone)).rejects.toMatchObject({ statusCode: 409 })
    }
    const late = new Date(Date.parse(full!.orderBy) + 60_000)
    await expect(takePickupPlace(db(), pick, zone, late)).rejects.toMatchObject({
      fields: { pickupWindow: 'Orders for that pickup window have closed; please choose another' },
    })
    expect(
      (await pickupWindowChoices(db(), zone, late)).find((choice) => choice.date === pick.date),
    ).toMatchObject({ state: 'cut_off' })

    // A cancelled order gives its place back.
    await releasePickupPlace(db(), pick)
    expect(
      (await pickupWindowChoices(db(), zone)).find(
        (choice) => choice.windowId === pick.windowId && choice.date === pick.date,
      ),
    ).toMatchObject({ state: 'open', placesLeft: 1 })

    // A window with orders to collect cannot be removed, nor its location deleted.
    const removed = await asStaff('PUT', `${path}/${market.id}`, {
      name: market.name,
      address: market.address,
      windows: [],
    })
    expect(removed.statusCode).toBe(409)
    expect(removed.json().fields).toHaveProperty('windows')
    expect((await asStaff('DELETE', `${path}/${market.id}`)).statusCode).toBe(409)
    // Switched off, it is offered no more.
    expect((await asStaff('PATCH', `${path}/${market.id}`, { active: false })).statusCode).toBe(200)
    expect(
      (await pickupWindowChoices(db(), zone)).some((choice) => choice.locationId === market.id),
    ).toBe(false)
  })

  it('closes orders the cut-off hours before a window opens, on the farm clock across DST', async () => {
    const sunday = await create({
      name: 'Sunday dock',
      address: 'Harbour, Fort Pierce, FL',
      windows: [
        { weekday: 'sunday', startsAt: '09:00', endsAt: '11:00', orderCap: 5, cutoffHours: 12 },
      ],
    })
    // US clocks go back on Sunday 1 November 2026: 9 AM is 13:00 UTC the week before, 14:00 after.
    const now = new Date('2026-10-20T12:00:00Z')
    const offered = (await pickupWindowChoices(db(), zone, now))
      .filter((choice) => choice.locationId === sunday.id)
      .map((choice) => [choice.date, choice.orderBy])
    expect(offered).toEqual([
      ['2026-10-25', '2026-10-25T01:00:00.000Z'],
      ['2026-11-01', '2026-11-01T02:00:00.000Z'],
    ])
  })

  it('keeps windows by id on an update and removes one nobody holds', async () => {
    const [first, second] = stand.windows
    const response = await asStaff('PUT', `${path}/${stand.id}`, {
      name: stand.name,
      address: stand.address,
      windows: [{ ...first!, orderCap: 12 }],
      closedDates: [],
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated = pickupLocationSchema.parse(response.json())
    expect(updated.windows).toEqual([{ ...first!, orderCap: 12 }])
    expect(updated.closedDates).toEqual([])
    expect(second).toBeDefined()
    const stranger = await asStaff('PUT', `${path}/${stand.id}`, {
      name: stand.name,
      address: stand.address,
      windows: [{ ...first!, id: 999_999 }],
    })
    expect(stranger.statusCode).toBe(409)
    expect(stranger.json().fields).toHaveProperty(['windows.0.id'])
  })
})
