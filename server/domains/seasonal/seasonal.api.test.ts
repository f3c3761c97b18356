import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import {
  seasonalItemAdminListSchema,
  seasonalItemAdminSchema,
  seasonalItemListSchema,
  type SeasonalItem,
  type SeasonalItemAdmin,
} from '#contracts/seasonal'
import { seasonalAvailability } from '#server/db/schema/seasonal'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
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

const adminPath = '/api/admin/seasonal-availability'
const publicPath = '/api/seasonal-availability'
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const publicList = async (): Promise<SeasonalItem[]> => {
  const response = await testApp.app.inject({ method: 'GET', url: publicPath })
  expect(response.statusCode).toBe(200)
  return seasonalItemListSchema.parse(response.json())
}
const staffList = async (): Promise<SeasonalItemAdmin[]> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: adminPath,
    headers: { cookie: staff },
  })
  expect(response.statusCode).toBe(200)
  return seasonalItemAdminListSchema.parse(response.json())
}
const storedRows = () => testApp.app.db.select().from(seasonalAvailability)
const lastAudit = async () =>
  (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

const newItem = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Valencia Oranges',
  category: 'fresh',
  description: 'Juicing oranges from the old block by the road.',
  icon: '🍊',
  color: 'citrus',
  availableSeasonMonths: [4, 2, 3, 3],
  peakSeasonMonths: [3],
  isActive: true,
  ...overrides,
})

