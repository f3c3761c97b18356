import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { settings } from '#server/db/schema/content'
import { orders } from '#server/db/schema/orders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { freeShippingSettingKey, type FreeShippingSetting } from './shipping-rules'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app

/** A visitor whose cart holds these products (by seeded name) and quantities. */
async function cartOf(lines: [name: string, quantity: number][]) {
  const rows = await Promise.all(lines.map(([name]) => productNamed(app(), name)))
  const { cookie } = await visitorWithCart(
    app(),
    rows.map((row, index) => ({ productId: row.id, quantity: lines[index]![1] })),
  )
  return { cookie, products: rows }
}

async function quote(cookie: string, shippingMethod?: string, zipCode = '10001') {
  const query = new URLSearchParams({ zipCode, ...(shippingMethod ? { shippingMethod } : {}) })
  const response = await app().inject({
    method: 'GET',
    url: `/api/checkout/quote?${query}`,
    headers: { cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    subtotal: string
    shipping: string | null
    total: string
    shippingProblem: string | null
    blockedMethods: Record<string, string>
  }
}

const placeOrder = (cookie: string, order: Record<string, unknown>) =>
  app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: order,
    remoteAddress: nextTestAddress(),
  })

async function setFreeShipping(value: FreeShippingSetting | null) {
  await app().db.delete(settings).where(eq(settings.key, freeShippingSettingKey))
  if (value) await app().db.insert(settings).values({ key: freeShippingSettingKey, value })
}
const seededFreeShipping = { overSubtotalCents: 7500, methods: ['standard_shipping'] }

describe('one shipping truth: options plus the free-shipping setting', () => {
  it('lists Standard Shipping as free over $75 and Local Delivery over $25, nothing else free', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/shipping-options' })
    const options = response.json() as { id: string; cost: string; freeOverSubtotal: string }[]
    expect(
      Object.fromEntries(options.map((option) => [option.id, option.freeOverSubtotal])),
    ).toEqual({
      farm_pickup: null,
      local_delivery: '25.00',
      express_shipping: null,
      standard_shipping: '75.00',
      refrigerated_shipping: null,
    })
  })

  it('charges $15 standard shipping up to $75 and nothing over it, in the quote and the order', async () => {
    const under = await cartOf([['Wildflower Honey', 5]]) // $70
    expect(await quote(under.cookie, 'standard_shipping')).toMatchObject({
      subtotal: '70.00',
      shipping: '15.00',
      total: '85.00',
    })
    const over = await cartOf([['Wildflower Honey', 6]]) // $84: the order of the issue
    expect(await quote(over.cookie, 'standard_shipping')).toMatchObject({
      subtotal: '84.00',
      shipping: '0.00',
      total: '84.00',
    })
    const placed = await placeOrder(
      over.cookie,
      validOrder({ shippingMethod: 'standard_shipping' }),
    )
    expect(placed.statusCode, placed.body).toBe(201)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, placed.json().id))
    expect(order).toMatchObject({
      subtotalCents: 8400,
      shippingCostCents: 0,
      totalAmountCents: 8400,
    })
  })

  it('keeps charging the methods the setting does not name (express on $84)', async () => {
    const { cookie } = await cartOf([['Wildflower Honey', 6]])
    expect(await quote(cookie, 'express_shipping')).toMatchObject({ shipping: '25.00' })
  })

  it('follows the setting when staff change it, and charges full price without it', async () => {
    const { cookie } = await cartOf([['Wildflower Honey', 5]]) // $70
    try {
      await setFreeShipping({
        overSubtotalCents: 5000,
        methods: ['standard_shipping', 'express_shipping'],
      })
      expect((await quote(cookie, 'standard_shipping')).shipping).toBe('0.00')
      expect((await quote(cookie, 'express_shipping')).shipping).toBe('0.00')
      const options = (
        await app().inject({ method: 'GET', url: '/api/shipping-options' })
      ).json() as { id: string; freeOverSubtotal: string | null }[]
      expect(options.find((option) => option.id === 'express_shipping')?.freeOverSubtotal).toBe(
        '50.00',
      )

      await setFreeShipping(null)
      const big = await cartOf([['Wildflower Honey', 6]])
      expect((await quote(big.cookie, 'standard_shipping')).shipping).toBe('15.00')
    } finally {
      await setFreeShipping(seededFreeShipping)
    }
  })
})

