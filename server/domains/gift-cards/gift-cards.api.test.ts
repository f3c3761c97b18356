import { describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { exportUrl } from '#contracts/exports'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { checkoutQuoteSchema, placeOrderResponseSchema } from '#contracts/checkout'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { formatGiftCardCode, issuedGiftCardSchema } from '#contracts/gift-cards'
import { giftCardEntries, giftCards } from '#server/db/schema/gift-cards'
import { orders } from '#server/db/schema/orders'
import { sendEmailJob } from '#server/domains/notifications/notifications-plugin'
import { readFarmTimeZone } from '#server/domains/settings/public'
import {
  lapseReservation,
  productNamed,
  validOrder,
  visitorWithCart,
} from '#server/test/checkout-helpers'
import { storedJobs } from '#server/test/queued-jobs'
import { nextTestAddress, sessionCookieFrom, signInAsCustomer } from '#server/test/sign-in'
import { storeCreditEntries } from '#server/db/schema/store-credit'
import { useTestApp } from '#server/test/use-test-app'
import { maxMissesPerAddress } from './gift-card-guesses'

/*
 * Gift cards (issue 27 point 3, decision 0066): bought in the shop and paid like an order, usable
 * once paid and e-mailed on their day; spent at checkout in part, the rest kept; an unpaid order
 * gives its share back; staff issue and void cards; guessing codes is slowed per address; and
 * the balance stays exact when many orders spend one card at once (on PostgreSQL with
 * TEST_DATABASE_URL: a pool of connections).
 */

const testApp = useTestApp({ staff: 'staff' })
const app = () => testApp.app

const post = (url: string, payload: object, options: { cookie?: string; address?: string } = {}) =>
  app().inject({
    method: 'POST',
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload,
    remoteAddress: options.address ?? nextTestAddress(),
  })

const today = async () => farmToday(await readFarmTimeZone(app().db))

const purchase = async (overrides: object = {}) => ({
  amount: '50.00',
  recipientName: 'June Alvarez',
  recipientEmail: 'june@example.com',
  message: 'Happy birthday! Mangos on me.',
  sendOn: await today(),
  senderName: 'Rosa Alvarez',
  senderEmail: 'rosa@example.com',
  idempotencyKey: randomUUID(),
  ...overrides,
})

/** A staff-issued active card of `amount`: its id and code. */
async function issuedCard(amount: string) {
  const issued = await post(
    '/api/admin/gift-cards',
    {
      amount,
      recipientName: 'Prize Winner',
      recipientEmail: 'winner@example.com',
      sendOn: await today(),
      reason: 'County fair raffle',
    },
    { cookie: testApp.staff },
  )
  expect(issued.statusCode, issued.body).toBe(201)
  const { card, code } = issuedGiftCardSchema.parse(issued.json())
  return { id: card.id, code }
}

const cardRow = async (id: number) =>
  (await app().db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!
const orderRow = async (id: number) =>
  (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!

async function mangoVisitor(pounds: number) {
  const mangos = await productNamed(app(), 'Haden Mangos')
  return (await visitorWithCart(app(), [{ productId: mangos.id, quantity: pounds }])).cookie
}

describe('buying a gift card', () => {
  it('refuses a wrong amount, day or address, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ amount: '5.00' }, 'amount', 'Amount must be from $10.00 to $500.00'],
      [{ amount: '501' }, 'amount', 'Amount must be from $10.00 to $500.00'],
      [{ recipientEmail: 'june' }, 'recipientEmail', 'Please enter the recipient’s e-mail address'],
      [{ sendOn: addCalendarDays(await today(), -1) }, 'sendOn', 'Send on cannot be before today'],
      [{ sendOn: addCalendarDays(await today(), 400) }, 'sendOn', 'Send on must be by'],
    ]
    for (const [change, field, message] of cases) {
      const refused = await post('/api/gift-cards', await purchase(change))
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().fields[field]).toContain(message)
    }
    expect(
      await app()
        .db.select()
        .from(giftCards)
        .where(eq(giftCards.recipientEmail, 'june@example.com')),
    ).toHaveLength(0)
  })

  it('is an order paid by card; once paid the card is usable and e-mailed with its code', async () => {
    const bought = await post('/api/gift-cards', await purchase())
    expect(bought.statusCode, bought.body).toBe(201)
    const cookie = sessionCookieFrom(bought.headers['set-cookie'])
    const placed = placeOrderResponseSchema.parse(bought.json())
    expect(placed.payment.amount).toBe('50.00')
    const [card] = await app()
      .db.select()
      .from(giftCards)
      .where(eq(giftCards.purchaseOrderId, placed.id))
    expect(card).toMatchObject({ status: 'pending', balanceCents: 0, initialCents: 5000 })
    const code = card!.deliveryCode!
    expect(code).toMatch(/^[A-Z2-9]{16}$/)
    expect(card!.codeHash).not.toContain(code)

    const early = await post('/api/gift-cards/balance', { code })
    expect(early.json()).toMatchObject({ status: 'pending', balance: '0.00' })

    const paid = await post(
      '/api/payments/test-mode/confirm',
      { orderId: placed.id, cardNumber: '4242424242424242' },
      { cookie },
    )
    expect(paid.statusCode, paid.body).toBe(200)
    const active = await cardRow(card!.id)
    expect(active).toMatchObject({ status: 'active', balanceCents: 5000, deliveryCode: null })
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      taxCents: 0,
    })

    const mail = (await storedJobs(app().db, sendEmailJob)).find(
      (job) => job.payload.to === 'june@example.com',
    )
    expect(mail?.payload.subject).toBe('Rosa Alvarez sent you a $50.00 Groveside Farm gift card')
    expect(mail?.payload.text).toContain(formatGiftCardCode(code))
    expect(mail?.payload.text).toContain('Happy birthday! Mangos on me.')

    const typed = `grov ${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`
    const balance = await post('/api/gift-cards/balance', { code: typed })
    expect(balance.statusCode, balance.body).toBe(200)
    expect(balance.json()).toEqual({
      lastFour: code.slice(-4),
      status: 'active',
      initial: '50.00',
      balance: '50.00',
    })
  })

  it('is void, its code forgotten, when its order is never paid', async () => {
    const bought = await post(
      '/api/gift-cards',
      await purchase({ recipientEmail: 'never@example.com' }),
    )
    expect(bought.statusCode, bought.body).toBe(201)
    expect(await lapseReservation(app(), bought.json().id)).toBe(1)
    const [card] = await app()
      .db.select()
      .from(giftCards)
      .where(eq(giftCards.purchaseOrderId, bought.json().id))
    expect(card).toMatchObject({ status: 'void', deliveryCode: null, balanceCents: 0 })
  })

  it('is e-mailed at 8 in the morning of a later day', async () => {
    const sendOn = addCalendarDays(await today(), 10)
    const bought = await post(
      '/api/gift-cards',
      await purchase({ recipientEmail: 'later@example.com', sendOn }),
    )
    const cookie = sessionCookieFrom(bought.headers['set-cookie'])
    await post(
      '/api/payments/test-mode/confirm',
      { orderId: bought.json().id, cardNumber: '4242424242424242' },
      { cookie },
    )
    const mail = (await storedJobs(app().db, sendEmailJob)).find(
      (job) => job.payload.to === 'later@example.com',
    )
    expect(mail?.state).toBe('created')
    expect(mail!.startAfter.getTime()).toBeGreaterThan(Date.now() + 8 * 86_400_000)
  })
})

