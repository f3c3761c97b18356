import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { maxCartLineQuantity } from '#contracts/cart'
import { products } from '#server/db/schema/catalog'
import { orders } from '#server/db/schema/orders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress, sessionCookieFrom } from '#server/test/sign-in'
import { maxOpenUnpaidOrdersPerAddress, maxOpenUnpaidOrdersPerVisitor } from './unpaid-holds'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app

const checkout = (cookie: string, address: string, overrides: Record<string, unknown> = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ shippingMethod: 'farm_pickup', ...overrides }),
    remoteAddress: address,
  })

const portal = (
  items: { productId: number; quantity: number }[],
  address: string,
  options: { cookie?: string; idempotencyKey?: string } = {},
) =>
  app().inject({
    method: 'POST',
    url: '/api/qr-payment',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: {
      customerName: 'Pat Doe',
      customerEmail: 'pat@example.com',
      items,
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
    },
    remoteAddress: address,
  })

async function trackedProduct(name: string, stockQuantity: number) {
  const [row] = await app()
    .db.insert(products)
    .values({ name, priceCents: 900, category: 'honey', stockQuantity })
    .returning()
  return row!
}

const publicProduct = async (id: number) =>
  (await app().inject({ method: 'GET', url: `/api/products/${id}` })).json() as {
    inStock: boolean
    stockQuantity: number | null
  }

const orderRow = async (id: number) =>
  (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('unpaid orders from one address', () => {
  it('cannot make a low-stock product Out of Stock, through checkout or the farm-stand portal', async () => {
    const jars = await trackedProduct('Hostage Test Honey', 5)
    const attacker = nextTestAddress()
    const statuses: number[] = []
    // Fresh visitors (no cookie kept) from one address, asking for all of it, then for less.
    for (const quantity of [5, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]) {
      const { cookie } = await visitorWithCart(app(), [{ productId: jars.id, quantity }])
      statuses.push((await checkout(cookie, attacker)).statusCode)
      statuses.push((await portal([{ productId: jars.id, quantity }], attacker)).statusCode)
    }
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0)

    expect(await publicProduct(jars.id)).toMatchObject({ inStock: true })
    expect((await publicProduct(jars.id)).stockQuantity).toBeGreaterThanOrEqual(2)
    // Someone else can still buy it.
    const neighbour = await visitorWithCart(app(), [{ productId: jars.id, quantity: 1 }])
    expect((await checkout(neighbour.cookie, nextTestAddress())).statusCode).toBe(201)
  })

  it('may hold at most half of a product, rounded up, and says so naming the item', async () => {
    const jars = await trackedProduct('Half Share Honey', 4)
    const address = nextTestAddress()
    const tooMany = await portal([{ productId: jars.id, quantity: 3 }], address)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      code: 'UNPAID_HOLD_LIMIT',
      message:
        'Only a few Half Share Honey are left: to keep some for everyone, one order can take at most 2.',
    })
    expect(tooMany.json().fields).toHaveProperty(`items.${jars.id}`)
    expect((await portal([{ productId: jars.id, quantity: 2 }], address)).statusCode).toBe(201)
    const more = await portal([{ productId: jars.id, quantity: 1 }], address)
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe(
      'Sorry, no more Half Share Honey can be ordered until your open orders are paid.',
    )
    expect(await publicProduct(jars.id)).toMatchObject({ inStock: true, stockQuantity: 2 })
    // Another address may take half of what is left.
    expect(
      (await portal([{ productId: jars.id, quantity: 1 }], nextTestAddress())).statusCode,
    ).toBe(201)
  })

  it(`allows ${maxOpenUnpaidOrdersPerAddress} open unpaid orders, then answers 409 until one is paid`, async () => {
    const mangos = await productNamed(app(), 'Haden Mangos') // stock not tracked
    const address = nextTestAddress()
    const placed = []
    for (let n = 0; n < maxOpenUnpaidOrdersPerAddress; n += 1) {
      const response = await portal([{ productId: mangos.id, quantity: 1 }], address)
      expect(response.statusCode).toBe(201)
      placed.push(response)
    }
    const refused = await portal([{ productId: mangos.id, quantity: 1 }], address)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('TOO_MANY_UNPAID_ORDERS')
    const { cookie } = await visitorWithCart(app(), [{ productId: mangos.id, quantity: 1 }])
    expect((await checkout(cookie, address)).statusCode).toBe(409)
    expect(
      (await portal([{ productId: mangos.id, quantity: 1 }], nextTestAddress())).statusCode,
    ).toBe(201)

    const first = placed[0]!
    const paid = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie: sessionCookieFrom(first.headers['set-cookie']) },
      payload: { orderId: first.json().orderId, cardNumber: '4242424242424242' },
      remoteAddress: address,
    })
    expect(paid.statusCode).toBe(200)
    expect((await portal([{ productId: mangos.id, quantity: 1 }], address)).statusCode).toBe(201)
  })
})

