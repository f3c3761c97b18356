import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { checkoutQuoteSchema, orderDetailSchema } from '#contracts/checkout'
import { farmToday } from '#contracts/farm-time'
import { salesTaxReportSchema, salesTaxSettingsSchema } from '#contracts/sales-tax'
import { orders } from '#server/db/schema/orders'
import { refunds } from '#server/db/schema/payments'
import { salesTaxSettings } from '#server/db/schema/sales-tax'
import { readFarmTimeZone } from '#server/domains/settings/public'
import {
  placePaidOrder,
  productNamed,
  validOrder,
  visitorWithCart,
} from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'

/*
 * Florida sales tax (issue 27, decision 0062), worked through the shop: an ornamental shrub is
 * taxed at 6% plus the surtax of the county it is delivered to, honey and mango trees are
 * exempt, a pickup is taxed in the farm's county (Martin, 0.5%), a shipment to Georgia owes no
 * Florida tax; the payment includes the tax, a refund gives back its share, and the month's
 * report adds up to the orders.
 */

const testApp = useTestApp({ staff: 'owner' })
const app = () => testApp.app
const tampa = { street: '100 Ashley Drive', city: 'Tampa', state: 'FL', zipCode: '33602' }
const atlanta = { street: '55 Peachtree Street', city: 'Atlanta', state: 'GA', zipCode: '30303' }

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  app().inject({ method, url, headers: cookie ? { cookie } : {}, payload })

let firebushId = 0
async function firebush() {
  if (firebushId) return firebushId
  const created = await inject('POST', '/api/products', testApp.staff, {
    name: 'Firebush',
    price: '40.00',
    category: 'plants',
    unit: '3-gallon pot',
    taxClass: 'taxable',
  })
  expect(created.statusCode, created.body).toBe(201)
  firebushId = created.json().id
  return firebushId
}

async function cart() {
  const honey = await productNamed(app(), 'Wildflower Honey')
  return [
    { productId: await firebush(), quantity: 2 },
    { productId: honey.id, quantity: 1 },
  ]
}