describe('spending a gift card at checkout', () => {
  it('pays part of an order and keeps the rest, or all of it with the rest left on the card', async () => {
    const { id, code } = await issuedCard('20.00')
    const cookie = await mangoVisitor(10)
    const quoted = checkoutQuoteSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `/api/checkout/quote?shippingMethod=refrigerated_shipping&zipCode=34957&state=FL&giftCardCode=${code}`,
          headers: { cookie },
        })
      ).json(),
    )
    expect(quoted.giftCard).toEqual({
      lastFour: code.slice(-4),
      applied: '20.00',
      balance: '20.00',
    })
    expect(quoted.giftCardProblem).toBeNull()
    expect(Number(quoted.amountDue)).toBeCloseTo(Number(quoted.total) - 20, 2)

    const placed = await post('/api/orders', validOrder({ giftCardCode: code }), { cookie })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().payment.amount).toBe(quoted.amountDue)
    expect(await orderRow(placed.json().id)).toMatchObject({ giftCardCents: 2000, giftCardId: id })
    expect((await cardRow(id)).balanceCents).toBe(0)

    // A small order on a bigger card is paid in full; the rest stays on it.
    const big = await issuedCard('100.00')
    const small = await mangoVisitor(2)
    const paidInFull = await post('/api/orders', validOrder({ giftCardCode: big.code }), {
      cookie: small,
    })
    expect(paidInFull.json().payment).toMatchObject({ status: 'succeeded', amount: '0.00' })
    const order = await orderRow(paidInFull.json().id)
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    expect((await cardRow(big.id)).balanceCents).toBe(10_000 - order.totalAmountCents)
  })

  it('gives back what an unpaid order took, and refuses a spent, void or unknown card', async () => {
    const { id, code } = await issuedCard('15.00')
    const cookie = await mangoVisitor(10)
    const placed = await post('/api/orders', validOrder({ giftCardCode: code }), { cookie })
    expect((await cardRow(id)).balanceCents).toBe(0)
    const spent = await post('/api/orders', validOrder({ giftCardCode: code }), {
      cookie: await mangoVisitor(2),
    })
    expect(spent.statusCode).toBe(400)
    expect(spent.json().fields.giftCardCode).toBe('This gift card has nothing left on it.')
    expect(await lapseReservation(app(), placed.json().id)).toBe(1)
    expect((await cardRow(id)).balanceCents).toBe(1500)
    expect((await orderRow(placed.json().id)).giftCardCents).toBe(0)

    const voided = await post(
      `/api/admin/gift-cards/${id}/void`,
      { reason: 'Reported stolen' },
      { cookie: testApp.staff },
    )
    expect(voided.statusCode, voided.body).toBe(200)
    expect(voided.json()).toMatchObject({
      status: 'void',
      balance: '0.00',
      voidReason: 'Reported stolen',
    })
    const entries = await app()
      .db.select()
      .from(giftCardEntries)
      .where(eq(giftCardEntries.giftCardId, id))
    expect(entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['issue', 1500],
      ['redeem', -1500],
      ['returned', 1500],
      ['void', -1500],
    ])
    const refused = await post('/api/orders', validOrder({ giftCardCode: code }), {
      cookie: await mangoVisitor(2),
    })
    expect(refused.json().fields.giftCardCode).toBe('This gift card was cancelled by the farm.')
    const malformed = await post('/api/orders', validOrder({ giftCardCode: 'ABC' }), {
      cookie: await mangoVisitor(2),
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().fields.giftCardCode).toBe(
      'Enter the gift card code as it is on the card',
    )
  })
})