describe('unpaid orders of one visitor', () => {
  it(`allows ${maxOpenUnpaidOrdersPerVisitor} open farm-stand orders from any address, then 409; checking out replaces them`, async () => {
    const mangos = await productNamed(app(), 'Haden Mangos')
    const { cookie, visitorId } = await visitorWithCart(app(), [
      { productId: mangos.id, quantity: 2 },
    ])
    const standOrders: number[] = []
    for (let n = 0; n < maxOpenUnpaidOrdersPerVisitor; n += 1) {
      const response = await portal([{ productId: mangos.id, quantity: 1 }], nextTestAddress(), {
        cookie,
      })
      expect(response.statusCode).toBe(201)
      standOrders.push(response.json().orderId)
    }
    const refused = await portal([{ productId: mangos.id, quantity: 1 }], nextTestAddress(), {
      cookie,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('TOO_MANY_UNPAID_ORDERS')

    const checkedOut = await checkout(cookie, nextTestAddress())
    expect(checkedOut.statusCode).toBe(201)
    for (const id of standOrders) expect((await orderRow(id)).status).toBe('cancelled')
    const open = (
      await app().db.select().from(orders).where(eq(orders.sessionId, visitorId))
    ).filter((order) => order.status === 'pending')
    expect(open.map((order) => order.id)).toEqual([checkedOut.json().id])
  })

  it('checking out again releases the earlier unpaid order and its stock; the same key is the same order', async () => {
    const berries = await trackedProduct('Re-checkout Berries', 10)
    const { cookie } = await visitorWithCart(app(), [{ productId: berries.id, quantity: 2 }])
    const body = validOrder({ shippingMethod: 'farm_pickup' })
    const first = await checkout(cookie, nextTestAddress(), body)
    expect(first.statusCode).toBe(201)
    const retry = await checkout(cookie, nextTestAddress(), body)
    expect(retry.json().id).toBe(first.json().id)
    expect((await orderRow(first.json().id)).status).toBe('pending')
    expect((await publicProduct(berries.id)).stockQuantity).toBe(8)

    const again = await checkout(cookie, nextTestAddress())
    expect(again.statusCode).toBe(201)
    expect(again.json().id).not.toBe(first.json().id)
    expect(await orderRow(first.json().id)).toMatchObject({ status: 'cancelled' })
    expect((await orderRow(first.json().id)).stockReleasedAt).not.toBeNull()
    expect(await orderRow(again.json().id)).toMatchObject({ status: 'pending' })
    expect((await publicProduct(berries.id)).stockQuantity).toBe(8)
  })
})

describe('line quantities', () => {
  it(`refuses more than ${maxCartLineQuantity} of one product after merging repeated portal lines`, async () => {
    const mangos = await productNamed(app(), 'Haden Mangos')
    const response = await portal(
      [
        { productId: mangos.id, quantity: maxCartLineQuantity },
        { productId: mangos.id, quantity: maxCartLineQuantity },
      ],
      nextTestAddress(),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      [`items.${mangos.id}`]: `At most ${maxCartLineQuantity} of one product`,
    })
    const single = await portal(
      [{ productId: mangos.id, quantity: maxCartLineQuantity + 1 }],
      nextTestAddress(),
    )
    expect(single.statusCode).toBe(400)
    expect(single.json().fields).toHaveProperty('items.0.quantity')
  })

  it(`refuses a cart line over ${maxCartLineQuantity} at checkout, naming the item`, async () => {
    const mangos = await productNamed(app(), 'Haden Mangos')
    const { cookie } = await visitorWithCart(app(), [
      { productId: mangos.id, quantity: maxCartLineQuantity + 1 },
    ])
    const response = await checkout(cookie, nextTestAddress())
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty(`items.${mangos.id}`)
  })
})

describe('farm-stand idempotency key', () => {
  it('answers the same order for the same key, and refuses the key to another visitor', async () => {
    const mangos = await productNamed(app(), 'Haden Mangos')
    const { cookie } = await visitorWithCart(app(), [{ productId: mangos.id, quantity: 1 }])
    const idempotencyKey = randomUUID()
    const items = [{ productId: mangos.id, quantity: 3 }]
    const [first, second] = await Promise.all([
      portal(items, nextTestAddress(), { cookie, idempotencyKey }),
      portal(items, nextTestAddress(), { cookie, idempotencyKey }),
    ])
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(second.json()).toEqual(first.json())
    const third = await portal(items, nextTestAddress(), { cookie, idempotencyKey })
    expect(third.json()).toEqual(first.json())
    const stranger = await portal(items, nextTestAddress(), { idempotencyKey })
    expect(stranger.statusCode).toBe(409)
    expect(stranger.json().code).toBe('IDEMPOTENCY_KEY_REUSED')

    const missing = await app().inject({
      method: 'POST',
      url: '/api/qr-payment',
      payload: { customerName: 'Pat', customerEmail: 'pat@example.com', items },
      remoteAddress: nextTestAddress(),
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toHaveProperty('idempotencyKey')
  })
})