async function quote(cookie: string, query: string) {
  const response = await inject('GET', `/api/checkout/quote?${query}`, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return checkoutQuoteSchema.parse(response.json())
}

const orderRow = async (id: number) =>
  (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('sales tax at checkout', () => {
  it('quotes 6% + 1.5% on the shrubs delivered to Tampa, nothing on the honey or shipping', async () => {
    const { cookie } = await visitorWithCart(app(), await cart())
    const quoted = await quote(cookie, 'shippingMethod=standard_shipping&zipCode=33602&state=FL')
    expect(quoted.subtotal).toBe('94.00')
    expect(quoted.tax).toEqual({ amount: '6.00', description: 'FL 6% + Hillsborough County 1.5%' })
    const shipping = Number(quoted.shipping)
    expect(quoted.total).toBe((94 + shipping + 6).toFixed(2))
  })

  it('has no tax until the address is known, and taxes a pickup in the farm’s county', async () => {
    const { cookie } = await visitorWithCart(app(), await cart())
    expect((await quote(cookie, 'shippingMethod=standard_shipping')).tax).toBeNull()
    const pickup = await quote(cookie, 'shippingMethod=farm_pickup')
    // $80.00 × 6.5% = $5.20.
    expect(pickup.tax).toEqual({ amount: '5.20', description: 'FL 6% + Martin County 0.5%' })
    expect(pickup.total).toBe('99.20')
  })

  it('charges no Florida tax on a shipment to Georgia', async () => {
    const { cookie } = await visitorWithCart(app(), await cart())
    const quoted = await quote(cookie, 'shippingMethod=standard_shipping&zipCode=30303&state=GA')
    expect(quoted.tax).toEqual({ amount: '0.00', description: 'none on orders to GA' })
  })

  it('refuses a Florida ZIP code given another state, naming the field, and places nothing', async () => {
    const { cookie } = await visitorWithCart(app(), await cart())
    const before = await app().db.select().from(orders)
    const response = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder({
        shippingMethod: 'standard_shipping',
        shippingAddress: { ...atlanta, zipCode: '33602' },
      }),
      remoteAddress: nextTestAddress(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      'shippingAddress.zipCode': 'ZIP code 33602 is in FL, not GA',
    })
    expect(await app().db.select().from(orders)).toHaveLength(before.length)
  })

  it('puts the tax in the order, the payment and the receipt', async () => {
    const { cookie } = await visitorWithCart(app(), await cart())
    const placed = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder({ shippingMethod: 'standard_shipping', shippingAddress: tampa }),
      remoteAddress: nextTestAddress(),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const { id, payment } = placed.json()
    const row = await orderRow(id)
    expect(row).toMatchObject({
      subtotalCents: 9400,
      taxCents: 600,
      surtaxCents: 120,
      taxableCents: 8000,
      taxCounty: 'Hillsborough',
      totalAmountCents: 9400 + row.shippingCostCents + 600,
    })
    expect(payment.amount).toBe((row.totalAmountCents / 100).toFixed(2))
    const detail = orderDetailSchema.parse(
      (await inject('GET', `/api/orders/${id}`, cookie)).json(),
    )
    expect(detail.tax).toEqual({ amount: '6.00', description: 'FL 6% + Hillsborough County 1.5%' })
    expect(detail.items.map((item) => item.taxClass).sort()).toEqual(['exempt_food', 'taxable'])
  })
})

describe('the sales tax settings', () => {
  it('shows every county’s surtax and the farm’s own county to staff', async () => {
    const staff = await signInAsStaff(app(), 'staff')
    const response = await inject('GET', '/api/admin/sales-tax', staff)
    expect(response.statusCode).toBe(200)
    const settings = salesTaxSettingsSchema.parse(response.json())
    expect(settings).toMatchObject({ homeState: 'FL', stateRate: '6.00', farmCounty: 'Martin' })
    expect(settings.counties).toHaveLength(67)
    expect(settings.counties).toContainEqual({ county: 'Hillsborough', rate: '1.50' })
  })

  it('lets only the owner change a rate; a bad one is refused naming the field and changes nothing', async () => {
    const before = await app().db.select().from(salesTaxSettings)
    const staff = await signInAsStaff(app(), 'staff')
    const customer = await signInAsCustomer(app(), 'tax-customer@example.com')
    const valid = {
      stateRate: '6',
      taxShipping: false,
      surtaxCapPerItem: '5000',
      counties: [{ county: 'Martin', rate: '1' }],
      otherStates: [],
    }
    expect((await inject('PUT', '/api/admin/sales-tax', undefined, valid)).statusCode).toBe(401)
    expect((await inject('PUT', '/api/admin/sales-tax', customer, valid)).statusCode).toBe(403)
    expect((await inject('PUT', '/api/admin/sales-tax', staff, valid)).statusCode).toBe(403)
    const badRate = await inject('PUT', '/api/admin/sales-tax', testApp.staff, {
      ...valid,
      stateRate: 'six',
    })
    expect(badRate.statusCode).toBe(400)
    expect(badRate.json().fields).toHaveProperty('stateRate')
    const badCounty = await inject('PUT', '/api/admin/sales-tax', testApp.staff, {
      ...valid,
      counties: [{ county: 'Atlantis', rate: '1' }],
    })
    expect(badCounty.statusCode).toBe(400)
    expect(badCounty.json().fields).toEqual({
      'counties.0.county': 'Atlantis is not a county of FL',
    })
    const home = await inject('PUT', '/api/admin/sales-tax', testApp.staff, {
      ...valid,
      otherStates: [{ state: 'FL', rate: '6' }],
    })
    expect(home.json().fields).toHaveProperty(['otherStates.0.state'])
    expect(await app().db.select().from(salesTaxSettings)).toEqual(before)
  })

  it('taxes Georgia once the owner registers there, and Martin at its new surtax', async () => {
    const saved = await inject('PUT', '/api/admin/sales-tax', testApp.staff, {
      stateRate: '6',
      taxShipping: false,
      surtaxCapPerItem: '5000',
      counties: [{ county: 'Martin', rate: '1' }],
      otherStates: [{ state: 'GA', rate: '4' }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const settings = salesTaxSettingsSchema.parse(saved.json())
    expect(settings.counties).toContainEqual({ county: 'Martin', rate: '1.00' })
    expect(settings.counties).toContainEqual({ county: 'Hillsborough', rate: '1.50' })
    const { cookie } = await visitorWithCart(app(), await cart())
    expect(
      (await quote(cookie, 'shippingMethod=standard_shipping&zipCode=30303&state=GA')).tax,
    ).toEqual({ amount: '3.20', description: 'GA 4%' })
    expect((await quote(cookie, 'shippingMethod=farm_pickup')).tax).toEqual({
      amount: '5.60',
      description: 'FL 6% + Martin County 1%',
    })
    // Back to the rates the other tests expect.
    await inject('PUT', '/api/admin/sales-tax', testApp.staff, {
      stateRate: '6',
      taxShipping: false,
      surtaxCapPerItem: '5000',
      counties: [{ county: 'Martin', rate: '0.5' }],
      otherStates: [],
    })
  })
})

describe('refunds and the monthly report', () => {
  it('gives back a refund’s share of the tax and reports the month in the lines of the return', async () => {
    const report = async (cookie = testApp.staff) => {
      const month = farmToday(await readFarmTimeZone(app().db)).slice(0, 7)
      return inject('GET', `/api/admin/sales-tax/report?month=${month}`, cookie)
    }
    const start = salesTaxReportSchema.parse((await report()).json())

    const lines = await cart()
    const tampaOrder = await placePaidOrder(app(), lines, {
      shippingMethod: 'standard_shipping',
      shippingAddress: tampa,
    })
    const pickupOrder = await placePaidOrder(app(), lines.slice(0, 1), {
      shippingMethod: 'farm_pickup',
    })
    const georgiaOrder = await placePaidOrder(app(), lines.slice(0, 1), {
      shippingMethod: 'standard_shipping',
      shippingAddress: atlanta,
    })
    const [tampaRow, pickupRow, georgiaRow] = [
      await orderRow(tampaOrder),
      await orderRow(pickupOrder),
      await orderRow(georgiaOrder),
    ]
    expect([tampaRow.taxCents, pickupRow.taxCents, georgiaRow.taxCents]).toEqual([600, 520, 0])

    const refunded = await inject(
      'POST',
      `/api/admin/orders/${tampaOrder}/refunds`,
      testApp.staff,
      {
        amount: '25.00',
        reason: 'One shrub arrived broken',
        idempotencyKey: randomUUID(),
      },
    )
    expect(refunded.statusCode, refunded.body).toBe(200)
    const [refund] = await app().db.select().from(refunds).where(eq(refunds.orderId, tampaOrder))
    const share = (cents: number) => Math.round((cents * 2500) / tampaRow.totalAmountCents)
    expect(refund).toMatchObject({
      taxCents: share(600),
      surtaxCents: share(120),
      taxableCents: share(8000),
    })

    const denied = await report(await signInAsCustomer(app(), 'tax-report@example.com'))
    expect(denied.statusCode).toBe(403)
    const end = salesTaxReportSchema.parse((await report()).json())
    const cents = (amount: string) => Math.round(Number(amount) * 100)
    const grew = (
      key: 'grossSales' | 'taxableAmount' | 'taxCollected' | 'surtax' | 'exemptSales',
    ) => cents(end[key]) - cents(start[key])
    const grossOf = (row: typeof tampaRow) => row.subtotalCents + row.shippingCostCents
    expect(grew('grossSales')).toBe(
      grossOf(tampaRow) + grossOf(pickupRow) + grossOf(georgiaRow) - (2500 - refund!.taxCents),
    )
    expect(grew('taxableAmount')).toBe(16_000 - refund!.taxableCents)
    expect(grew('taxCollected')).toBe(600 + 520 - refund!.taxCents)
    expect(grew('surtax')).toBe(120 + 40 - refund!.surtaxCents)
    expect(cents(end.exemptSales)).toBe(cents(end.grossSales) - cents(end.taxableAmount))
    expect(end.exemptByReason.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(
      cents(end.exemptSales),
    )
    expect(end.byCounty.find((row) => row.county === 'Hillsborough')).toMatchObject({
      surtaxRate: '1.50',
      taxableAmount: ((8000 - refund!.taxableCents) / 100).toFixed(2),
      surtax: ((120 - refund!.surtaxCents) / 100).toFixed(2),
    })
    expect(end.byCounty.find((row) => row.county === 'Martin')).toMatchObject({
      surtaxRate: '0.50',
      stateTax: '4.80',
      surtax: '0.40',
    })
    expect(end.refundCount - start.refundCount).toBe(1)
  })

  it('refuses a month that is not one, naming the field', async () => {
    const response = await inject('GET', '/api/admin/sales-tax/report?month=2026-13', testApp.staff)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('month')
  })
})