describe('a gift card with store credit', () => {
  it('pays first, store credit next, the card the rest; a refund of it goes to store credit', async () => {
    const email = 'both.ways@example.com'
    const cookie = await signInAsCustomer(app(), email)
    const mangos = await productNamed(app(), 'Haden Mangos')
    await app().inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie },
      payload: { productId: mangos.id, quantity: 10 },
    })
    await app().db.insert(storeCreditEntries).values({
      customerEmail: email,
      kind: 'grant',
      amountCents: 1000,
      reason: 'Goodwill',
    })
    const { code } = await issuedCard('12.00')
    const placed = await post(
      '/api/orders',
      validOrder({ customerEmail: email, giftCardCode: code, useStoreCredit: true }),
      { cookie },
    )
    expect(placed.statusCode, placed.body).toBe(201)
    const order = await orderRow(placed.json().id)
    expect(order).toMatchObject({ giftCardCents: 1200, storeCreditCents: 1000 })
    expect(placed.json().payment.amount).toBe(((order.totalAmountCents - 2200) / 100).toFixed(2))
    await post(
      '/api/payments/test-mode/confirm',
      { orderId: order.id, cardNumber: '4242424242424242' },
      { cookie },
    )
    const refund = await post(
      `/api/admin/orders/${order.id}/refunds`,
      { amount: '22.00', to: 'store_credit', idempotencyKey: randomUUID() },
      { cookie: testApp.staff },
    )
    expect(refund.statusCode, refund.body).toBe(200)
    const credit = await app().inject({
      method: 'GET',
      url: '/api/account/store-credit',
      headers: { cookie },
    })
    expect(credit.json().balance).toBe('22.00')

    // The accountant's files say how the order was paid and where the refund went.
    const day = await today()
    const csv = async (kind: 'orders' | 'refunds') =>
      (
        parse(
          (
            await app().inject({
              method: 'GET',
              url: exportUrl(kind, { from: day, to: day }),
              headers: { cookie: testApp.staff },
            })
          ).body.replace(/^\uFEFF/, ''),
          { columns: true },
        ) as Record<string, string>[]
      ).find((row) => row.Order === String(order.id))
    expect(await csv('orders')).toMatchObject({
      'Paid with gift card': '12.00',
      'Paid with store credit': '10.00',
    })
    expect(await csv('refunds')).toMatchObject({ Amount: '22.00', 'Refunded to': 'store credit' })
  })
})

