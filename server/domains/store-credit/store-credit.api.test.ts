import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import {
  checkoutQuoteSchema,
  orderDetailSchema,
  placeOrderResponseSchema,
} from '#contracts/checkout'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { adminOrderDetailsSchema } from '#contracts/order-admin'
import { storeCreditSchema } from '#contracts/store-credit'
import { orders } from '#server/db/schema/orders'
import { storeCreditEntries } from '#server/db/schema/store-credit'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { lapseReservation, productNamed, validOrder } from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsCustomer } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'

/*
 * Store credit (issue 27, decision 0065): staff grant it with a reason and an optional last day,
 * a signed-in customer spends it at checkout in part or in full (an order it pays entirely is
 * confirmed without a card), an unpaid order gives it back, a refund can go to it, and two
 * checkouts at once never spend the same money.
 */

const testApp = useTestApp({ staff: 'staff' })
const app = () => testApp.app

type Method = 'GET' | 'POST'
const inject = (method: Method, url: string, cookie?: string, payload?: object) =>
  app().inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress: nextTestAddress(),
  })

async function customerKey(email: string) {
  const found = await inject('GET', `/api/admin/customers?q=${email}`, testApp.staff)
  expect(found.statusCode, found.body).toBe(200)
  return found.json().customers[0].key as string
}

async function grant(email: string, body: object) {
  return inject(
    'POST',
    `/api/admin/customers/${await customerKey(email)}/store-credit`,
    testApp.staff,
    body,
  )
}

async function balanceOf(cookie: string) {
  const response = await inject('GET', '/api/account/store-credit', cookie)
  expect(response.statusCode, response.body).toBe(200)
  return storeCreditSchema.parse(response.json())
}

/** A signed-in customer whose cart holds `pounds` of Haden Mangos ($4.50/lb). */
async function customerWithMangos(email: string, pounds: number) {
  const cookie = await signInAsCustomer(app(), email)
  const mangos = await productNamed(app(), 'Haden Mangos')
  const added = await inject('POST', '/api/cart', cookie, {
    productId: mangos.id,
    quantity: pounds,
  })
  expect(added.statusCode, added.body).toBeLessThan(300)
  return cookie
}

async function placeOrder(cookie: string, useStoreCredit: boolean, email: string) {
  const placed = await inject(
    'POST',
    '/api/orders',
    cookie,
    validOrder({ customerEmail: email, useStoreCredit, idempotencyKey: randomUUID() }),
  )
  expect(placed.statusCode, placed.body).toBe(201)
  return placeOrderResponseSchema.parse(placed.json())
}

