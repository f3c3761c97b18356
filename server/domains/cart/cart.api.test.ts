import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { cartItemSchema, cartSchema, type CartItem } from '#contracts/cart'
import { cartItems } from '#server/db/schema/cart'
import { products, type ProductRow } from '#server/db/schema/catalog'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  latestSignInToken,
  nextTestAddress,
  sessionCookieFrom,
  signInAsCustomer,
} from '#server/test/sign-in'

let testApp: TestApp
/** In stock, stock not counted (so only the 99 limit applies). */
let plain: ProductRow[]
let outOfStock: ProductRow
let counted: ProductRow

beforeAll(async () => {
  testApp = await buildTestApp()
  const all = await testApp.app.db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
  plain = all.filter((p) => p.inStock && p.stockQuantity === null)
  outOfStock = all.find((p) => !p.inStock)!
  counted = all.find(
    (p) => p.inStock && p.stockQuantity !== null && p.stockQuantity > 1 && p.stockQuantity < 99,
  )!
  expect(plain.length).toBeGreaterThanOrEqual(4)
  expect(outOfStock).toBeDefined()
  expect(counted).toBeDefined()
})
afterAll(async () => {
  await testApp.close()
})

const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: nextTestAddress(), ...options })

/** A new visitor: adds `productId` with no cookie, answers the session cookie it was given. */
async function newVisitorWith(productId: number, quantity?: number) {
  const response = await inject({
    method: 'POST',
    url: '/api/cart',
    payload: { productId, quantity },
  })
  expect(response.statusCode, response.body).toBe(200)
  return sessionCookieFrom(response.headers['set-cookie'])
}

