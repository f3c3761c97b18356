import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { orderDetailSchema } from '#contracts/checkout'
import { farmToday } from '#contracts/farm-time'
import { creditNoteUrl, invoiceUrl } from '#contracts/invoices'
import { adminOrderDetailsSchema } from '#contracts/order-admin'
import { orders } from '#server/db/schema/orders'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { readLabelPdf } from '#server/test/read-label-pdf'
import { nextTestAddress } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'

/*
 * Invoices and credit notes (issue 27 point 4, decision 0063): a paid order gets the next number
 * of the year's gap-free sequence and a PDF its buyer and staff download; a refund that went
 * through gets a credit note.
 */

const testApp = useTestApp({ staff: 'staff' })
const app = () => testApp.app

async function placedOrder(pounds = 2) {
  const mangos = await productNamed(app(), 'Haden Mangos')
  const { cookie } = await visitorWithCart(app(), [{ productId: mangos.id, quantity: pounds }])
  const placed = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ shippingMethod: 'farm_pickup', customerEmail: 'ines@example.com' }),
    remoteAddress: nextTestAddress(),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  return { id: placed.json().id as number, cookie }
}

const pay = (order: { id: number; cookie: string }) =>
  app().inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    headers: { cookie: order.cookie },
    payload: { orderId: order.id, cardNumber: '4242424242424242' },
    remoteAddress: nextTestAddress(),
  })

const get = (url: string, cookie?: string) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

const invoiceNumberOf = async (id: number) =>
  (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!.invoiceNumber

const serial = (number: string) => Number(number.split('-').at(-1))

describe('invoices', () => {
  it('has none until the order is paid, then the next number of the year and a PDF for its buyer', async () => {
    const order = await placedOrder()
    const unpaid = await get(invoiceUrl(order.id), order.cookie)
    expect(unpaid.statusCode, unpaid.body).toBe(404)
    expect(unpaid.json().message).toBe('This order has no invoice yet: it is issued once paid.')

    expect((await pay(order)).statusCode).toBe(200)
    const year = farmToday(await readFarmTimeZone(app().db)).slice(0, 4)
    const number = await invoiceNumberOf(order.id)
    expect(number).toMatch(new RegExp(`^${year}-\\d{5}$`))
    const detail = orderDetailSchema.parse(
      (await get(`/api/orders/${order.id}`, order.cookie)).json(),
    )
    expect(detail.invoiceNumber).toBe(number)

    const pdf = await get(invoiceUrl(order.id), order.cookie)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const read = await readLabelPdf(pdf.rawPayload)
    expect(read.title).toBe(`Invoice ${number}`)
    const text = read.text.join('\n')
    expect(text).toContain(`Invoice ${number}`)
    expect(text).toContain('Haden Mangos')
    expect(text).toContain('Sales tax (exempt: food and food-producing plants)')
    expect(text).toContain(`$${detail.totalAmount}`)

    // Paying again (a repeated webhook) keeps the number.
    await pay(order)
    expect(await invoiceNumberOf(order.id)).toBe(number)
  })

  it('shows an invoice to staff, and to nobody else', async () => {
    const order = await placedOrder()
    await pay(order)
    const { cookie: stranger } = await visitorWithCart(app(), [
      { productId: (await productNamed(app(), 'Wildflower Honey')).id, quantity: 1 },
    ])
    expect((await get(invoiceUrl(order.id), stranger)).statusCode).toBe(404)
    expect((await get(invoiceUrl(order.id))).statusCode).toBe(404)
    expect((await get(invoiceUrl(order.id, true))).statusCode).toBe(401)
    expect((await get(invoiceUrl(order.id, true), order.cookie)).statusCode).toBe(401)
    const staff = await get(invoiceUrl(order.id, true), testApp.staff)
    expect(staff.statusCode).toBe(200)
    expect(staff.headers['content-type']).toBe('application/pdf')
  })

  it('numbers orders paid at once consecutively, each once, with no gaps', async () => {
    const placed = await Promise.all(Array.from({ length: 8 }, () => placedOrder(1)))
    const answers = await Promise.all(placed.map(pay))
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200)
    const numbers = await Promise.all(placed.map((order) => invoiceNumberOf(order.id)))
    const serials = numbers.map((number) => serial(number!)).sort((a, b) => a - b)
    expect(new Set(serials).size).toBe(8)
    expect(serials.at(-1)! - serials[0]!).toBe(7)
  })
})

describe('credit notes', () => {
  it('are issued for a refund that went through, numbered apart, with its share of the tax', async () => {
    const order = await placedOrder(4) // $18.00
    await pay(order)
    const refunded = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: testApp.staff },
      payload: { amount: '5.00', reason: 'Two bruised mangos', idempotencyKey: randomUUID() },
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const details = adminOrderDetailsSchema.parse(
      (await get(`/api/admin/orders/${order.id}`, testApp.staff)).json(),
    )
    const [refund] = details.refunds
    expect(refund!.creditNoteNumber).toMatch(/^CN-\d{4}-\d{5}$/)

    const pdf = await get(creditNoteUrl(order.id, refund!.id), order.cookie)
    expect(pdf.statusCode).toBe(200)
    const text = (await readLabelPdf(pdf.rawPayload)).text.join('\n')
    expect(text).toContain(`Credit note ${refund!.creditNoteNumber}`)
    expect(text).toContain(`For invoice ${await invoiceNumberOf(order.id)}`)
    expect(text).toContain('Two bruised mangos')
    expect(text).toContain('$5.00')
    expect((await get(creditNoteUrl(order.id, refund!.id, true), testApp.staff)).statusCode).toBe(
      200,
    )
    expect((await get(creditNoteUrl(order.id, refund!.id + 999), order.cookie)).statusCode).toBe(
      404,
    )
  })
})
