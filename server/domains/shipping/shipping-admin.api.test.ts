import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import { auditLog } from '#server/db/schema/audit'
import { desc } from 'drizzle-orm'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const path = '/api/admin/shipping-options'
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const staffList = async () => (await send('GET', path)).json()
const publicList = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/shipping-options' })).json() as {
    name: string
    cost: string
  }[]

const newOption = {
  name: 'Bicycle Courier',
  description: 'Same-day within town',
  cost: '6.5',
  estimatedDays: 'Same day',
  available: true,
  minOrderAmount: '',
  maxOrderAmount: '',
  notes: '',
  sortOrder: '-1',
  carriesFreshFruit: true,
}

describe('shipping options manager API', () => {
  it('is staff only, for every route, and refuses change to others', async () => {
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: path },
        { method: 'POST', url: path, payload: newOption },
        { method: 'PUT', url: `${path}/1`, payload: newOption },
        { method: 'DELETE', url: `${path}/1` },
      ],
      staffList,
    )
  })

  it('lists every option sorted by sortOrder, unavailable ones too', async () => {
    const list = (await staffList()) as { sortOrder: number; available: boolean }[]
    expect(list.length).toBeGreaterThan(3)
    const orders = list.map((option) => option.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('creates an option that checkout offers first, then updates its cost and deletes it', async () => {
    const created = await send('POST', path, newOption)
    expect(created.statusCode, created.body).toBe(201)
    const option = created.json()
    expect(option).toMatchObject({
      code: 'bicycle_courier',
      cost: '6.50',
      minOrderAmount: '0.00',
      maxOrderAmount: null,
      sortOrder: -1,
    })
    expect((await publicList())[0]).toMatchObject({ name: 'Bicycle Courier', cost: '6.50' })

    const updated = await send('PUT', `${path}/${option.id}`, { ...newOption, cost: '7.25' })
    expect(updated.statusCode, updated.body).toBe(200)
    expect((await publicList())[0]).toMatchObject({ name: 'Bicycle Courier', cost: '7.25' })

    const hidden = await send('PUT', `${path}/${option.id}`, { ...newOption, available: false })
    expect(hidden.statusCode).toBe(200)
    expect((await publicList()).map((o) => o.name)).not.toContain('Bicycle Courier')

    const [entry] = await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ action: 'shipping-option.update', targetId: String(option.id) })

    expect((await send('DELETE', `${path}/${option.id}`)).statusCode).toBe(204)
    expect((await send('DELETE', `${path}/${option.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `${path}/${option.id}`, newOption)).statusCode).toBe(404)
  })

  it('answers 400 naming each bad field and changes nothing', async () => {
    const before = await staffList()
    const response = await send('POST', path, {
      name: ' ',
      cost: '-1',
      sortOrder: '1.5',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual(['cost', 'name', 'sortOrder'])
    expect(response.json().fields.name).toBe('Name is required')
    const range = await send('POST', path, {
      ...newOption,
      minOrderAmount: '10',
      maxOrderAmount: '5',
    })
    expect(range.statusCode).toBe(400)
    expect(range.json().fields).toEqual({
      maxOrderAmount: 'Maximum order amount must be at least the minimum order amount',
    })
    expect(await staffList()).toEqual(before)
  })
})
