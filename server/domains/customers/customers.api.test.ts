import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  customerDetailSchema,
  customerPageSchema,
  type CustomerDetail,
  type CustomerPage,
} from '#contracts/customers'
import { selectRows } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { newsletterSubscriptions } from '#server/db/schema/engagement'
import { orders } from '#server/db/schema/orders'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { placePaidMangoOrder } from '#server/test/checkout-helpers'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staff: string
let owner: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const post = (url: string, cookie: string, payload?: unknown) =>
  app().inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })

const paidOrder = (name: string, email: string, pounds: number) =>
  placePaidMangoOrder(
    app(),
    { customerName: name, customerEmail: email, shippingMethod: 'farm_pickup' },
    pounds,
  )

async function search(query: string): Promise<CustomerPage> {
  const response = await get(`/api/admin/customers?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return customerPageSchema.parse(response.json())
}

async function customer(key: string): Promise<CustomerDetail> {
  const response = await get(`/api/admin/customers/${key}`)
  expect(response.statusCode, response.body).toBe(200)
  return customerDetailSchema.parse(response.json())
}

let firstOrder: number
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
  owner = await signInAsStaff(testApp.app, 'owner')
  // Two orders by one customer, the e-mail typed differently; $4.50/lb.
  firstOrder = await paidOrder('Odalys Ferreira', 'Odalys@Example.com', 2)
  await paidOrder('Odalys Ferreira', 'odalys@example.com', 4)
  await app().db.insert(newsletterSubscriptions).values({
    email: 'odalys@example.com',
    confirmedAt: new Date(),
    unsubscribeToken: 'odalys-newsletter-token-0000000000',
  })
})
afterAll(async () => {
  await testApp.close()
})

describe('the back office: customers', () => {
  it('lists one customer per e-mail address, with orders and lifetime spend', async () => {
    const page = await search('q=odalys')
    expect(page.total).toBe(1)
    const [found] = page.customers
    expect(found).toMatchObject({
      name: 'Odalys Ferreira',
      email: 'odalys@example.com',
      orders: 2,
      hasAccount: false,
    })
    // 2 lb + 4 lb of Haden Mangos at $4.50, picked up.
    expect(found!.lifetimeSpend).toBe('27.00')
    expect(found!.key).toMatch(/^[0-9a-f]{24}$/)
  })

  it("shows a customer's page: contact, orders, consent; staff add notes", async () => {
    const [found] = (await search('q=odalys')).customers
    const note = await post(`/api/admin/customers/${found!.key}/notes`, staff, {
      body: 'Prefers the Saturday pickup.',
    })
    expect(note.statusCode, note.body).toBe(201)
    const detail = await customer(found!.key)
    expect(detail.phone).toBe('772-555-0142')
    expect(detail.orderList.map((order) => order.id)).toContain(firstOrder)
    expect(detail.newsletter).toBe(true)
    expect(detail.harvestAlerts).toBe(false)
    expect(detail.notes).toEqual([
      expect.objectContaining({ body: 'Prefers the Saturday pickup.', author: expect.any(String) }),
    ])
    const blank = await post(`/api/admin/customers/${found!.key}/notes`, staff, { body: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toHaveProperty('body')
  })

  it('refuses unknown keys, bad queries and everyone but staff', async () => {
    expect((await get('/api/admin/customers/0123456789abcdef01234567')).statusCode).toBe(404)
    expect((await get('/api/admin/customers/not-a-key')).statusCode).toBe(400)
    expect((await get('/api/admin/customers?pageSize=7')).statusCode).toBe(400)
    expect((await get('/api/admin/customers', '')).statusCode).toBe(401)
    const shopper = await signInAsCustomer(app(), 'shopper-customers@example.com')
    expect((await get('/api/admin/customers', shopper)).statusCode).toBe(403)
  })

  it('lets only the owner erase: personal data gone, the books kept, audited by key', async () => {
    const [found] = (await search('q=odalys')).customers
    const refused = await post(`/api/admin/customers/${found!.key}/erase`, staff)
    expect(refused.statusCode).toBe(403)

    const [before] = await app().db.select().from(orders).where(eq(orders.id, firstOrder))
    const erased = await post(`/api/admin/customers/${found!.key}/erase`, owner)
    expect(erased.statusCode, erased.body).toBe(200)
    expect((await search('q=odalys')).total).toBe(0)
    expect((await get(`/api/admin/customers/${found!.key}`)).statusCode).toBe(404)

    const [order] = await app().db.select().from(orders).where(eq(orders.id, firstOrder))
    expect(order).toMatchObject({
      customerName: 'Erased customer',
      customerPhone: null,
      specialInstructions: null,
      totalAmountCents: 900,
      paymentStatus: 'paid',
    })
    expect(order!.customerEmail).toMatch(/^erased-[0-9a-f]{24}@erased\.invalid$/)
    // Sales tax follows the state and ZIP code: they stay.
    expect(order!.shippingAddress).toEqual({
      street: '',
      city: '',
      state: before!.shippingAddress.state,
      zipCode: before!.shippingAddress.zipCode,
    })
    const leftovers = await selectRows<{ count: number }>(
      app().db,
      sql`select (select count(*) from newsletter_subscriptions where email = 'odalys@example.com')
        + (select count(*) from customer_notes where customer_email = 'odalys@example.com')
        + (select count(*) from email_outbox where lower(to_address) = 'odalys@example.com')
        as count`,
    )
    expect(Number(leftovers[0]!.count)).toBe(0)
    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.erase'))
    expect(entry!.targetId).toBe(found!.key)
    expect(JSON.stringify(entry)).not.toContain('odalys')
  })
})
