import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { productCategorySchema, storefrontCategories } from '#contracts/catalog'
import { cartItems } from '#server/db/schema/cart'
import { products } from '#server/db/schema/catalog'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { visitorWithCart } from '#server/test/checkout-helpers'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = staff) =>
  testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

describe('staff product API', () => {
  it('creates a product with its price in cents and tracked stock', async () => {
    const response = await send('POST', '/api/products', {
      name: 'Lychee Honey',
      description: 'Light and floral.',
      price: '12.5',
      category: 'honey',
      unit: '8 oz jar',
      stockQuantity: 12,
      featured: true,
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Lychee Honey',
      price: '12.50',
      stockQuantity: 12,
      inStock: true,
      featured: true,
    })
    const [row] = await testApp.app.db
      .select()
      .from(products)
      .where(eq(products.id, response.json().id))
    expect(row!.priceCents).toBe(1250)
  })

  it('answers 400 naming bad fields', async () => {
    const response = await send('POST', '/api/products', {
      name: '',
      price: '1.999',
      category: 'gadgets',
      stockQuantity: -1,
      imageUrl: 'javascript:alert(1)',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'category',
      'imageUrl',
      'name',
      'price',
      'stockQuantity',
    ])
  })

  it('answers a stock typed as text in plain words (issue 22)', async () => {
    for (const stockQuantity of ['12', '12.5', 'abc', 2_000_000]) {
      const response = await send('POST', '/api/products', {
        name: 'Lychee Honey',
        price: '12.50',
        category: 'honey',
        stockQuantity,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({
        stockQuantity:
          stockQuantity === 2_000_000
            ? 'Stock must be at most 1000000'
            : 'Stock must be a whole number',
      })
    }
  })

  it('marks a product out of stock when its tracked stock is set to 0', async () => {
    const created = (
      await send('POST', '/api/products', {
        name: 'Starfruit',
        price: 3,
        category: 'fresh',
        stockQuantity: 4,
      })
    ).json()
    const updated = await send('PUT', `/api/products/${created.id}`, { stockQuantity: 0 })
    expect(updated.json()).toMatchObject({ stockQuantity: 0, inStock: false })
  })

  it('changes only the fields an update sends; perishable is kept and shown', async () => {
    const created = (
      await send('POST', '/api/products', {
        name: 'Lychee Bunch',
        price: '7.00',
        category: 'fresh',
        featured: true,
        inStock: false,
        perishable: true,
      })
    ).json()
    expect(created).toMatchObject({ featured: true, inStock: false, perishable: true })
    const renamed = await send('PUT', `/api/products/${created.id}`, { name: 'Lychee Cluster' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({
      name: 'Lychee Cluster',
      featured: true,
      inStock: false,
      perishable: true,
    })
    const listed = (await testApp.app.inject({ url: '/api/products' })).json() as {
      id: number
      perishable: boolean
    }[]
    expect(listed.find((product) => product.id === created.id)?.perishable).toBe(true)

    const refused = await send('PUT', `/api/products/${created.id}`, { perishable: 'yes' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields).toHaveProperty('perishable')
  })

  it('deletes a product from the shop and from every cart, keeping it for past orders', async () => {
    const created = (
      await send('POST', '/api/products', { name: 'Sapodilla', price: '4.00', category: 'fresh' })
    ).json()
    await visitorWithCart(testApp.app, [{ productId: created.id, quantity: 2 }])
    expect((await send('DELETE', `/api/products/${created.id}`)).statusCode).toBe(204)
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode,
    ).toBe(404)
    expect(
      await testApp.app.db.select().from(cartItems).where(eq(cartItems.productId, created.id)),
    ).toHaveLength(0)
    expect(
      await testApp.app.db.select().from(products).where(eq(products.id, created.id)),
    ).toHaveLength(1)
    expect((await send('DELETE', `/api/products/${created.id}`)).statusCode).toBe(404)
  })

  it('is for staff only', async () => {
    const customer = await signInAsCustomer(testApp.app, 'shopper@example.com')
    expect(
      (await send('POST', '/api/products', { name: 'X', price: 1, category: 'fresh' }, customer))
        .statusCode,
    ).toBe(403)
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/products',
          payload: { name: 'X', price: 1, category: 'fresh' },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('accepts only the storefront categories (decision 0022), changing nothing otherwise', async () => {
    expect(productCategorySchema.options).toEqual([...storefrontCategories])
    const before = await testApp.app.db.select().from(products)
    for (const category of ['fruit', 'trees', 'seeds', 'tools', 'Fresh', '']) {
      const response = await send('POST', '/api/products', {
        name: `Odd ${category}`,
        price: '2.00',
        category,
      })
      expect(response.statusCode, category).toBe(400)
      expect(response.json().fields).toEqual({ category: 'Please choose a category' })
    }
    const existing = before.find((row) => row.active)!
    const update = await send('PUT', `/api/products/${existing.id}`, { category: 'seeds' })
    expect(update.statusCode).toBe(400)
    expect(Object.keys(update.json().fields)).toEqual(['category'])
    expect(await testApp.app.db.select().from(products)).toEqual(before)

    for (const category of storefrontCategories) {
      const response = await send('POST', '/api/products', {
        name: `Grove ${category}`,
        price: '2.00',
        category,
      })
      expect(response.statusCode, response.body).toBe(201)
      const shop = await testApp.app.inject({ method: 'GET', url: '/api/products' })
      expect(shop.json()).toContainEqual(
        expect.objectContaining({ id: response.json().id, category }),
      )
    }
  })

  it('every demo product is in a storefront category', async () => {
    const rows = await testApp.app.db.select().from(products)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(storefrontCategories).toContain(row.category)
  })

  it('records product.create, product.update and product.delete in the audit log', async () => {
    const lastAudit = async () =>
      (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!
    const created = await send('POST', '/api/products', {
      name: 'Audited Avocado',
      price: '3.00',
      category: 'fresh',
    })
    const id = String(created.json().id)
    expect(await lastAudit()).toMatchObject({
      action: 'product.create',
      targetType: 'products',
      targetId: id,
    })
    await send('PUT', `/api/products/${id}`, { price: '3.50' })
    expect(await lastAudit()).toMatchObject({
      action: 'product.update',
      targetId: id,
      before: expect.objectContaining({ price: '3.00' }),
    })
    await send('DELETE', `/api/products/${id}`)
    expect(await lastAudit()).toMatchObject({
      action: 'product.delete',
      targetId: id,
      before: expect.objectContaining({ name: 'Audited Avocado' }),
    })
  })
})
