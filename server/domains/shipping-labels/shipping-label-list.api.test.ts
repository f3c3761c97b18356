import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shippingLabelPageSchema, type ShippingLabelPage } from '#contracts/shipping-labels'
import { orders, type NewOrderRow } from '#server/db/schema/orders'
import { shippingLabels } from '#server/db/schema/shipping-labels'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/** The label list, searched, filtered, sorted and paged on the server (issue 25). */

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function list(query: string): Promise<ShippingLabelPage> {
  const response = await get(`/api/admin/shipping-labels?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return shippingLabelPageSchema.parse(response.json())
}
const customers = (page: ShippingLabelPage) => page.items.map((label) => label.customerName)

const order = (customerName: string, status: NewOrderRow['status'] = 'shipped'): NewOrderRow => ({
  customerName,
  customerEmail: 'labels@example.com',
  shippingAddress: { street: '77 Sea Grape Court', city: 'Stuart', state: 'FL', zipCode: '34994' },
  shippingMethod: 'standard_shipping',
  subtotalCents: 2000,
  totalAmountCents: 2000,
  status,
  paymentStatus: 'paid',
})

let ursula: number
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(app(), 'staff')
  const placed = await app()
    .db.insert(orders)
    .values([
      order('Ursula Lister'),
      order('Victor Lister', 'delivered'),
      order('Wanda Lister'),
      ...Array.from({ length: 26 }, (_, index) => order(`Pager ${String(index).padStart(2, '0')}`)),
    ])
    .returning({ id: orders.id, customerName: orders.customerName })
  const idOf = (name: string) => placed.find((each) => each.customerName === name)!.id
  ursula = idOf('Ursula Lister')
  const label = (name: string, carrier: string, tracking: string, costCents: number) => ({
    orderId: idOf(name),
    trackingNumber: tracking,
    carrier,
    service: carrier === 'usps' ? 'PRIORITY' : 'FEDEX_2_DAY',
    costCents,
    weightOunces: 32,
  })
  await app()
    .db.insert(shippingLabels)
    .values([
      label('Ursula Lister', 'usps', 'LISTTEST-USPS-0001', 900),
      label('Victor Lister', 'fedex', 'LISTTEST-FEDEX-0002', 2500),
      { ...label('Wanda Lister', 'usps', 'LISTTEST-USPS-0003', 1200), status: 'delivered' },
      ...placed
        .filter((each) => each.customerName.startsWith('Pager'))
        .map((each, index) => label(each.customerName, 'ups', `PAGERTEST-${index}`, 1000)),
    ])
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/shipping-labels: search, filters, sort and pages', () => {
  it("finds labels by tracking number or carrier (any case), order number or customer's name", async () => {
    expect(customers(await list('q=listtest-usps-0001'))).toEqual(['Ursula Lister'])
    const fedex = await list('q=FeDeX&pageSize=100')
    expect(fedex.items.every((label) => label.carrier === 'fedex')).toBe(true)
    expect(customers(fedex)).toContain('Victor Lister')
    expect(customers(await list('q=lister&sort=customer&dir=asc'))).toEqual([
      'Ursula Lister',
      'Victor Lister',
      'Wanda Lister',
    ])
    expect(customers(await list(`q=%23${ursula}`))).toEqual(['Ursula Lister'])
    expect((await list('q=_')).total).toBe(0)
  })

  it('filters by status (an order delivered makes its label delivered) and carrier', async () => {
    expect(customers(await list('q=lister&status=delivered&sort=customer&dir=asc'))).toEqual([
      'Victor Lister',
      'Wanda Lister',
    ])
    expect(customers(await list('q=lister&status=created'))).toEqual(['Ursula Lister'])
    const delivered = await list('q=lister&status=delivered')
    expect(delivered.items.every((label) => label.status === 'delivered')).toBe(true)
    expect(customers(await list('q=lister&carrier=fedex'))).toEqual(['Victor Lister'])
    expect((await list('carrier=ups')).total).toBeGreaterThanOrEqual(26)
  })

  it('sorts by a whitelisted column, either way; newest first by default', async () => {
    expect((await list('q=lister&sort=cost&dir=desc')).items.map((label) => label.cost)).toEqual([
      '25.00',
      '12.00',
      '9.00',
    ])
    expect(customers(await list('q=lister&sort=order&dir=desc'))[0]).toBe('Wanda Lister')
    expect(customers(await list('q=lister&sort=carrier&dir=asc'))[0]).toBe('Victor Lister')
    const newest = await list('pageSize=100')
    const times = newest.items.map((label) => Date.parse(label.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages with the total of every match', async () => {
    const first = await list('q=pagertest&sort=customer&dir=asc')
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    expect(customers(await list('q=pagertest&sort=customer&dir=asc&page=2'))).toEqual(['Pager 25'])
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=tracking', 'sort'],
      ['dir=down', 'dir'],
      ['page=0', 'page'],
      ['pageSize=20', 'pageSize'],
      ['status=lost', 'status'],
      ['carrier=dhl', 'carrier'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/admin/shipping-labels?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('is for staff only', async () => {
    expect((await get('/api/admin/shipping-labels?q=lister', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'label-list@example.com')
    expect((await get('/api/admin/shipping-labels', customer)).statusCode).toBe(403)
  })
})
