import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffSubscriptionPageSchema, type StaffSubscriptionPage } from '#contracts/subscriptions'
import { subscriptions, type NewSubscriptionRow } from '#server/db/schema/subscriptions'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/** The staff list of subscriptions, searched, filtered, sorted and paged on the server (issue 25). */

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function list(query: string): Promise<StaffSubscriptionPage> {
  const response = await get(`/api/admin/subscriptions?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return staffSubscriptionPageSchema.parse(response.json())
}
const names = (page: StaffSubscriptionPage) => page.items.map((each) => each.customerName)

const row = (
  values: Partial<NewSubscriptionRow> & { customerName: string },
): NewSubscriptionRow => ({
  customerEmail: `${values.customerName.split(' ')[0]!.toLowerCase()}@subs.example`,
  planName: "Mango Lover's Box",
  frequency: 'weekly',
  startDate: '2030-06-06',
  nextDelivery: '2030-06-13',
  status: 'active',
  totalPriceCents: 4500,
  fulfilment: 'pickup',
  ...values,
})

let abel: number
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(app(), 'staff')
  const inserted = await app()
    .db.insert(subscriptions)
    .values([
      row({ customerName: 'Zelda Quince', totalPriceCents: 4500, nextDelivery: '2030-06-20' }),
      row({
        customerName: 'Abel Quince',
        planName: 'Honey of the Month',
        status: 'paused',
        totalPriceCents: 2800,
        nextDelivery: '2030-06-10',
      }),
      row({
        customerName: 'Mira Quince',
        status: 'pending',
        nextDelivery: null,
        totalPriceCents: 3500,
        fulfilment: 'delivery',
        deliveryStreet: '41 Palm Hammock Lane',
        deliveryCity: 'Jensen Beach',
        deliveryState: 'FL',
        deliveryZipCode: '34957',
      }),
    ])
    .returning({ id: subscriptions.id, customerName: subscriptions.customerName })
  abel = inserted.find((each) => each.customerName === 'Abel Quince')!.id
  // Thirty more, to page through.
  await app()
    .db.insert(subscriptions)
    .values(
      Array.from({ length: 30 }, (_, index) =>
        row({ customerName: `Pager ${String(index).padStart(2, '0')}`, planName: 'Pager Box' }),
      ),
    )
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/subscriptions: search, filters, sort and pages', () => {
  it('finds subscriptions by customer name or e-mail, plan, or number, any case', async () => {
    expect(names(await list('q=quince&sort=customer&dir=asc'))).toEqual([
      'Abel Quince',
      'Mira Quince',
      'Zelda Quince',
    ])
    expect(names(await list('q=ZELDA%40SUBS'))).toEqual(['Zelda Quince'])
    expect(names(await list('q=honey%20of'))).toEqual(['Abel Quince'])
    expect(names(await list(`q=%23${abel}`))).toContain('Abel Quince')
    // LIKE's wildcards typed by staff are text.
    expect((await list('q=%25%25')).total).toBe(0)
    expect((await list('q=nobody-at-all')).items).toEqual([])
  })

  it('filters by status and by pickup or delivery', async () => {
    expect(names(await list('q=quince&status=paused'))).toEqual(['Abel Quince'])
    expect(names(await list('q=quince&status=pending'))).toEqual(['Mira Quince'])
    expect(names(await list('q=quince&fulfilment=delivery'))).toEqual(['Mira Quince'])
    const active = await list('status=active&pageSize=100')
    expect(active.items.every((each) => each.status === 'active')).toBe(true)
  })

  it('sorts by a whitelisted column, either way', async () => {
    const byPrice = await list('q=quince&sort=price&dir=desc')
    expect(byPrice.items.map((each) => each.price)).toEqual(['45.00', '35.00', '28.00'])
    expect(names(await list('q=quince&sort=customer&dir=desc'))).toEqual([
      'Zelda Quince',
      'Mira Quince',
      'Abel Quince',
    ])
    // The next delivery, the ones without one last.
    expect(names(await list('q=quince&sort=next&dir=asc'))).toEqual([
      'Abel Quince',
      'Zelda Quince',
      'Mira Quince',
    ])
    expect(names(await list('q=quince&sort=plan&dir=asc'))[0]).toBe('Abel Quince')
    // Newest first by default.
    const newest = await list('')
    const times = newest.items.map((each) => Date.parse(each.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages with the total of every match', async () => {
    const first = await list('q=pager&sort=customer&dir=asc')
    const second = await list('q=pager&sort=customer&dir=asc&page=2')
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    expect(second).toMatchObject({ total: 30, page: 2 })
    expect(names(second)).toEqual(['Pager 25', 'Pager 26', 'Pager 27', 'Pager 28', 'Pager 29'])
    expect((await list('q=pager&page=9')).items).toEqual([])
    expect((await list('q=pager&pageSize=50')).items).toHaveLength(30)
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=secret', 'sort'],
      ['sort=createdAt', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['pageSize=7', 'pageSize'],
      ['pageSize=1000', 'pageSize'],
      ['status=lapsed', 'status'],
      ['fulfilment=drone', 'fulfilment'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/admin/subscriptions?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('is for staff only', async () => {
    expect((await get('/api/admin/subscriptions', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'subscription-list@example.com')
    expect((await get('/api/admin/subscriptions?q=quince', customer)).statusCode).toBe(403)
  })
})
