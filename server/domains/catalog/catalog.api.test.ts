import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { productListSchema, productSchema } from '#contracts/catalog'
import { products } from '#server/db/schema/catalog'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/products', () => {
  it('lists the seeded catalogue in the public contract, prices as two-decimal strings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products' })
    expect(response.statusCode).toBe(200)
    const list = productListSchema.parse(response.json())
    expect(list.length).toBeGreaterThanOrEqual(8)
    for (const product of list) expect(product.price).toMatch(/^\d+\.\d{2}$/)
    const categories = new Set(list.map((product) => product.category))
    expect(categories).toEqual(new Set(['fresh', 'plants', 'honey']))
    expect(list.some((product) => !product.inStock)).toBe(true)
    expect(list.some((product) => product.featured)).toBe(true)
  })

  it('matches the price stored in cents exactly', async () => {
    const [row] = await testApp.app.db.select().from(products).limit(1)
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products/${row!.id}` })
    const product = productSchema.parse(response.json())
    expect(Math.round(Number(product.price) * 100)).toBe(row!.priceCents)
  })

  it('hides products the farm has taken off the shop', async () => {
    const [row] = await testApp.app.db
      .insert(products)
      .values({ name: 'Retired Jam', priceCents: 700, category: 'fresh', active: false })
      .returning()
    const list = (await testApp.app.inject({ method: 'GET', url: '/api/products' })).json() as {
      id: number
    }[]
    expect(list.some((product) => product.id === row!.id)).toBe(false)
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/products/${row!.id}` })
    expect(detail.statusCode).toBe(404)
    await testApp.app.db.delete(products).where(eq(products.id, row!.id))
  })

  it('is compressed with brotli when the browser accepts it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
  })
})

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const [row] = await testApp.app.db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .limit(1)
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products/${row!.id}` })
    expect(response.statusCode).toBe(200)
    expect(productSchema.parse(response.json()).name).toBe(row!.name)
  })

  it('answers a JSON 404 for an unknown product', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/999999' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' })
  })

  it('answers 400 naming the id when it is not a number', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/mango' })
    expect(response.statusCode).toBe(400)
    const body = response.json() as { code: string; fields: Record<string, string> }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(body.fields)).toEqual(['id'])
  })
})