describe('seasonal calendar API', () => {
  it('lists active entries for anyone, by category then product name, without private fields', async () => {
    const list = await publicList()
    expect(list.length).toBeGreaterThan(5)
    const keys = list.map((item) => `${item.category} ${item.productName}`)
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')))
    expect(new Set(list.map((item) => item.category))).toEqual(
      new Set(['fresh', 'honey', 'plants']),
    )
    for (const item of list) {
      expect(Object.keys(item)).not.toContain('isActive')
      expect(Object.keys(item)).not.toContain('updatedAt')
    }
    // The demo farm's older class strings are read as theme names.
    expect(list.find((item) => item.productName === 'Haden Mangos')).toMatchObject({
      color: 'mango',
      icon: '🥭',
      availableSeasonMonths: [4, 5, 6],
      peakSeasonMonths: [5, 6],
    })
  })

  it('refuses every staff route to anyone but staff, and changes nothing', async () => {
    const before = await storedRows()
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: adminPath },
        { method: 'POST', url: adminPath, payload: newItem() },
        { method: 'PUT', url: `${adminPath}/1`, payload: newItem() },
        { method: 'PUT', url: `${adminPath}/1`, payload: { isActive: false } },
        { method: 'PATCH', url: `${adminPath}/1`, payload: { isActive: false } },
        { method: 'DELETE', url: `${adminPath}/1` },
      ],
      staffList,
    )
    expect(await storedRows()).toEqual(before)
  })

  it('adds, edits, hides, shows and deletes an entry, audited, the public list following', async () => {
    const created = await send('POST', adminPath, newItem())
    expect(created.statusCode, created.body).toBe(201)
    const item = seasonalItemAdminSchema.parse(created.json())
    expect(item).toMatchObject({
      productName: 'Valencia Oranges',
      category: 'fresh',
      icon: '🍊',
      color: 'citrus',
      availableSeasonMonths: [2, 3, 4],
      peakSeasonMonths: [3],
      isActive: true,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'seasonal_item.create',
      targetType: 'seasonal_item',
      targetId: String(item.id),
    })
    expect((await publicList()).find((each) => each.id === item.id)?.productName).toBe(
      'Valencia Oranges',
    )

    const updated = await send(
      'PUT',
      `${adminPath}/${item.id}`,
      newItem({ productName: 'Hamlin Oranges', peakSeasonMonths: [], color: 'mango' }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ productName: 'Hamlin Oranges', peakSeasonMonths: [] })
    expect(await lastAudit()).toMatchObject({ action: 'seasonal_item.update' })
    expect((await publicList()).find((each) => each.id === item.id)).toMatchObject({
      productName: 'Hamlin Oranges',
      color: 'mango',
    })

    // The card's switch sends only isActive (PATCH); spec 3 §7's PUT with only isActive works too.
    const hidden = await send('PATCH', `${adminPath}/${item.id}`, { isActive: false })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toMatchObject({ isActive: false, productName: 'Hamlin Oranges' })
    expect(await lastAudit()).toMatchObject({ action: 'seasonal_item.toggle' })
    expect((await publicList()).map((each) => each.id)).not.toContain(item.id)
    expect((await staffList()).find((each) => each.id === item.id)?.isActive).toBe(false)

    const shown = await send('PUT', `${adminPath}/${item.id}`, { isActive: true })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toMatchObject({ isActive: true, productName: 'Hamlin Oranges' })
    expect((await publicList()).map((each) => each.id)).toContain(item.id)
    const hiddenByPut = await send('PUT', `${adminPath}/${item.id}`, { isActive: false })
    expect(hiddenByPut.statusCode).toBe(200)
    expect((await publicList()).map((each) => each.id)).not.toContain(item.id)

    expect((await send('DELETE', `${adminPath}/${item.id}`)).statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({ action: 'seasonal_item.delete' })
    expect((await staffList()).map((each) => each.id)).not.toContain(item.id)
    expect((await send('DELETE', `${adminPath}/${item.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `${adminPath}/${item.id}`, newItem())).statusCode).toBe(404)
    expect((await send('PATCH', `${adminPath}/${item.id}`, { isActive: true })).statusCode).toBe(
      404,
    )
  })

  it('defaults: category fresh, no peak months, shown, the default icon and theme', async () => {
    const created = await send('POST', adminPath, {
      productName: 'Sapodilla',
      description: 'Brown-sugar sweet fruit.',
      availableSeasonMonths: [10],
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      category: 'fresh',
      peakSeasonMonths: [],
      isActive: true,
      icon: '🥭',
      color: 'leaf',
    })
    expect((await send('DELETE', `${adminPath}/${created.json().id}`)).statusCode).toBe(204)
  })

  it("refuses an entry without available months in the spec's words, and stores nothing", async () => {
    const before = await storedRows()
    for (const availableSeasonMonths of [[], undefined]) {
      const response = await send('POST', adminPath, newItem({ availableSeasonMonths }))
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({
        availableSeasonMonths: 'Please select at least one available month.',
      })
    }
    const edit = await send(
      'PUT',
      `${adminPath}/${before[0]!.id}`,
      newItem({ availableSeasonMonths: [] }),
    )
    expect(edit.statusCode).toBe(400)
    expect(edit.json().fields).toEqual({
      availableSeasonMonths: 'Please select at least one available month.',
    })
    expect(await storedRows()).toEqual(before)
  })

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const before = await storedRows()
    const blank = await send('POST', adminPath, {
      productName: ' ',
      category: 'bakery',
      description: '',
      icon: '<script>',
      color: 'bg-red-500" onclick="x',
      availableSeasonMonths: [1, 12],
      peakSeasonMonths: [-1],
      isActive: 'yes',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toMatchObject({
      productName: 'Product name is required',
      category: 'Category is required',
      description: 'Description is required',
      icon: 'Choose one of the icons',
      color: 'Choose one of the colour themes',
      'availableSeasonMonths.1': 'Months must be whole numbers from 0 (January) to 11 (December)',
      'peakSeasonMonths.0': 'Months must be whole numbers from 0 (January) to 11 (December)',
      isActive: 'Visible must be true or false',
    })

    const peakOutside = await send(
      'POST',
      adminPath,
      newItem({ availableSeasonMonths: [5], peakSeasonMonths: [6] }),
    )
    expect(peakOutside.statusCode).toBe(400)
    expect(peakOutside.json().fields).toEqual({
      peakSeasonMonths: 'Peak months must also be available months.',
    })

    const id = before[0]!.id
    const badToggle = await send('PATCH', `${adminPath}/${id}`, { isActive: 'no' })
    expect(badToggle.statusCode).toBe(400)
    expect(Object.keys(badToggle.json().fields)).toEqual(['isActive'])
    const badPutToggle = await send('PUT', `${adminPath}/${id}`, { isActive: 1 })
    expect(badPutToggle.statusCode).toBe(400)
    expect(badPutToggle.json().fields).toEqual({ isActive: 'isActive must be true or false' })
    const partial = await send('PUT', `${adminPath}/${id}`, { isActive: true, productName: 'X' })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().fields).toMatchObject({
      description: 'Description is required',
      availableSeasonMonths: 'Please select at least one available month.',
    })
    expect(await storedRows()).toEqual(before)
  })

  it('renders the calendar on the server with the entries and the editable header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/seasonal-calendar' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Seasonal Calendar')
    expect(response.body).toContain('what&#x27;s blooming')
    expect(response.body).toContain('Fresh Produce Seasons')
    expect(response.body).toContain('Haden Mangos')
    const staffPage = await testApp.app.inject({ method: 'GET', url: '/seasonal-calendar-admin' })
    expect(staffPage.statusCode).toBe(200)
    expect(staffPage.body).toContain('noindex')
  })
})