const orderRow = async (id: number) =>
  (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('store credit', () => {
  it('is granted by staff with a reason, refused when the amount or day is wrong', async () => {
    const email = 'credit.grant@example.com'
    const cookie = await signInAsCustomer(app(), email)
    const key = await customerKey(email)
    const url = `/api/admin/customers/${key}/store-credit`

    expect((await inject('POST', url, undefined, { amount: '5.00', reason: 'x' })).statusCode).toBe(
      401,
    )
    expect((await inject('GET', url, cookie)).statusCode).toBe(403)
    const zero = await inject('POST', url, testApp.staff, { amount: '0', reason: 'Sorry' })
    expect(zero.statusCode).toBe(400)
    expect(zero.json().fields.amount).toBe('Amount must be from 0.01 to 1000.00')
    const noReason = await inject('POST', url, testApp.staff, { amount: '5.00', reason: ' ' })
    expect(noReason.json().fields.reason).toBe('Reason is required')
    const today = farmToday(await readFarmTimeZone(app().db))
    const past = await inject('POST', url, testApp.staff, {
      amount: '5.00',
      reason: 'Late box',
      expiresOn: addCalendarDays(today, -1),
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().fields.expiresOn).toMatch(/^Expires on cannot be before today/)
    expect((await balanceOf(cookie)).balance).toBe('0.00')

    const granted = await inject('POST', url, testApp.staff, {
      amount: '12.50',
      reason: 'Bruised mangos in order #12',
      expiresOn: addCalendarDays(today, 30),
    })
    expect(granted.statusCode, granted.body).toBe(201)
    const credit = await balanceOf(cookie)
    expect(credit.balance).toBe('12.50')
    expect(credit.entries).toEqual([
      expect.objectContaining({
        kind: 'grant',
        amount: '12.50',
        reason: 'Bruised mangos in order #12',
        expiresOn: addCalendarDays(today, 30),
        expiredAmount: null,
      }),
    ])
    const staffView = await inject('GET', url, testApp.staff)
    expect(staffView.json().balance).toBe('12.50')
  })

  it('pays part of an order, the card the rest; a refund goes back to the card or to credit', async () => {
    const email = 'credit.partial@example.com'
    const cookie = await customerWithMangos(email, 10)
    expect((await grant(email, { amount: '30.00', reason: 'Market day voucher' })).statusCode).toBe(
      201,
    )

    const quoted = checkoutQuoteSchema.parse(
      (
        await inject(
          'GET',
          '/api/checkout/quote?shippingMethod=refrigerated_shipping&zipCode=34957&state=FL&useStoreCredit=true',
          cookie,
        )
      ).json(),
    )
    const totalCents = Math.round(Number(quoted.total) * 100)
    expect(totalCents).toBeGreaterThan(3000)
    expect(quoted.storeCredit).toEqual({ available: '30.00', applied: '30.00' })
    expect(quoted.amountDue).toBe(((totalCents - 3000) / 100).toFixed(2))

    const placed = await placeOrder(cookie, true, email)
    expect(placed.payment.amount).toBe(quoted.amountDue)
    expect((await balanceOf(cookie)).balance).toBe('0.00')
    const paid = await inject('POST', '/api/payments/test-mode/confirm', cookie, {
      orderId: placed.id,
      cardNumber: '4242424242424242',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const detail = orderDetailSchema.parse(
      (await inject('GET', `/api/orders/${placed.id}`, cookie)).json(),
    )
    expect(detail.storeCreditPaid).toBe('30.00')
    expect(detail.paymentStatus).toBe('paid')

    const refund = (body: object) =>
      inject('POST', `/api/admin/orders/${placed.id}/refunds`, testApp.staff, {
        idempotencyKey: randomUUID(),
        ...body,
      })
    const cardPart = quoted.amountDue
    const tooMuch = await refund({ amount: (Number(cardPart) + 0.01).toFixed(2) })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().fields.amount).toBe(
      `Amount must be from 0.01 to ${cardPart} (what is left of the card payment)`,
    )
    expect(
      (await refund({ amount: '20.00', to: 'store_credit', reason: 'Soft fruit' })).statusCode,
    ).toBe(200)
    const credit = await balanceOf(cookie)
    expect(credit.balance).toBe('20.00')
    expect(credit.entries[0]).toMatchObject({
      kind: 'refund',
      amount: '20.00',
      orderId: placed.id,
      reason: `Refund of order #${placed.id}: Soft fruit`,
    })
    expect((await refund({ amount: cardPart })).statusCode).toBe(200)
    const staffView = adminOrderDetailsSchema.parse(
      (await inject('GET', `/api/admin/orders/${placed.id}`, testApp.staff)).json(),
    )
    expect(staffView.refunds.map((row) => row.to)).toEqual(['store_credit', 'card'])
    expect(staffView.refundable).toBe('10.00')
    expect(staffView.refundableToCard).toBe('0.00')
    const noCardLeft = await refund({ amount: '1.00' })
    expect(noCardLeft.json().fields.amount).toBe(
      'Nothing is left of the card payment: refund the rest to store credit',
    )
    const movements = await app()
      .db.select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.orderId, placed.id))
    expect(movements.map((row) => row.kind).sort()).toEqual(['refund', 'spend'])
  })

  it('pays a whole order without a card, and an unpaid order gives its credit back', async () => {
    const email = 'credit.full@example.com'
    const cookie = await customerWithMangos(email, 2)
    expect((await grant(email, { amount: '100.00', reason: 'Prize at the fair' })).statusCode).toBe(
      201,
    )

    const placed = await placeOrder(cookie, true, email)
    expect(placed.payment).toMatchObject({
      status: 'succeeded',
      amount: '0.00',
      clientSecret: null,
    })
    const row = await orderRow(placed.id)
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    expect(row.storeCreditCents).toBe(row.totalAmountCents)
    expect(row.invoiceNumber).not.toBeNull()
    const left = 10_000 - row.totalAmountCents
    expect((await balanceOf(cookie)).balance).toBe((left / 100).toFixed(2))

    // The cart was emptied by the paid order; fill it again and leave the next one unpaid.
    const mangos = await productNamed(app(), 'Haden Mangos')
    await inject('POST', '/api/cart', cookie, { productId: mangos.id, quantity: 30 })
    const unpaid = await placeOrder(cookie, true, email)
    expect(Number(unpaid.payment.amount)).toBeGreaterThan(0)
    expect((await balanceOf(cookie)).balance).toBe('0.00')
    expect(await lapseReservation(app(), unpaid.id)).toBe(1)
    expect((await balanceOf(cookie)).balance).toBe((left / 100).toFixed(2))
    expect((await orderRow(unpaid.id)).storeCreditCents).toBe(0)
    // Releasing again gives back nothing more.
    expect(await lapseReservation(app(), unpaid.id)).toBe(0)
    expect((await balanceOf(cookie)).balance).toBe((left / 100).toFixed(2))
  })

  it('comes back when staff cancel an order it paid, with the card part to the card', async () => {
    const email = 'credit.cancel@example.com'
    const cookie = await customerWithMangos(email, 10)
    expect((await grant(email, { amount: '25.00', reason: 'Apology' })).statusCode).toBe(201)
    const placed = await placeOrder(cookie, true, email)
    const paid = await inject('POST', '/api/payments/test-mode/confirm', cookie, {
      orderId: placed.id,
      cardNumber: '4242424242424242',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const cancelled = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.id}`,
      headers: { cookie: testApp.staff },
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().paymentStatus).toBe('refunded')
    expect((await balanceOf(cookie)).balance).toBe('25.00')
    const staffView = adminOrderDetailsSchema.parse(
      (await inject('GET', `/api/admin/orders/${placed.id}`, testApp.staff)).json(),
    )
    expect(staffView.refunds.map(({ to, amount }) => [to, amount])).toEqual([
      ['card', placed.payment.amount],
      ['store_credit', '25.00'],
    ])
  })

  it('is not spent by a visitor, nor past its last day', async () => {
    const email = 'credit.expired@example.com'
    const cookie = await customerWithMangos(email, 2)
    const today = farmToday(await readFarmTimeZone(app().db))
    await app()
      .db.insert(storeCreditEntries)
      .values({
        customerEmail: email,
        kind: 'grant',
        amountCents: 500,
        reason: 'Old voucher',
        expiresOn: addCalendarDays(today, -1),
      })
    const credit = await balanceOf(cookie)
    expect(credit.balance).toBe('0.00')
    expect(credit.entries[0]).toMatchObject({ expiredAmount: '5.00' })
    const placed = await placeOrder(cookie, true, email)
    expect((await orderRow(placed.id)).storeCreditCents).toBe(0)

    // A visitor naming a customer's address spends nothing of theirs.
    await grant(email, { amount: '50.00', reason: 'Goodwill' })
    const visitor = await inject('POST', '/api/cart', undefined, {
      productId: (await productNamed(app(), 'Haden Mangos')).id,
      quantity: 2,
    })
    const visitorCookie = String(visitor.headers['set-cookie']).split(';')[0]!
    const stranger = await placeOrder(visitorCookie, true, email)
    expect((await orderRow(stranger.id)).storeCreditCents).toBe(0)
    expect((await balanceOf(cookie)).balance).toBe('50.00')
  })

  it('is spent once when two checkouts of one customer use it at the same moment', async () => {
    const email = 'credit.race@example.com'
    const first = await customerWithMangos(email, 10)
    const second = await signInAsCustomer(app(), email)
    expect((await grant(email, { amount: '30.00', reason: 'Race' })).statusCode).toBe(201)
    const placed = await Promise.all([
      placeOrder(first, true, email),
      placeOrder(second, true, email),
    ])
    const spent = await Promise.all(
      placed.map(async ({ id }) => (await orderRow(id)).storeCreditCents),
    )
    expect(spent.reduce((sum, cents) => sum + cents, 0)).toBe(3000)
    expect(spent.sort((a, b) => a - b)).toEqual([0, 3000])
    expect((await balanceOf(first)).balance).toBe('0.00')
  })
})