describe('fresh fruit ships only cold or local', () => {
  it('blocks Standard and Express for a mango cart in the quote, naming the mangos', async () => {
    const { cookie } = await cartOf([['Haden Mangos', 4]])
    const answer = await quote(cookie, 'standard_shipping')
    expect(answer.blockedMethods).toEqual({
      express_shipping: 'Not available for fresh fruit: Haden Mangos',
      standard_shipping: 'Not available for fresh fruit: Haden Mangos',
    })
    expect(answer.shipping).toBeNull()
    expect(answer.shippingProblem).toBe('Not available for fresh fruit: Haden Mangos')
    expect((await quote(cookie, 'refrigerated_shipping')).shipping).toBe('35.00')
  })

  it('blocks nothing for honey and plants', async () => {
    const { cookie } = await cartOf([
      ['Wildflower Honey', 1],
      ['Blackberry Plant – Ouachita', 1],
    ])
    expect((await quote(cookie)).blockedMethods).toEqual({})
  })

  it('answers 409 naming only the fresh fruit of a mixed cart, and makes no order', async () => {
    const { cookie, products } = await cartOf([
      ['Wildflower Honey', 1],
      ['Fresh Blackberries', 2],
      ['Haden Mangos', 2],
    ])
    const before = await app().db.select({ id: orders.id }).from(orders)
    const response = await placeOrder(cookie, validOrder({ shippingMethod: 'standard_shipping' }))
    expect(response.statusCode).toBe(409)
    const body = response.json() as {
      code: string
      message: string
      fields: Record<string, string>
    }
    expect(body.code).toBe('SHIPPING_METHOD_NOT_ALLOWED')
    expect(body.message).toContain('Fresh Blackberries')
    expect(body.message).toContain('Haden Mangos')
    expect(body.message).not.toContain('Wildflower Honey')
    const [honey, blackberries, mangos] = products
    expect(Object.keys(body.fields).sort()).toEqual(
      ['shippingMethod', `items.${blackberries!.id}`, `items.${mangos!.id}`].sort(),
    )
    expect(body.fields).not.toHaveProperty(`items.${honey!.id}`)
    expect(await app().db.select({ id: orders.id }).from(orders)).toHaveLength(before.length)

    const cold = await placeOrder(cookie, validOrder({ shippingMethod: 'refrigerated_shipping' }))
    expect(cold.statusCode, cold.body).toBe(201)
  })
})

describe('Farm Pickup needs no shipping address', () => {
  it('places a pickup order with name, e-mail and phone only', async () => {
    const { cookie } = await cartOf([['Haden Mangos', 2]])
    const { shippingAddress: _left, ...withoutAddress } = validOrder({
      shippingMethod: 'farm_pickup',
    })
    const response = await placeOrder(cookie, withoutAddress)
    expect(response.statusCode, response.body).toBe(201)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, response.json().id))
    expect(order).toMatchObject({
      shippingMethod: 'farm_pickup',
      shippingCostCents: 0,
      customerPhone: '772-555-0142',
    })
    expect(order!.shippingAddress.zipCode).toBe('')
  })

  it.each(['local_delivery', 'refrigerated_shipping', 'standard_shipping'])(
    'still requires the address for %s, naming the field',
    async (shippingMethod) => {
      const { cookie } = await cartOf([['Wildflower Honey', 1]])
      const { shippingAddress: _left, ...withoutAddress } = validOrder({ shippingMethod })
      const response = await placeOrder(cookie, withoutAddress)
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ shippingAddress: 'Shipping address is required' })
    },
  )

  it('still requires name, e-mail and phone for pickup', async () => {
    const { cookie } = await cartOf([['Wildflower Honey', 1]])
    const { shippingAddress: _left, ...withoutAddress } = validOrder({
      shippingMethod: 'farm_pickup',
      customerPhone: '',
      customerEmail: 'not-an-address',
    })
    const response = await placeOrder(cookie, withoutAddress)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields).sort()).toEqual(['customerEmail', 'customerPhone'])
  })
})