const add = (cookie: string, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/cart', payload, headers: { cookie } })

async function cartOf(cookie: string): Promise<CartItem[]> {
  const response = await inject({ method: 'GET', url: '/api/cart', headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return cartSchema.parse(response.json())
}

const quantities = (cart: CartItem[]) =>
  Object.fromEntries(cart.map((line) => [line.product.id, line.quantity]))

function expectBadField(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400)
  const body = response.json() as { code: string; fields: Record<string, string> }
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(Object.keys(body.fields)).toEqual([field])
}

/** Signs in through the e-mailed link with the visitor's own cookie (the cart's sign-in path). */
async function signInWithCookie(cookie: string, email: string) {
  const requested = await inject({
    method: 'POST',
    url: '/api/auth/email-link',
    payload: { email },
    headers: { cookie },
  })
  expect(requested.statusCode).toBe(202)
  await testApp.app.jobs.runDueJobs()
  const token = await latestSignInToken(testApp.app, email)
  const verified = await inject({
    method: 'POST',
    url: '/api/auth/email-link/verify',
    payload: { token },
    headers: { cookie },
  })
  expect(verified.statusCode, verified.body).toBe(200)
  return sessionCookieFrom(verified.headers['set-cookie'])
}

describe('GET /api/cart', () => {
  it('answers an empty cart to a visitor without a session, and starts no session', async () => {
    const response = await inject({ method: 'GET', url: '/api/cart' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  it('lists the lines with their product, priced from the database, ordered by id', async () => {
    const [first, second] = plain
    const cookie = await newVisitorWith(second!.id, 2)
    expect((await add(cookie, { productId: first!.id })).statusCode).toBe(200)
    const cart = await cartOf(cookie)
    expect(cart.map((line) => line.product.id)).toEqual([second!.id, first!.id])
    expect(cart[0]!.id).toBeLessThan(cart[1]!.id)
    expect(cart[0]).toEqual({
      id: cart[0]!.id,
      quantity: 2,
      product: {
        id: second!.id,
        name: second!.name,
        price: (second!.priceCents / 100).toFixed(2),
        unit: second!.unit,
        imageUrl: second!.imageUrl,
        inStock: true,
        category: second!.category,
      },
    })
  })

  it('leaves out products the farm has taken off the shop', async () => {
    const [retired] = await testApp.app.db
      .insert(products)
      .values({ name: 'Retired Jam', priceCents: 700, category: 'fresh' })
      .returning()
    const cookie = await newVisitorWith(retired!.id)
    await add(cookie, { productId: plain[0]!.id })
    await testApp.app.db.update(products).set({ active: false }).where(eq(products.id, retired!.id))
    expect((await cartOf(cookie)).map((line) => line.product.id)).toEqual([plain[0]!.id])
    await testApp.app.db.delete(products).where(eq(products.id, retired!.id))
  })
})

describe('POST /api/cart', () => {
  it('adds a line (quantity 1 by default) and starts a visitor session', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: plain[0]!.id },
    })
    expect(response.statusCode).toBe(200)
    const line = cartItemSchema.parse(response.json())
    expect(line.quantity).toBe(1)
    expect(line.product.id).toBe(plain[0]!.id)
    const cookie = sessionCookieFrom(response.headers['set-cookie'])
    expect(await cartOf(cookie)).toEqual([line])
  })

  it('uses the quantity given for a new line', async () => {
    const cookie = await newVisitorWith(plain[0]!.id, 3)
    expect(quantities(await cartOf(cookie))).toEqual({ [plain[0]!.id]: 3 })
  })

  it('adds the quantity given (1 by default) to a product already in the cart, keeping one line', async () => {
    const cookie = await newVisitorWith(plain[0]!.id, 3)
    const again = await add(cookie, { productId: plain[0]!.id })
    expect(again.statusCode).toBe(200)
    expect(cartItemSchema.parse(again.json()).quantity).toBe(4)
    // The product page's quantity picker: 5 more, not 1 more.
    const withQuantity = await add(cookie, { productId: plain[0]!.id, quantity: 5 })
    expect(cartItemSchema.parse(withQuantity.json()).quantity).toBe(9)
    const cart = await cartOf(cookie)
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(9)
  })

  it('ignores prices and names sent by the client', async () => {
    const product = plain[1]!
    const response = await inject({
      method: 'POST',
      url: '/api/cart',
      payload: {
        productId: product.id,
        price: '0.01',
        priceCents: 1,
        name: 'Free mangos',
        product: { price: '0.01' },
      },
    })
    expect(response.statusCode).toBe(200)
    const line = cartItemSchema.parse(response.json())
    expect(line.product.price).toBe((product.priceCents / 100).toFixed(2))
    expect(line.product.name).toBe(product.name)
  })

  it('never makes two lines when the same product is added in parallel', async () => {
    const product = plain[2]!
    const cookie = await newVisitorWith(product.id)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => add(cookie, { productId: product.id })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200))
    const cart = await cartOf(cookie)
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(11)
  })

  it('answers 400 naming quantity when it is not a whole number from 1 to 99', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    for (const quantity of [0, -1, 1.5, 100, '2', null]) {
      expectBadField(await add(cookie, { productId: plain[1]!.id, quantity }), 'quantity')
    }
    expect(quantities(await cartOf(cookie))).toEqual({ [plain[0]!.id]: 1 })
  })

  it('answers 400 naming productId when it is missing or not an id', async () => {
    for (const productId of [undefined, 'mango', 0, 2.5, 2 ** 40]) {
      expectBadField(
        await inject({ method: 'POST', url: '/api/cart', payload: { productId } }),
        'productId',
      )
    }
  })

  it('answers 404 naming the product when it is unknown or taken off the shop', async () => {
    const unknown = await inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: 999_999 },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      message: 'Product 999999 was not found.',
      code: 'NOT_FOUND',
      fields: { productId: 'No such product' },
    })

    const [retired] = await testApp.app.db
      .insert(products)
      .values({ name: 'Retired Jam', priceCents: 700, category: 'fresh', active: false })
      .returning()
    const inactive = await inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: retired!.id },
    })
    expect(inactive.statusCode).toBe(404)
    expect(inactive.json()).toMatchObject({ fields: { productId: 'No such product' } })
    await testApp.app.db.delete(products).where(eq(products.id, retired!.id))
  })

  it('answers 409 OUT_OF_STOCK for a product marked out of stock, adding nothing', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    const response = await add(cookie, { productId: outOfStock.id })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: `${outOfStock.name} is out of stock.`,
    })
    expect((await cartOf(cookie)).map((line) => line.product.id)).toEqual([plain[0]!.id])

    const stranger = await inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: outOfStock.id },
    })
    expect(stranger.statusCode).toBe(409)
    expect(stranger.headers['set-cookie']).toBeUndefined() // a refused add starts no session
  })

  it('answers 409 OUT_OF_STOCK when the counted stock is used up', async () => {
    const product = plain[3]!
    await testApp.app.db
      .update(products)
      .set({ stockQuantity: 0 })
      .where(eq(products.id, product.id))
    try {
      const response = await inject({
        method: 'POST',
        url: '/api/cart',
        payload: { productId: product.id },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK' })
    } finally {
      await testApp.app.db
        .update(products)
        .set({ stockQuantity: null })
        .where(eq(products.id, product.id))
    }
  })

  it('answers 409 INSUFFICIENT_STOCK past the counted stock, for a new line and for one more', async () => {
    const stock = counted.stockQuantity!
    const tooMany = await inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: counted.id, quantity: stock + 1 },
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      fields: { quantity: `At most ${stock}` },
    })

    const cookie = await newVisitorWith(counted.id, stock)
    const oneMore = await add(cookie, { productId: counted.id })
    expect(oneMore.statusCode).toBe(409)
    expect(oneMore.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' })
    expect(quantities(await cartOf(cookie))).toEqual({ [counted.id]: stock })

    // Several more at once: all of them fit, or none is added.
    const partial = await newVisitorWith(counted.id, stock - 2)
    const threeMore = await add(partial, { productId: counted.id, quantity: 3 })
    expect(threeMore.statusCode).toBe(409)
    expect(threeMore.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' })
    expect(quantities(await cartOf(partial))).toEqual({ [counted.id]: stock - 2 })
    expect((await add(partial, { productId: counted.id, quantity: 2 })).statusCode).toBe(200)
    expect(quantities(await cartOf(partial))).toEqual({ [counted.id]: stock })
  })

  it('keeps a line at 99 at most: one more answers 400 naming quantity', async () => {
    const cookie = await newVisitorWith(plain[0]!.id, 99)
    expectBadField(await add(cookie, { productId: plain[0]!.id }), 'quantity')
    expect(quantities(await cartOf(cookie))).toEqual({ [plain[0]!.id]: 99 })
  })
})

