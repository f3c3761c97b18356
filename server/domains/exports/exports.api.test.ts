import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { parse } from 'csv-parse/sync'
import { exportKinds, exportUrl, type ExportKind } from '#contracts/exports'
import { farmToday } from '#contracts/farm-time'
import { orders } from '#server/db/schema/orders'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { placePaidOrder, productNamed } from '#server/test/checkout-helpers'
import { signInAsCustomer } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'
import { exportSources } from './export-sources'

/*
 * The accountant's exports (issue 27 point 5, decision 0064): every kind over a range of farm
 * dates, staff only, streamed a batch at a time (10,000 orders), and sales laid out for
 * QuickBooks Online and Xero.
 */

const testApp = useTestApp({ staff: 'staff' })
const app = () => testApp.app
const tampa = { street: '100 Ashley Drive', city: 'Tampa', state: 'FL', zipCode: '33602' }

async function today() {
  return farmToday(await readFarmTimeZone(app().db))
}

async function download(kind: ExportKind, from: string, to: string, cookie = testApp.staff) {
  const response = await app().inject({
    method: 'GET',
    url: exportUrl(kind, { from, to }),
    headers: { cookie },
  })
  return response
}

const rowsOf = (body: string) =>
  parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]

describe('exports', () => {
  it('are for staff only, and refuse a range or kind that is not one, naming the field', async () => {
    const day = await today()
    expect((await download('orders', day, day, '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'export-customer@example.com')
    expect((await download('orders', day, day, customer)).statusCode).toBe(403)
    const backwards = await download('orders', day, '2020-01-01')
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().fields).toEqual({ to: 'To must be on or after From' })
    const notADate = await download('orders', '2026-02-30', day)
    expect(notADate.json().fields).toHaveProperty('from')
    const unknown = await app().inject({
      method: 'GET',
      url: `/api/admin/exports/everything.csv?from=${day}&to=${day}`,
      headers: { cookie: testApp.staff },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fields).toHaveProperty('kind')
  })

  it('writes every kind as CSV with its columns, and the sales for QuickBooks and Xero with the tax', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: testApp.staff },
      payload: { name: 'Coontie Palm', price: '30.00', category: 'plants', taxClass: 'taxable' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const honey = await productNamed(app(), 'Wildflower Honey')
    const orderId = await placePaidOrder(
      app(),
      [
        { productId: created.json().id, quantity: 1 },
        { productId: honey.id, quantity: 1 },
      ],
      { shippingMethod: 'standard_shipping', shippingAddress: tampa },
    )
    const refunded = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: testApp.staff },
      payload: { amount: '10.00', reason: 'Late', idempotencyKey: randomUUID() },
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId))
    const day = await today()

    for (const kind of exportKinds) {
      const response = await download(kind, day, day)
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="groveside-${kind}-${day}-to-${day}.csv"`,
      )
      const header = response.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? ''
      expect(header.split(','), kind).toEqual(exportSources[kind].columns)
    }

    const orderRow = rowsOf((await download('orders', day, day)).body).find(
      (row) => row.Order === String(orderId),
    )
    expect(orderRow).toMatchObject({
      'Sales tax': '2.25',
      Total: (order!.totalAmountCents / 100).toFixed(2),
      'Paid with gift card': '0.00',
      'Paid with store credit': '0.00',
      Invoice: order!.invoiceNumber,
    })
    const taxRow = rowsOf((await download('tax', day, day)).body).find(
      (row) => row.Order === String(orderId),
    )
    expect(taxRow).toMatchObject({
      County: 'Hillsborough',
      'Taxable amount': '30.00',
      'State tax': '1.80',
      Surtax: '0.45',
      'Total tax': '2.25',
    })
    const refund = rowsOf((await download('refunds', day, day)).body).find(
      (row) => row.Order === String(orderId),
    )
    expect(refund).toMatchObject({ Amount: '10.00', 'Refunded to': 'card', Reason: 'Late' })
    expect(refund!['Credit note']).toMatch(/^CN-/)

    const quickBooks = rowsOf((await download('quickbooks-sales', day, day)).body).filter(
      (row) => row.InvoiceNo === order!.invoiceNumber,
    )
    expect(
      quickBooks.map((row) => [
        row.ItemDescription,
        row.ItemAmount,
        row.ItemTaxCode,
        row.ItemTaxAmount,
      ]),
    ).toEqual(
      [
        ['Wildflower Honey', '14.00', 'NON', '0.00'],
        ['Coontie Palm', '30.00', 'TAX', '2.25'],
        ...(order!.shippingCostCents > 0
          ? [['Shipping', (order!.shippingCostCents / 100).toFixed(2), 'NON', '0.00']]
          : []),
      ].sort((a, b) => (a[0] === 'Shipping' ? 1 : b[0] === 'Shipping' ? -1 : 0)),
    )
    const xero = rowsOf((await download('xero-sales', day, day)).body).filter(
      (row) => row['*InvoiceNumber'] === order!.invoiceNumber,
    )
    expect(xero.find((row) => row['*Description'] === 'Coontie Palm')).toMatchObject({
      '*ContactName': order!.customerName,
      '*TaxType': 'Tax on Sales',
      TaxAmount: '2.25',
      '*AccountCode': '200',
    })
  })

  it('streams 10,000 orders of a month, every one once', async () => {
    await app().db.execute(sql`
      insert into orders (customer_email, customer_name, shipping_address, subtotal_cents,
        total_amount_cents, status, payment_status, created_at, updated_at)
      select 'bulk' || n || '@example.com', 'Bulk Buyer ' || n, '{"street":"1 Grove Rd","city":"Stuart","state":"FL","zipCode":"34994"}',
        1400, 1400, 'confirmed', 'paid', timestamptz '2020-03-15 15:00:00+00', now()
      from generate_series(1, 10000) as n`)
    const response = await download('orders', '2020-03-01', '2020-03-31')
    expect(response.statusCode).toBe(200)
    const rows = rowsOf(response.body)
    expect(rows).toHaveLength(10_000)
    expect(new Set(rows.map((row) => row.Order)).size).toBe(10_000)
    expect(rows[0]).toMatchObject({ Placed: '2020-03-15 11:00', Total: '14.00' })
  })
})
