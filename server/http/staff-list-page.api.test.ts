import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { harvestAlertStatus, type HarvestAlertAdmin } from '#contracts/harvest-alerts'
import { isRecentPhoto, type Photo } from '#contracts/gallery'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'

/*
 * The staff screens' pages (issue 25, staffResourceRoutes' `<path>/page`): searched with ILIKE
 * (wildcards typed by staff mean themselves), sorted by a declared key only, paged with the
 * total of every match, staff only; and every registered resource's page answers each sort.
 */

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie: string | null = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

interface Page<Item = Record<string, unknown>> {
  items: Item[]
  total: number
  page: number
  pageSize: number
  stats: Record<string, number>
}

async function page<Item = Record<string, unknown>>(url: string): Promise<Page<Item>> {
  const response = await get(url)
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
  return response.json()
}

const newProduct = (name: string, price: string) => ({
  name,
  category: 'fresh',
  price,
  description: 'For the list tests',
  unit: 'per lb',
  imageUrl: '',
  inStock: true,
  featured: false,
  perishable: false,
  stockQuantity: null,
})

async function createProduct(name: string, price: string) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie: staff },
    payload: newProduct(name, price),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: number; name: string }
}

beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

describe('a staff page', () => {
  it('pages the records with the total of every page, in the default order', async () => {
    const all = (await get('/api/products')).json() as { id: number }[]
    const first = await page<{ id: number }>('/api/products/page?pageSize=5')
    const second = await page<{ id: number }>('/api/products/page?pageSize=5&page=2')
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 5, stats: {} })
    expect(second.total).toBe(all.length)
    // Added first, first (the shop's order, the list's before it was paged).
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.slice(0, 10).map((item) => item.id),
    )
    const whole = await page('/api/products/page')
    expect(whole.pageSize).toBe(24)
    expect(whole.items).toHaveLength(Math.min(24, all.length))
    const beyond = await page(`/api/products/page?page=${all.length + 1}&pageSize=1`)
    expect(beyond).toMatchObject({ items: [], total: all.length })
  })

  it('searches the declared columns in any case, wildcards meaning themselves', async () => {
    const percent = await createProduct('Grove 100% Mango Nectar', '7.00')
    const underscore = await createProduct('Grove Mango_Chutney', '9.00')
    const plain = await createProduct('Grove Mango Chutney Jar', '5.00')

    const grove = await page<{ id: number }>('/api/products/page?q=gRoVe%20MANGO')
    expect(grove.items.map((item) => item.id).sort()).toEqual(
      [underscore.id, plain.id].sort((a, b) => a - b),
    )
    expect(grove.total).toBe(2)
    const wildcard = await page<{ id: number }>(`/api/products/page?q=${encodeURIComponent('%')}`)
    expect(wildcard.items.map((item) => item.id)).toEqual([percent.id])
    const one = await page<{ id: number }>('/api/products/page?q=Mango_C')
    expect(one.items.map((item) => item.id)).toEqual([underscore.id])
    const backslash = await page(`/api/products/page?q=${encodeURIComponent('\\')}`)
    expect(backslash.total).toBe(0)
    // The description is searched too; surrounding blanks are not part of the search.
    const described = await page('/api/products/page?q=%20%20for%20the%20list%20tests%20')
    expect(described.total).toBe(3)
  })

  it('sorts by a declared key, in its own direction unless told, the id breaking ties', async () => {
    const byPrice = await page<{ price: string; id: number }>(
      '/api/products/page?sort=price&pageSize=100',
    )
    const prices = byPrice.items.map((item) => Number(item.price))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const expensiveFirst = await page<{ price: string }>(
      '/api/products/page?sort=price&dir=desc&pageSize=100',
    )
    expect(expensiveFirst.items.map((item) => Number(item.price))).toEqual(
      [...prices].sort((a, b) => b - a),
    )
    const byName = await page<{ name: string }>('/api/products/page?sort=name&pageSize=100')
    // By initial (the database's collation decides the rest: spaces and punctuation vary).
    const initials = byName.items.map((item) => item.name.charAt(0).toLowerCase())
    expect(initials).toEqual([...initials].sort())

    // 'newest' starts descending: the list's order before it was paged.
    const posts = (await get('/api/admin/blog')).json() as { id: number }[]
    const newest = await page<{ id: number }>('/api/admin/blog/page?pageSize=100')
    expect(newest.items.map((post) => post.id)).toEqual(posts.map((post) => post.id))
    const oldest = await page<{ id: number }>('/api/admin/blog/page?pageSize=100&dir=asc')
    expect(oldest.items.map((post) => post.id)).toEqual(posts.map((post) => post.id).reverse())
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=stock', 'sort'],
      ['sort=id%3B%20drop%20table%20products', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      [`q=${'m'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await get(`/api/products/page?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().fields, query).toHaveProperty(field)
    }
    expect((await get('/api/products/page?sort=stock')).json().fields.sort).toBe(
      'Sort must be one of: added, name, price, category',
    )
  })

  it('is for staff only, and leaves the public routes beside it as they were', async () => {
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: '/api/products/page' },
        { method: 'GET', url: '/api/admin/recipes/page?q=mango' },
        { method: 'GET', url: '/api/admin/recipes/1' },
        { method: 'GET', url: '/api/photo-gallery/page' },
        { method: 'GET', url: '/api/photo-gallery/1' },
      ],
      async () => (await get('/api/admin/recipes')).json(),
    )
    // `page` is not read as a product id, and a product is still the shop's, for everyone.
    const [product] = (await get('/api/products', null)).json() as { id: number }[]
    const publicProduct = await get(`/api/products/${product!.id}`, null)
    expect(publicProduct.statusCode).toBe(200)
    expect(publicProduct.json()).toMatchObject({ id: product!.id })
  })

  it('answers one record by id for an address that opens its form, 404 when there is none', async () => {
    const [recipe] = (await get('/api/admin/recipes')).json() as { id: number; title: string }[]
    const one = await get(`/api/admin/recipes/${recipe!.id}`)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ id: recipe!.id, title: recipe!.title })
    const missing = await get('/api/admin/recipes/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Recipe not found')
    expect((await get('/api/admin/recipes/abc')).statusCode).toBe(400)
  })

  it('counts the figures of the stats cards over every record, whatever the search', async () => {
    const alerts = (await get('/api/admin/harvest-alerts')).json() as HarvestAlertAdmin[]
    const now = new Date()
    const count = (...states: string[]) =>
      alerts.filter((alert) => states.includes(harvestAlertStatus(alert, now))).length
    const alertPage = await page('/api/admin/harvest-alerts/page?q=no-such-alert-anywhere')
    expect(alertPage.total).toBe(0)
    expect(alertPage.stats).toEqual({
      live: count('live'),
      scheduled: count('scheduled'),
      off: count('hidden', 'expired'),
    })

    const photos = (await get('/api/photo-gallery', null)).json() as Photo[]
    expect((await page('/api/photo-gallery/page?pageSize=1')).stats).toEqual({
      total: photos.length,
      featured: photos.filter((photo) => photo.featured).length,
      categories: new Set(photos.map((photo) => photo.category)).size,
      recent: photos.filter((photo) => isRecentPhoto(photo)).length,
    })

    const items = (await get('/api/admin/seasonal-availability')).json() as {
      category: string
      isActive: boolean
    }[]
    const seasonal = await page('/api/admin/seasonal-availability/page')
    for (const category of ['fresh', 'honey', 'plants']) {
      const inCategory = items.filter((item) => item.category === category)
      expect(seasonal.stats[category]).toBe(inCategory.length)
      expect(seasonal.stats[`${category}Visible`]).toBe(
        inCategory.filter((item) => item.isActive).length,
      )
    }
  })
})

