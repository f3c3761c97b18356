import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cartItems } from '../../db/schema/cart'
import { products } from '../../db/schema/catalog'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { visitorWithCart } from '../../test/checkout-helpers'
import { signInAsCustomer, signInAsStaff } from '../../test/sign-in'

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
})
