import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { checkoutQuoteSchema } from '#contracts/checkout'
import { productSchema } from '#contracts/catalog'
import { destinationRefusal, describeShipsTo, shipsToState } from '#contracts/plant-shipping'
import { products } from '#server/db/schema/catalog'
import { orders } from '#server/db/schema/orders'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'

/*
 * Plant shipping rules (issue 27, decision 0061): a product may ship anywhere, only to some
 * states or not to some; checkout refuses a shipment that breaks the rule, naming the item and
 * the state, and Farm Pickup stays possible.
 */

const testApp = useTestApp({ staff: 'staff' })
const app = () => testApp.app
const glenn = 'Grafted Mango Tree – Glenn'
const honey = 'Wildflower Honey'

const asStaff = (method: 'PUT' | 'GET', url: string, payload?: object) =>
  app().inject({ method, url, headers: { cookie: testApp.staff }, payload })

const quote = async (cookie: string, state: string, shippingMethod = 'standard_shipping') => {
  const response = await app().inject({
    method: 'GET',
    url: `/api/checkout/quote?shippingMethod=${shippingMethod}&zipCode=90001&state=${state}`,
    headers: { cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return checkoutQuoteSchema.parse(response.json())
}

const placeOrder = (cookie: string, overrides: Record<string, unknown>) =>
  app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder(overrides),
    remoteAddress: nextTestAddress(),
  })

const californian = {
  street: '200 Orchard Lane',
  city: 'Fresno',
  state: 'CA',
  zipCode: '93650',
}

describe('the rule, as the contract says it', () => {
  it('ships anywhere, only to the listed states, or to all but them', () => {
    const only = { rule: 'only' as const, states: ['FL' as const], reason: null }
    const except = { rule: 'except' as const, states: ['CA' as const], reason: 'quarantine' }
    expect(shipsToState(only, 'FL')).toBe(true)
    expect(shipsToState(only, 'GA')).toBe(false)
    expect(shipsToState(except, 'CA')).toBe(false)
    expect(shipsToState(except, 'GA')).toBe(true)
    expect(describeShipsTo(except)).toBe('Does not ship to CA (quarantine).')
    expect(
      destinationRefusal(
        [
          { id: 1, name: 'Key Lime Tree', shipsTo: only },
          { id: 2, name: 'Honey', shipsTo: { rule: 'anywhere', states: [], reason: null } },
        ],
        'GA',
      )?.message,
    ).toBe(
      'Key Lime Tree cannot be shipped to GA. Choose Farm Pickup, or remove it from your cart.',
    )
  })
})

describe('plant shipping rules at checkout', () => {
  it('the demo’s grafted mango trees do not ship to California, and say so', async () => {
    const tree = await productNamed(app(), glenn)
    const response = await app().inject({ method: 'GET', url: `/api/products/${tree.id}` })
    const product = productSchema.parse(response.json())
    expect(product.shipsTo).toMatchObject({ rule: 'except', states: ['CA', 'AZ', 'HI'] })
  })

  it('quotes a refusal for a state the cart may not go to, and none for one it may', async () => {
    const tree = await productNamed(app(), glenn)
    const jar = await productNamed(app(), honey)
    const { cookie } = await visitorWithCart(app(), [
      { productId: tree.id, quantity: 1 },
      { productId: jar.id, quantity: 2 },
    ])
    const refused = await quote(cookie, 'CA')
    expect(refused.shipping).toBeNull()
    expect(refused.shippingProblem).toMatch(/^Grafted Mango Tree – Glenn cannot be shipped to CA/)
    expect(refused.shippingProblem).toContain('Choose Farm Pickup')
    expect((await quote(cookie, 'GA')).shippingProblem).toBeNull()
    expect((await quote(cookie, 'CA', 'farm_pickup')).shippingProblem).toBeNull()
  })

  it('refuses the order (409 naming the state and the item) and changes nothing; pickup goes', async () => {
    const tree = await productNamed(app(), glenn)
    const { cookie } = await visitorWithCart(app(), [{ productId: tree.id, quantity: 1 }])
    const before = await app().db.select().from(orders)
    const refused = await placeOrder(cookie, {
      shippingAddress: californian,
      shippingMethod: 'standard_shipping',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields).toMatchObject({
      'shippingAddress.state': expect.stringContaining(`${glenn} cannot be shipped to CA`),
      [`items.${tree.id}`]: expect.stringContaining('cannot be shipped to CA'),
    })
    expect(await app().db.select().from(orders)).toHaveLength(before.length)

    const toGeorgia = await placeOrder(cookie, {
      shippingAddress: { ...californian, state: 'GA', zipCode: '30301' },
      shippingMethod: 'standard_shipping',
    })
    expect(toGeorgia.statusCode, toGeorgia.body).toBe(201)
    const { cookie: again } = await visitorWithCart(app(), [{ productId: tree.id, quantity: 1 }])
    const pickedUp = await placeOrder(again, {
      shippingAddress: californian,
      shippingMethod: 'farm_pickup',
    })
    expect(pickedUp.statusCode, pickedUp.body).toBe(201)
  })

  it('lets staff set a product’s rule, and checks it (400 naming the field)', async () => {
    const jar = await productNamed(app(), honey)
    const url = `/api/products/${jar.id}`
    for (const [shipsTo, field] of [
      [{ rule: 'only', states: [] }, 'shipsTo.states'],
      [{ rule: 'only', states: ['XX'] }, 'shipsTo.states.0'],
      [{ rule: 'somewhere', states: ['FL'] }, 'shipsTo.rule'],
    ] as const) {
      const response = await asStaff('PUT', url, { shipsTo })
      expect(response.statusCode, JSON.stringify(shipsTo)).toBe(400)
      expect(Object.keys(response.json().fields)).toEqual([field])
    }
    const set = await asStaff('PUT', url, {
      shipsTo: { rule: 'only', states: ['FL', 'GA', 'FL'], reason: 'Glass jars break in the mail' },
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().shipsTo).toEqual({
      rule: 'only',
      states: ['FL', 'GA'],
      reason: 'Glass jars break in the mail',
    })
    const { cookie } = await visitorWithCart(app(), [{ productId: jar.id, quantity: 1 }])
    expect((await quote(cookie, 'NY')).shippingProblem).toMatch(
      /^Wildflower Honey cannot be shipped to NY \(Glass jars break in the mail\)/,
    )
    const back = await asStaff('PUT', url, { shipsTo: { rule: 'anywhere', states: ['FL'] } })
    expect(back.json().shipsTo).toEqual({ rule: 'anywhere', states: [], reason: null })
    const [row] = await app().db.select().from(products).where(eq(products.id, jar.id))
    expect(row!.shipStates).toEqual([])
  })
})