describe('PUT /api/cart/:id', () => {
  it('sets the quantity and answers the line', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    const [line] = await cartOf(cookie)
    const response = await inject({
      method: 'PUT',
      url: `/api/cart/${line!.id}`,
      payload: { quantity: 7 },
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(cartItemSchema.parse(response.json())).toEqual({ ...line, quantity: 7 })
    const down = await inject({
      method: 'PUT',
      url: `/api/cart/${line!.id}`,
      payload: { quantity: 2 },
      headers: { cookie },
    })
    expect(cartItemSchema.parse(down.json()).quantity).toBe(2)
    expect((await cartOf(cookie))[0]!.quantity).toBe(2)
  })

  it('removes the line for a quantity of 0 or less (204)', async () => {
    for (const quantity of [0, -3]) {
      const cookie = await newVisitorWith(plain[0]!.id, 4)
      await add(cookie, { productId: plain[1]!.id })
      const [line] = await cartOf(cookie)
      const response = await inject({
        method: 'PUT',
        url: `/api/cart/${line!.id}`,
        payload: { quantity },
        headers: { cookie },
      })
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
      expect((await cartOf(cookie)).map((item) => item.product.id)).toEqual([plain[1]!.id])
    }
  })

  it('answers 400 naming quantity for a fraction, text, a missing value or more than 99', async () => {
    const cookie = await newVisitorWith(plain[0]!.id, 3)
    const [line] = await cartOf(cookie)
    for (const payload of [{ quantity: 2.5 }, { quantity: 'x' }, {}, { quantity: 100 }]) {
      const response = await inject({
        method: 'PUT',
        url: `/api/cart/${line!.id}`,
        payload,
        headers: { cookie },
      })
      expectBadField(response, 'quantity')
    }
    expect((await cartOf(cookie))[0]!.quantity).toBe(3)
  })

  it('names the quantity in plain words where its rule has no message of its own (issue 22)', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    const [line] = await cartOf(cookie)
    const messages = []
    for (const payload of [{ quantity: 'two' }, {}]) {
      const response = await inject({
        method: 'PUT',
        url: `/api/cart/${line!.id}`,
        payload,
        headers: { cookie },
      })
      messages.push(response.json().fields?.quantity)
    }
    expect(messages).toEqual(['Quantity must be a whole number', 'Quantity is required'])
  })

  it('answers 400 naming id when it is not a number', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    expectBadField(
      await inject({
        method: 'PUT',
        url: '/api/cart/mango',
        payload: { quantity: 2 },
        headers: { cookie },
      }),
      'id',
    )
  })

  it('refuses more than the counted stock (409), and more of a product now out of stock, but allows less', async () => {
    const stock = counted.stockQuantity!
    const cookie = await newVisitorWith(counted.id, 2)
    const [line] = await cartOf(cookie)
    const over = await inject({
      method: 'PUT',
      url: `/api/cart/${line!.id}`,
      payload: { quantity: stock + 1 },
      headers: { cookie },
    })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' })

    await testApp.app.db.update(products).set({ inStock: false }).where(eq(products.id, counted.id))
    try {
      const more = await inject({
        method: 'PUT',
        url: `/api/cart/${line!.id}`,
        payload: { quantity: 3 },
        headers: { cookie },
      })
      expect(more.statusCode).toBe(409)
      expect(more.json()).toMatchObject({ code: 'OUT_OF_STOCK' })
      const less = await inject({
        method: 'PUT',
        url: `/api/cart/${line!.id}`,
        payload: { quantity: 1 },
        headers: { cookie },
      })
      expect(less.statusCode).toBe(200)
      expect((await cartOf(cookie))[0]).toMatchObject({ quantity: 1, product: { inStock: false } })
    } finally {
      await testApp.app.db
        .update(products)
        .set({ inStock: true })
        .where(eq(products.id, counted.id))
    }
  })
})