describe('every staff resource', () => {
  const pageRoutes = () =>
    app().apiRoutes.filter((route) => route.method === 'GET' && route.url.endsWith('/page'))

  it('has a staff page route', () => {
    expect(
      pageRoutes()
        .map((route) => route.url)
        .sort(),
    ).toEqual([
      '/api/admin/blog/page',
      '/api/admin/box-add-ons/page',
      '/api/admin/farm-events/page',
      '/api/admin/harvest-alerts/page',
      '/api/admin/pick-your-own/slots/page',
      '/api/admin/pickup-locations/page',
      '/api/admin/plant-inventory/page',
      '/api/admin/recipes/page',
      '/api/admin/reminders/page',
      '/api/admin/seasonal-availability/page',
      '/api/admin/shipping-options/page',
      '/api/admin/subscription-plans/page',
      '/api/photo-gallery/page',
      '/api/products/page',
    ])
    expect(pageRoutes().every((route) => route.access === 'staff')).toBe(true)
  })

  it('answers every sort it declares, both ways, and a search', async () => {
    for (const route of pageRoutes()) {
      const query = route.schema?.querystring as z.ZodObject
      const sorts = (query.shape.sort as z.ZodDefault<z.ZodEnum>).unwrap().options as string[]
      expect(sorts.length, route.url).toBeGreaterThan(0)
      const unsorted = await page(`${route.url}?pageSize=100`)
      for (const sort of sorts) {
        for (const dir of ['asc', 'desc']) {
          const sorted = await page(`${route.url}?sort=${sort}&dir=${dir}&pageSize=100`)
          expect(sorted.total, `${route.url} ${sort} ${dir}`).toBe(unsorted.total)
          expect(sorted.items).toHaveLength(Math.min(100, unsorted.total))
        }
      }
      const none = await page(`${route.url}?q=${encodeURIComponent('%_\\ zz-nothing')}`)
      expect(none, route.url).toMatchObject({ items: [], total: 0 })
      expect((await get(`${route.url}?sort=nope`)).statusCode, route.url).toBe(400)
    }
  })
})
