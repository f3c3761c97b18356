import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#server/db/schema/identity'
import { orders } from '#server/db/schema/orders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsCustomer } from '#server/test/sign-in'
import { adoptGuestOrders, upsertOidcUser, verifiedOidcEmail } from './customer-sign-in'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app

/** A guest (no sign-in) places an order for mangos, picked up locally, with this e-mail. */
async function guestOrder(customerEmail: string) {
  const mangos = await productNamed(app(), 'Haden Mangos')
  const { cookie } = await visitorWithCart(app(), [{ productId: mangos.id, quantity: 4 }])
  const response = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({
      customerEmail,
      shippingMethod: 'local_delivery',
      shippingAddress: {
        street: '41 Palm Hammock Lane',
        city: 'Jensen Beach',
        state: 'FL',
        zipCode: '34957',
      },
    }),
    remoteAddress: nextTestAddress(),
  })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { id: number }).id
}

const ordersOf = async (cookie: string) => {
  const response = await app().inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return (response.json() as { id: number }[]).map((order) => order.id)
}

describe('guest orders follow the customer', () => {
  it('gives a customer who signs in by e-mailed link the orders placed as a guest with that e-mail', async () => {
    const first = await guestOrder('lena@example.com')
    const second = await guestOrder('Lena@Example.com')
    const someoneElses = await guestOrder('other@example.com')

    const cookie = await signInAsCustomer(app(), 'lena@example.com')

    const listed = await ordersOf(cookie)
    expect(listed.sort()).toEqual([first, second].sort())
    expect(listed).not.toContain(someoneElses)
    const detail = await app().inject({
      method: 'GET',
      url: `/api/orders/${first}`,
      headers: { cookie },
    })
    expect(detail.statusCode).toBe(200)
  })

  it('never takes an order that already belongs to another customer', async () => {
    const ownerCookie = await signInAsCustomer(app(), 'shared@example.com')
    const [owner] = await app().db.select().from(users).where(eq(users.email, 'shared@example.com'))
    const taken = await guestOrder('shared@example.com') // adopted when the owner signs in again
    await signInAsCustomer(app(), 'shared@example.com')
    expect(await ordersOf(ownerCookie)).toContain(taken)

    const intruder = await upsertOidcUser(app().db, {
      sub: 'oidc-intruder',
      email: 'x@example.com',
    })
    await adoptGuestOrders(app().db, { userId: intruder.id, provenEmail: 'shared@example.com' })
    const [row] = await app().db.select().from(orders).where(eq(orders.id, taken))
    expect(row!.userId).toBe(owner!.id)
  })

  it('trusts an OpenID e-mail only when the provider marks it verified', () => {
    expect(verifiedOidcEmail({ email: 'A@Example.com', email_verified: true })).toBe(
      'a@example.com',
    )
    expect(verifiedOidcEmail({ email: 'a@example.com', email_verified: false })).toBeNull()
    expect(verifiedOidcEmail({ email: 'a@example.com' })).toBeNull()
    expect(verifiedOidcEmail({ email_verified: true })).toBeNull()
  })

  it('adopts only for the e-mail it is given, whatever its case', async () => {
    const order = await guestOrder('mixed.case@example.com')
    const untouched = await guestOrder('not-proven@example.com')
    const user = await upsertOidcUser(app().db, {
      sub: 'oidc-verified',
      email: 'Mixed.Case@Example.com',
      email_verified: true,
    })
    await adoptGuestOrders(app().db, { userId: user.id, provenEmail: 'Mixed.Case@Example.com' })
    const rows = await app().db.select().from(orders).where(eq(orders.userId, user.id))
    expect(rows.map((row) => row.id)).toEqual([order])
    const [other] = await app().db.select().from(orders).where(eq(orders.id, untouched))
    expect(other!.userId).toBeNull()
  })
})