describe('DELETE /api/cart/:id and DELETE /api/cart', () => {
  it('removes one line (204), then answers 404 for it', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    await add(cookie, { productId: plain[1]!.id })
    const [line] = await cartOf(cookie)
    const removed = await inject({
      method: 'DELETE',
      url: `/api/cart/${line!.id}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect((await cartOf(cookie)).map((item) => item.product.id)).toEqual([plain[1]!.id])
    const again = await inject({
      method: 'DELETE',
      url: `/api/cart/${line!.id}`,
      headers: { cookie },
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('clears the whole cart (204)', async () => {
    const cookie = await newVisitorWith(plain[0]!.id)
    await add(cookie, { productId: plain[1]!.id })
    const cleared = await inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } })
    expect(cleared.statusCode).toBe(204)
    expect(await cartOf(cookie)).toEqual([])
  })

  it('answers 404 to removing a line without a session, and 204 to clearing nothing', async () => {
    expect((await inject({ method: 'DELETE', url: '/api/cart/1' })).statusCode).toBe(404)
    const cleared = await inject({ method: 'DELETE', url: '/api/cart' })
    expect(cleared.statusCode).toBe(204)
    expect(cleared.headers['set-cookie']).toBeUndefined()
  })
})

describe('whose cart', () => {
  it("keeps a visitor's cart invisible and untouchable to another visitor", async () => {
    const alice = await newVisitorWith(plain[0]!.id, 2)
    const [aliceLine] = await cartOf(alice)
    const bob = await newVisitorWith(plain[1]!.id)

    expect((await cartOf(bob)).map((line) => line.product.id)).toEqual([plain[1]!.id])
    const put = await inject({
      method: 'PUT',
      url: `/api/cart/${aliceLine!.id}`,
      payload: { quantity: 9 },
      headers: { cookie: bob },
    })
    expect(put.statusCode).toBe(404)
    const putZero = await inject({
      method: 'PUT',
      url: `/api/cart/${aliceLine!.id}`,
      payload: { quantity: 0 },
      headers: { cookie: bob },
    })
    expect(putZero.statusCode).toBe(404)
    const del = await inject({
      method: 'DELETE',
      url: `/api/cart/${aliceLine!.id}`,
      headers: { cookie: bob },
    })
    expect(del.statusCode).toBe(404)
    expect(
      (await inject({ method: 'DELETE', url: '/api/cart', headers: { cookie: bob } })).statusCode,
    ).toBe(204)

    expect(await cartOf(alice)).toEqual([aliceLine])
    expect(await cartOf(bob)).toEqual([])
  })

  it('follows the visitor across sign-in, and stays with the customer', async () => {
    const email = 'cart-follow@example.com'
    const visitor = await newVisitorWith(plain[0]!.id, 2)
    await add(visitor, { productId: plain[1]!.id })
    const before = await cartOf(visitor)

    const customer = await signInWithCookie(visitor, email)
    const after = await cartOf(customer)
    expect(quantities(after)).toEqual({ [plain[0]!.id]: 2, [plain[1]!.id]: 1 })

    // The lines now belong to the user, not the visitor.
    const visitorRows = await testApp.app.db
      .select()
      .from(cartItems)
      .where(isNull(cartItems.userId))
    expect(visitorRows.filter((row) => before.some((line) => line.id === row.id))).toEqual([])

    // The customer's cart is theirs wherever they sign in; a stranger does not see it.
    const elsewhere = await signInAsCustomer(testApp.app, email)
    expect(quantities(await cartOf(elsewhere))).toEqual(quantities(after))
    expect(await cartOf(await newVisitorWith(plain[2]!.id)).then((cart) => cart.length)).toBe(1)

    // Signed out, the browser is a new visitor with an empty cart.
    expect(
      (await inject({ method: 'POST', url: '/api/logout', headers: { cookie: customer } }))
        .statusCode,
    ).toBe(204)
    expect(await cartOf(customer)).toEqual([])
  })

  it("merges into the customer's existing cart, adding quantities up to 99", async () => {
    const email = 'cart-merge@example.com'
    const [a, b, c, d] = plain
    const customer = await signInAsCustomer(testApp.app, email)
    await add(customer, { productId: a!.id, quantity: 2 })
    await add(customer, { productId: b!.id })
    await add(customer, { productId: d!.id, quantity: 98 })

    const visitor = await newVisitorWith(a!.id, 3)
    await add(visitor, { productId: c!.id })
    await add(visitor, { productId: d!.id, quantity: 5 })

    const merged = await signInWithCookie(visitor, email)
    const cart = await cartOf(merged)
    expect(quantities(cart)).toEqual({ [a!.id]: 5, [b!.id]: 1, [c!.id]: 1, [d!.id]: 99 })
    expect(cart).toHaveLength(4)
    // The customer's other session sees the same, merged cart.
    expect(quantities(await cartOf(customer))).toEqual(quantities(cart))

    const users = await testApp.app.db
      .select({ userId: cartItems.userId })
      .from(cartItems)
      .where(and(isNotNull(cartItems.userId), eq(cartItems.productId, a!.id)))
    expect(new Set(users.map((row) => row.userId)).size).toBe(users.length) // one line per user and product
  })

  it('leaves the customer cart as it is when the visitor had nothing', async () => {
    const email = 'cart-empty-visitor@example.com'
    const customer = await signInAsCustomer(testApp.app, email)
    await add(customer, { productId: plain[0]!.id, quantity: 4 })
    const visitorCookie = await newVisitorWith(plain[1]!.id)
    expect(
      (await inject({ method: 'DELETE', url: '/api/cart', headers: { cookie: visitorCookie } }))
        .statusCode,
    ).toBe(204)
    const merged = await signInWithCookie(visitorCookie, email)
    expect(quantities(await cartOf(merged))).toEqual({ [plain[0]!.id]: 4 })
  })
})