describe('gift card codes', () => {
  it('slow guessing: after 10 misses from an address, even a right code waits', async () => {
    const { code } = await issuedCard('10.00')
    const address = nextTestAddress()
    for (let miss = 0; miss < maxMissesPerAddress; miss += 1) {
      const wrong = await post('/api/gift-cards/balance', { code: 'ABCDEFGHJKLMNPQR' }, { address })
      expect(wrong.statusCode).toBe(404)
      expect(wrong.json().fields.code).toBe('No gift card has this code. Check it and try again.')
    }
    const blocked = await post('/api/gift-cards/balance', { code }, { address })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(/^Too many gift card codes that did not match/)
    expect((await post('/api/gift-cards/balance', { code })).statusCode).toBe(200)
  })

  it('are issued and voided by staff only, and listed without their codes', async () => {
    const visitor = await post('/api/admin/gift-cards', { amount: '10' })
    expect(visitor.statusCode).toBe(401)
    const { id, code } = await issuedCard('25.00')
    const list = await app().inject({
      method: 'GET',
      url: `/api/admin/gift-cards?q=${code.slice(-4)}`,
      headers: { cookie: testApp.staff },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json()[0]).toMatchObject({
      id,
      lastFour: code.slice(-4),
      balance: '25.00',
      issueReason: 'County fair raffle',
    })
    expect(list.body).not.toContain(code)
    const noReason = await post(
      `/api/admin/gift-cards/${id}/void`,
      { reason: '' },
      { cookie: testApp.staff },
    )
    expect(noReason.json().fields.reason).toBe('Reason is required')
  })
})

describe('many orders spending one card at once', () => {
  it('take exactly what the card holds, never more', async () => {
    const { id, code } = await issuedCard('30.00')
    const carts = await Promise.all(Array.from({ length: 6 }, () => mangoVisitor(4)))
    const placed = await Promise.all(
      carts.map((cookie) => post('/api/orders', validOrder({ giftCardCode: code }), { cookie })),
    )
    const taken = await Promise.all(
      placed
        .filter((answer) => answer.statusCode === 201)
        .map(async (answer) => (await orderRow(answer.json().id)).giftCardCents),
    )
    for (const refused of placed.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fields.giftCardCode).toBe('This gift card has nothing left on it.')
    }
    expect(taken.reduce((sum, cents) => sum + cents, 0)).toBe(3000)
    expect((await cardRow(id)).balanceCents).toBe(0)
  })
})
