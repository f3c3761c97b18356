import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import {
  plantAdminListSchema,
  plantAdminSchema,
  plantListSchema,
  type Plant,
  type PlantAdmin,
} from '#contracts/plant-inventory'
import { plantInventory } from '#server/db/schema/plants'
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

const adminPath = '/api/admin/plant-inventory'
const publicPath = '/api/plant-inventory'
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const publicList = async (query = ''): Promise<Plant[]> => {
  const response = await testApp.app.inject({ method: 'GET', url: `${publicPath}${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return plantListSchema.parse(response.json())
}
const staffList = async (): Promise<PlantAdmin[]> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: adminPath,
    headers: { cookie: staff },
  })
  expect(response.statusCode).toBe(200)
  return plantAdminListSchema.parse(response.json())
}
const storedRows = () => testApp.app.db.select().from(plantInventory)
const lastAudit = async () =>
  (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

const newPlant = (overrides: Record<string, unknown> = {}) => ({
  category: 'mango',
  variety: 'Valencia Pride',
  size: '3-gallon',
  rootstock: 'Turpentine',
  description: 'Big, blushed, fiberless fruit on a vigorous tree.',
  price: '92.5',
  quantityAvailable: 8,
  minOrderQuantity: 1,
  maxOrderQuantity: 3,
  isAvailable: true,
  seasonalAvailability: 'Year-round',
  plantingInstructions: 'Full sun, graft above the soil.',
  careInstructions: 'Water twice a week while it settles in.',
  harvestInfo: 'Fruit in 2-3 years; ripens July.',
  imageUrl: '',
  tags: ['grafted', ' vigorous ', '', 'grafted'],
  ...overrides,
})

describe('plant inventory API', () => {
  it('lists every demo plant for anyone, mangos first, sold-out ones last in their category and marked, notes included', async () => {
    const list = await publicList()
    expect(list.map((plant) => `${plant.category} ${plant.variety}`)).toEqual([
      'mango Glenn',
      'mango Nam Doc Mai',
      'mango Carrie',
      'blackberry Natchez',
      'blackberry Ouachita',
      'grape Noble (muscadine)',
    ])
    expect(list.find((plant) => plant.variety === 'Glenn')).toMatchObject({
      price: '89.00',
      quantityAvailable: 14,
      isAvailable: true,
      minOrderQuantity: 1,
      size: '3-gallon',
      rootstock: 'Turpentine',
      harvestInfo: 'Fruit in 2-3 years; ripens June to July.',
      tags: ['grafted', 'beginner-friendly', 'fiberless'],
    })
    expect(list.find((plant) => plant.variety === 'Carrie')?.isAvailable).toBe(false)
    expect(list.find((plant) => plant.variety === 'Natchez')?.minOrderQuantity).toBe(3)
    for (const plant of list) {
      expect(Object.keys(plant)).not.toContain('priceCents')
      expect(Object.keys(plant)).not.toContain('createdAt')
    }
  })

  it('filters by category, and refuses an unknown one naming the field', async () => {
    const mangos = await publicList('?category=mango')
    expect(mangos.map((plant) => plant.variety)).toEqual(['Glenn', 'Nam Doc Mai', 'Carrie'])
    expect((await publicList('?category=grape')).map((plant) => plant.variety)).toEqual([
      'Noble (muscadine)',
    ])
    for (const category of ['trees', 'MANGO', '', 'mango,grape']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${publicPath}?category=${category}`,
      })
      expect(response.statusCode, category).toBe(400)
      expect(response.json().fields).toEqual({
        category: 'Category must be one of mango, blackberry, grape',
      })
    }
    const nul = await testApp.app.inject({ method: 'GET', url: `${publicPath}?category=mango%00` })
    expect(nul.statusCode).toBe(400)
    expect(Object.keys(nul.json().fields)).toEqual(['category'])
  })

  it('refuses every staff route to anyone but staff, and changes nothing', async () => {
    const before = await storedRows()
    const id = before[0]!.id
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: adminPath },
        { method: 'POST', url: adminPath, payload: newPlant() },
        { method: 'PUT', url: `${adminPath}/${id}`, payload: newPlant() },
        { method: 'DELETE', url: `${adminPath}/${id}` },
        // The spec's unguarded writes on the public path are not built, and stay staff-only.
        { method: 'POST', url: publicPath, payload: newPlant() },
        { method: 'PUT', url: `${publicPath}/${id}`, payload: newPlant() },
        { method: 'DELETE', url: `${publicPath}/${id}` },
      ],
      staffList,
    )
    expect(await storedRows()).toEqual(before)
  })

  it('adds, edits and deletes a plant, audited, the public list following', async () => {
    const created = await send('POST', adminPath, newPlant())
    expect(created.statusCode, created.body).toBe(201)
    const plant = plantAdminSchema.parse(created.json())
    expect(plant).toMatchObject({
      category: 'mango',
      variety: 'Valencia Pride',
      price: '92.50',
      quantityAvailable: 8,
      maxOrderQuantity: 3,
      imageUrl: null,
      tags: ['grafted', 'vigorous'],
    })
    expect(await lastAudit()).toMatchObject({
      action: 'plant.create',
      targetType: 'plant',
      targetId: String(plant.id),
    })
    expect(
      (await publicList('?category=mango')).find((each) => each.id === plant.id),
    ).toMatchObject({ variety: 'Valencia Pride', isAvailable: true, price: '92.50' })

    const updated = await send(
      'PUT',
      `${adminPath}/${plant.id}`,
      newPlant({ category: 'grape', variety: 'Carlos', price: 24, rootstock: '', tags: [] }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      category: 'grape',
      variety: 'Carlos',
      rootstock: null,
      price: '24.00',
      tags: [],
    })
    expect(await lastAudit()).toMatchObject({ action: 'plant.update' })
    expect((await publicList('?category=mango')).map((each) => each.id)).not.toContain(plant.id)
    expect(
      (await publicList('?category=grape')).find((each) => each.id === plant.id)?.variety,
    ).toBe('Carlos')

    expect((await send('DELETE', `${adminPath}/${plant.id}`)).statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({ action: 'plant.delete' })
    expect((await publicList()).map((each) => each.id)).not.toContain(plant.id)
    expect((await staffList()).map((each) => each.id)).not.toContain(plant.id)
    expect((await send('DELETE', `${adminPath}/${plant.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `${adminPath}/${plant.id}`, newPlant())).statusCode).toBe(404)
  })

  it('shows a plant with quantity 0 as out of stock to visitors, whatever its switch says', async () => {
    const created = await send('POST', adminPath, newPlant({ quantityAvailable: 0 }))
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    // Staff still see their own switch on; visitors see Out of Stock.
    expect((await staffList()).find((each) => each.id === id)).toMatchObject({
      isAvailable: true,
      quantityAvailable: 0,
    })
    expect((await publicList()).find((each) => each.id === id)?.isAvailable).toBe(false)

    await send('PUT', `${adminPath}/${id}`, newPlant({ quantityAvailable: 5 }))
    expect((await publicList()).find((each) => each.id === id)?.isAvailable).toBe(true)
    await send('PUT', `${adminPath}/${id}`, newPlant({ quantityAvailable: 5, isAvailable: false }))
    expect((await publicList()).find((each) => each.id === id)?.isAvailable).toBe(false)
    expect((await send('DELETE', `${adminPath}/${id}`)).statusCode).toBe(204)
  })

  it('fills the defaults: quantity 0, minimum order 1, no maximum, available, no tags', async () => {
    const created = await send('POST', adminPath, {
      category: 'blackberry',
      variety: 'Arapaho',
      size: 'Quart pot',
      price: '9.50',
      quantityAvailable: null,
      minOrderQuantity: '',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      quantityAvailable: 0,
      minOrderQuantity: 1,
      maxOrderQuantity: null,
      isAvailable: true,
      rootstock: null,
      description: null,
      tags: [],
    })
    expect((await send('DELETE', `${adminPath}/${created.json().id}`)).statusCode).toBe(204)
  })

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const before = await storedRows()
    const id = before[0]!.id
    const blank = await send('POST', adminPath, {
      category: 'trees',
      variety: ' ',
      size: '',
      price: '-5',
      quantityAvailable: -1,
      minOrderQuantity: 0,
      maxOrderQuantity: 2.5,
      isAvailable: 'yes',
      imageUrl: 'javascript:alert(1)',
      tags: 'grafted',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toMatchObject({
      category: 'Please choose a category',
      variety: 'Variety is required',
      size: 'Size is required',
      price: 'Price must be an amount like 12.50',
      quantityAvailable: 'Quantity cannot be negative',
      minOrderQuantity: 'Minimum order must be at least 1',
      maxOrderQuantity: 'Maximum order must be a whole number',
      isAvailable: 'Available must be true or false',
      imageUrl: 'Must be a valid URL or uploaded file path',
      tags: 'Tags must be a list of words',
    })

    const missing = await send('POST', adminPath, {})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().fields).sort()).toEqual([
      'category',
      'price',
      'size',
      'variety',
    ])

    const maxBelowMin = await send(
      'POST',
      adminPath,
      newPlant({ minOrderQuantity: 5, maxOrderQuantity: 2 }),
    )
    expect(maxBelowMin.statusCode).toBe(400)
    expect(maxBelowMin.json().fields).toEqual({
      maxOrderQuantity: 'Maximum order must be at least the minimum order',
    })

    const tooLong = await send(
      'PUT',
      `${adminPath}/${id}`,
      newPlant({
        variety: 'x'.repeat(101),
        size: 'y'.repeat(51),
        quantityAvailable: 3_000_000_000,
        tags: ['t'.repeat(51)],
      }),
    )
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields).toMatchObject({
      variety: 'Variety must be at most 100 characters',
      size: 'Size must be at most 50 characters',
      quantityAvailable: 'Quantity must be at most 100000',
      'tags.0': 'Each tag must be at most 50 characters',
    })
    expect((await send('PUT', `${adminPath}/0`, newPlant())).statusCode).toBe(400)
    expect(await storedRows()).toEqual(before)
  })

  it('renders the page on the server with the plants of the linked tab, and the manager for staff', async () => {
    // The rendered page only (the query cache after it carries every plant).
    const rendered = (body: string) => /<main[\s\S]*<\/main>/.exec(body)?.[0] ?? ''
    const response = await testApp.app.inject({ method: 'GET', url: '/plant-inventory' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Plants &amp; Trees')
    expect(rendered(response.body)).toContain('Nam Doc Mai')
    expect(rendered(response.body)).toContain('Noble (muscadine)')
    const grapes = await testApp.app.inject({
      method: 'GET',
      url: '/plant-inventory?category=grape',
    })
    expect(grapes.statusCode).toBe(200)
    expect(rendered(grapes.body)).toContain('Noble (muscadine)')
    expect(rendered(grapes.body)).not.toContain('Nam Doc Mai')
    const staffPage = await testApp.app.inject({ method: 'GET', url: '/plant-inventory-admin' })
    expect(staffPage.statusCode).toBe(200)
    expect(staffPage.body).toContain('noindex')
  })
})
