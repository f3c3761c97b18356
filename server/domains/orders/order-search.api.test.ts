import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { orderSearchPageSchema, type OrderSearchPage } from '#contracts/order-search'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { placePaidMangoOrder } from '#server/test/checkout-helpers'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

/** A paid order of `pounds` of Haden Mangos for `name`, by the method given. */
const paidOrder = (name: string, email: string, shippingMethod: string, pounds = 2) =>
  placePaidMangoOrder(app(), { customerName: name, customerEmail: email, shippingMethod }, pounds)

async function search(query: string): Promise<OrderSearchPage> {
  const response = await get(`/api/admin/orders/search?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return orderSearchPageSchema.parse(response.json())
}
const ids = (page: OrderSearchPage) => page.orders.map((order) => order.id)

let pickup: number
let delivered: number
let shipped: number
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
  pickup = await paidOrder('Marisol Quintero', 'marisol@example.com', 'farm_pickup')
  delivered = await paidOrder('Teodoro Banks', 'teo@example.com', 'local_delivery', 6)
  shipped = await paidOrder('Quentin Marsh', 'quentin@example.com', 'refrigerated_shipping')
})
afterAll(async () => {
  await testApp.close()
})

describe('the staff order list: search, filters, sort and pages on the server', () => {
  it('finds an order by number, customer name, e-mail, phone or product', async () => {
    expect(ids(await search('q=marisol'))).toEqual([pickup])
    expect(ids(await search('q=TEO%40EXAMPLE'))).toEqual([delivered])
    expect(ids(await search(`q=%23${shipped}`))).toContain(shipped)
    expect(ids(await search('q=772-555-0142'))).toEqual(
      expect.arrayContaining([pickup, delivered, shipped]),
    )
    expect(ids(await search('q=haden'))).toEqual(
      expect.arrayContaining([pickup, delivered, shipped]),
    )
    // Wildcards typed by staff are searched as text.
    expect((await search('q=%25')).total).toBe(0)
  })

  it('filters by fulfilment, status, payment and the farm days placed', async () => {
    expect(ids(await search('q=example.com&fulfilment=pickup'))).toContain(pickup)
    expect(ids(await search('q=example.com&fulfilment=pickup'))).not.toContain(delivered)
    expect(ids(await search('fulfilment=local_delivery'))).toContain(delivered)
    const cold = ids(await search('fulfilment=refrigerated'))
    expect(cold).toContain(shipped)
    expect(cold).not.toContain(pickup)
    expect(ids(await search('fulfilment=shipped'))).toContain(shipped)
    expect(ids(await search('status=delivered&q=marisol'))).toEqual([])
    expect(ids(await search('payment=paid&q=marisol'))).toEqual([pickup])
    expect(ids(await search('from=2000-01-01&to=2000-01-31'))).toEqual([])
    expect(ids(await search('from=2000-01-01&q=marisol'))).toEqual([pickup])
  })

  it('sorts and pages, and counts every match', async () => {
    const byTotal = await search('q=example.com&sort=total&dir=desc&pageSize=25')
    const totals = byTotal.orders.map((order) => Number(order.totalAmount))
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const first = await search('sort=number&dir=asc&pageSize=25&page=1')
    const second = await search('sort=number&dir=asc&pageSize=25&page=2')
    expect(first.total).toBe(second.total)
    expect(ids(first).some((id) => ids(second).includes(id))).toBe(false)
  })

  it('refuses bad filters with the field named, and is for staff only', async () => {
    for (const [query, field] of [
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
      ['from=yesterday', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'to'],
      ['fulfilment=drone', 'fulfilment'],
      ['sort=secret', 'sort'],
    ]) {
      const response = await get(`/api/admin/orders/search?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().fields, query).toHaveProperty(field!)
    }
    expect((await get('/api/admin/orders/search', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'search-customer@example.com')
    expect((await get('/api/admin/orders/search', customer)).statusCode).toBe(403)
    expect(
      (await get(`/api/admin/orders/packing-slips.pdf?ids=${pickup}`, customer)).statusCode,
    ).toBe(403)
    expect((await get('/api/admin/orders/export.csv', customer)).statusCode).toBe(403)
  })
})

describe('bulk actions on chosen orders', () => {
  it('prints packing slips (a page an order) and a pick list with totals per product', async () => {
    const slips = await get(`/api/admin/orders/packing-slips.pdf?ids=${pickup},${delivered}`)
    expect(slips.statusCode).toBe(200)
    expect(slips.headers['content-type']).toBe('application/pdf')
    const slipsPdf = await getDocumentProxy(new Uint8Array(slips.rawPayload))
    expect(slipsPdf.numPages).toBe(2)
    const { text: pages } = await extractText(slipsPdf)
    expect(pages[0]).toContain(`Order #${pickup}`)
    expect(pages[0]).toContain('Marisol Quintero')
    expect(pages[0]).toContain('Farm pickup')
    expect(pages[0]).toContain('Leave by the gate')
    expect(pages[0]).toContain('PERISHABLE')
    expect(pages[1]).toContain('Local delivery to 41 Palm Hammock Lane')

    const pick = await get(`/api/admin/orders/pick-list.pdf?ids=${pickup},${delivered}`)
    expect(pick.statusCode).toBe(200)
    const { text } = await extractText(new Uint8Array(pick.rawPayload), { mergePages: true })
    // 2 lb + 6 lb of Haden Mangos in 2 orders.
    expect(text).toMatch(/8\s+Haden Mangos[^\n]*\s+2/)

    const none = await get('/api/admin/orders/pick-list.pdf?ids=abc')
    expect(none.statusCode).toBe(400)
    expect(Object.keys(none.json().fields)[0]).toMatch(/^ids/)
  })

  it('marks chosen orders ready for pickup, e-mails them, and skips the ones that cannot move', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      headers: { cookie: staff },
      payload: { orderIds: [pickup, delivered], status: 'ready_for_pickup' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json() as {
      changed: number[]
      skipped: { id: number; reason: string }[]
    }
    expect(result.changed).toEqual([pickup])
    expect(result.skipped.map((skip) => skip.id)).toEqual([delivered])
    expect(result.skipped[0]!.reason).toContain('Local Delivery')
    // The skipped order did not move at all (not even to processing on the way).
    expect(ids(await search('status=confirmed&q=teo'))).toEqual([delivered])
    expect(ids(await search('status=ready_for_pickup&q=marisol'))).toEqual([pickup])
    // One e-mail, that it is ready: the step through processing is not mailed.
    await app().jobs.runDueJobs()
    const mails = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'marisol@example.com'))
    const subjects = mails.map((mail) => mail.subject)
    expect(subjects).toContain(`Your Groveside order #${pickup} is ready for pickup`)
    expect(subjects.filter((subject) => subject.includes('processing'))).toEqual([])

    const bad = await app().inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      headers: { cookie: staff },
      payload: { orderIds: [], status: 'shipped' },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['orderIds', 'status']))
  })

  it('exports the filtered list as CSV, formulas kept as text', async () => {
    await paidOrder('=HYPERLINK("http://x")', 'formula@example.com', 'farm_pickup')
    const response = await get('/api/admin/orders/export.csv?q=example.com&sort=number&dir=asc')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Order,Placed,Customer,E-mail,Phone,Fulfilment,Status,Payment,Items,Subtotal,Shipping,Total',
    )
    expect(lines.some((line) => line.includes('Marisol Quintero'))).toBe(true)
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`)
  })
})
