import { describe, expect, it } from 'vitest'
import { and, asc, eq, like } from 'drizzle-orm'
import { productWaitlistEntrySchema } from '#contracts/product-waitlist'
import { cartItems } from '#server/db/schema/cart'
import { backInStockRequests, products } from '#server/db/schema/catalog'
import { emailOutbox } from '#server/db/schema/notifications'
import { orders } from '#server/db/schema/orders'
import { productWaitlistEntries } from '#server/db/schema/product-waitlists'
import { useTestApp } from '#server/test/use-test-app'
import {
  lapseReservation,
  placePaidOrder,
  validOrder,
  visitorIdOf,
  visitorWithCart,
} from '#server/test/checkout-helpers'
import { nextTestAddress, sessionCookieFrom } from '#server/test/sign-in'
import { backInStockMailOf } from './back-in-stock'
import { passProductWaitlistOffers } from './product-waitlist'

/*
 * Waitlists of sold-out products (issue 26, decision 0067): offers hold the stock, claims put the
 * held units in a cart, checkout spends them. The race runs on real PostgreSQL in CI
 * (TEST_DATABASE_URL); on the embedded PGlite the same requests take turns.
 */

const testApp = useTestApp({ staff: 'staff' })
const app = () => testApp.app

let productCount = 0
async function soldOutProduct(stockQuantity = 0) {
  productCount += 1
  const [product] = await app()
    .db.insert(products)
    .values({
      name: `Waitlist Honey ${productCount}`,
      category: 'honey',
      priceCents: 1400,
      unit: 'per jar',
      stockQuantity,
      inStock: stockQuantity > 0,
    })
    .returning()
  return product!
}

const join = (productId: number, email: string, quantity: number | string = 1, extra = {}) =>
  app().inject({
    method: 'POST',
    url: `/api/products/${productId}/waitlist`,
    payload: { customerName: `Waiting ${email}`, customerEmail: email, quantity, ...extra },
    remoteAddress: nextTestAddress(),
  })

const joined = async (productId: number, email: string, quantity = 1) => {
  const response = await join(productId, email, quantity)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().token as string
}

const restock = (productId: number, stockQuantity: number) =>
  app().inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    headers: { cookie: testApp.staff },
    payload: { stockQuantity, inStock: true },
  })

const entryAt = (token: string, action?: 'claim' | 'leave', cookie?: string) =>
  app().inject({
    method: action ? 'POST' : 'GET',
    url: `/api/product-waitlist/${encodeURIComponent(token)}${action ? `/${action}` : ''}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextTestAddress(),
  })

const entriesOf = (productId: number) =>
  app()
    .db.select()
    .from(productWaitlistEntries)
    .where(eq(productWaitlistEntries.productId, productId))
    .orderBy(asc(productWaitlistEntries.id))

const stockOf = async (productId: number) => {
  const [row] = await app().db.select().from(products).where(eq(products.id, productId))
  return { stockQuantity: row!.stockQuantity, inStock: row!.inStock }
}

const mailsTo = async (address: string) => {
  await app().jobs.runDueJobs()
  return app().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}

const tokenInMail = (text: string) => {
  const match = text.match(/\/products\/\d+\?waitlist=([\w.%-]+)/)
  if (!match) throw new Error('no waitlist link in the e-mail')
  return decodeURIComponent(match[1]!)
}

/** A visitor with an empty cart (the claim fills it). */
async function visitorCookie() {
  const product = await soldOutProduct(5)
  const { cookie } = await visitorWithCart(app(), [{ productId: product.id, quantity: 1 }])
  await app().inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } })
  return cookie
}

/** A visitor whose cart holds `quantity` of a product, sold out or not. */
async function cartOf(productId: number, quantity: number) {
  const cookie = await visitorCookie()
  const visitorId = await visitorIdOf(app(), cookie)
  await app().db.insert(cartItems).values({ sessionId: visitorId, productId, quantity })
  return cookie
}

const checkout = (cookie: string, email = 'buyer@example.com') =>
  app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ customerEmail: email }),
    remoteAddress: nextTestAddress(),
  })

const expire = (productId: number) =>
  app()
    .db.update(productWaitlistEntries)
    .set({ offerExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(productWaitlistEntries.productId, productId))

describe('joining a sold-out product’s waitlist', () => {
  it('refuses bad input naming the field, and stores nothing', async () => {
    const product = await soldOutProduct()
    const bad = await join(product.id, 'not-an-address', 0)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['customerEmail', 'quantity']),
    )
    const tooMany = await join(product.id, 'many@example.com', 100)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().fields.quantity).toBe('Quantity must be at most 99')
    const noName = await join(product.id, 'noname@example.com', 1, { customerName: ' ' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().fields).toHaveProperty('customerName')
    expect((await join(2_000_000, 'who@example.com')).statusCode).toBe(404)
    expect(await entriesOf(product.id)).toHaveLength(0)
  })

  it('sends a product with stock to the shop, and one without counted stock to the e-mail notice', async () => {
    const stocked = await soldOutProduct(3)
    const inStock = await join(stocked.id, 'instock@example.com', 2)
    expect(inStock.statusCode).toBe(409)
    expect(inStock.json().fields.quantity).toBe('3 in stock: you can order them now')
    // More than the shop has: the customer may wait for the rest.
    expect((await join(stocked.id, 'more@example.com', 4)).statusCode).toBe(201)

    const [uncounted] = await app()
      .db.insert(products)
      .values({ name: 'Uncounted Jam', category: 'honey', priceCents: 900, inStock: false })
      .returning()
    const refused = await join(uncounted!.id, 'jam@example.com')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('NO_WAITLIST')
  })

  it('keeps one open entry per address, e-mails its link, and ignores the honeypot', async () => {
    const product = await soldOutProduct()
    const token = await joined(product.id, 'Pat@Example.com', 2)
    const again = await join(product.id, 'pat@example.com', 1)
    expect(again.statusCode).toBe(409)
    expect(again.json().fields.customerEmail).toBe(
      'This e-mail address is already on the waitlist of this product',
    )
    const bot = await join(product.id, 'bot@example.com', 1, { website: 'x' })
    expect(bot.statusCode).toBe(201)
    expect(await entriesOf(product.id)).toHaveLength(1)

    const [mail] = await mailsTo('pat@example.com')
    expect(mail!.subject).toBe(`You are on the waitlist: ${product.name}`)
    expect(mail!.text).toContain(`You are on the waitlist for 2 × ${product.name}.`)
    expect(tokenInMail(mail!.text)).toBe(token)

    const view = productWaitlistEntrySchema.parse((await entryAt(token)).json())
    expect(view).toMatchObject({ status: 'waiting', ahead: 0, quantity: 2 })
    expect((await entryAt('p1.forged-token-that-is-not-signed-by-the-farm-0000')).statusCode).toBe(
      404,
    )
  })
})

describe('offers hold the stock', () => {
  it('a restock is offered to the first entries that fit before anyone else can buy it', async () => {
    const product = await soldOutProduct()
    const first = await joined(product.id, 'first@example.com', 2)
    const big = await joined(product.id, 'big@example.com', 5)
    const third = await joined(product.id, 'third@example.com', 1)
    await app()
      .db.insert(backInStockRequests)
      .values({
        productId: product.id,
        email: 'notice@example.com',
        unsubscribeToken: `t${product.id}-notice-0123456789abcdef`,
      })

    expect((await restock(product.id, 3)).statusCode).toBe(200)
    // 2 for the first, the group of 5 does not fit, 1 for the third: nothing left for sale.
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })
    const entries = await entriesOf(product.id)
    expect(entries.map((entry) => [entry.status, entry.heldQuantity])).toEqual([
      ['offered', 2],
      ['waiting', 0],
      ['offered', 1],
    ])
    const [offer] = (await mailsTo('first@example.com')).filter((mail) =>
      mail.subject.startsWith('Held for you'),
    )
    expect(offer!.subject).toBe(`Held for you: ${product.name}`)
    expect(offer!.text).toContain(`we are holding 2 × ${product.name} for you until`)
    expect(tokenInMail(offer!.text)).toBe(first)
    expect(await mailsTo('notice@example.com')).toHaveLength(0) // none is for sale
    expect((await entryAt(big)).json()).toMatchObject({ status: 'waiting', ahead: 0 })
    expect((await entryAt(third)).json().offerExpiresAt).not.toBeNull()

    // Another shopper finds it sold out.
    const refused = await checkout(await cartOf(product.id, 1))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('OUT_OF_STOCK')
  })

  it('a claimed offer is bought from the cart though the shop has none; a lapsed order gives it back', async () => {
    const product = await soldOutProduct()
    const token = await joined(product.id, 'claimer@example.com', 2)
    await restock(product.id, 2)
    const cookie = await visitorCookie()

    const claimed = await entryAt(token, 'claim', cookie)
    expect(claimed.statusCode, claimed.body).toBe(200)
    expect(claimed.json().status).toBe('claimed')
    const cart = await app().inject({ method: 'GET', url: '/api/cart', headers: { cookie } })
    const [line] = cart.json()
    // Held for this buyer: in stock for them though the shop has none.
    expect(line).toMatchObject({ quantity: 2, product: { id: product.id, inStock: true } })

    const placed = await checkout(cookie, 'claimer@example.com')
    expect(placed.statusCode, placed.body).toBe(201)
    const orderId = placed.json().id as number
    let [entry] = await entriesOf(product.id)
    expect(entry).toMatchObject({ status: 'ordered', orderId, heldQuantity: 0 })
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })

    // Not paid in 30 minutes: the units go back to the offer, still the claimer's to buy.
    expect(await lapseReservation(app(), orderId)).toBe(1)
    ;[entry] = await entriesOf(product.id)
    expect(entry).toMatchObject({ status: 'claimed', heldQuantity: 2, orderId: null })
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })
    const retried = await checkout(cookie, 'claimer@example.com')
    expect(retried.statusCode, retried.body).toBe(201)
    const paid = await app().inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId: retried.json().id, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect((await entryAt(token)).json().status).toBe('ordered')
    const [order] = await app().db.select().from(orders).where(eq(orders.id, retried.json().id))
    expect(order!.paymentStatus).toBe('paid')
  })

  it('an offer let go or lapsed passes to the next entry that fits', async () => {
    const product = await soldOutProduct()
    const first = await joined(product.id, 'letgo@example.com', 2)
    const second = await joined(product.id, 'next@example.com', 2)
    const third = await joined(product.id, 'later@example.com', 2)
    await restock(product.id, 2)
    expect((await entryAt(first)).json().status).toBe('offered')

    const left = await entryAt(first, 'leave')
    expect(left.json().status).toBe('left')
    expect((await entryAt(second)).json().status).toBe('offered')
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })
    expect((await entryAt(first, 'claim', await visitorCookie())).statusCode).toBe(409)

    await expire(product.id)
    await passProductWaitlistOffers(app().db, backInStockMailOf(app()))
    expect((await entryAt(second)).json().status).toBe('expired')
    expect((await entryAt(third)).json().status).toBe('offered')
    const lapsedClaim = await entryAt(second, 'claim', await visitorCookie())
    expect(lapsedClaim.statusCode).toBe(409)
    expect(lapsedClaim.json().code).toBe('NO_OFFER')
  })

  it('a cancelled paid order’s units go to the waitlist; staff see and manage each list', async () => {
    const product = await soldOutProduct(2)
    const orderIds = [
      await placePaidOrder(app(), [{ productId: product.id, quantity: 1 }], {}),
      await placePaidOrder(app(), [{ productId: product.id, quantity: 1 }], {}),
    ]
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })
    await joined(product.id, 'cancel-first@example.com', 1)
    await joined(product.id, 'cancel-second@example.com', 1)
    await joined(product.id, 'cancel-third@example.com', 1)

    for (const orderId of orderIds) {
      const cancelled = await app().inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}`,
        headers: { cookie: testApp.staff },
        payload: { status: 'cancelled' },
      })
      expect(cancelled.statusCode, cancelled.body).toBe(200)
    }
    expect((await entriesOf(product.id)).map((entry) => entry.status)).toEqual([
      'offered',
      'offered',
      'waiting',
    ])

    const anonymous = await app().inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}/waitlist`,
    })
    expect(anonymous.statusCode).toBe(401)
    const list = await app().inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}/waitlist`,
      headers: { cookie: testApp.staff },
    })
    expect(list.json().map((entry: { customerEmail: string }) => entry.customerEmail)).toEqual([
      'cancel-first@example.com',
      'cancel-second@example.com',
      'cancel-third@example.com',
    ])
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/admin/product-waitlist/${list.json()[0].id}`,
      headers: { cookie: testApp.staff },
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().map((entry: { status: string }) => entry.status)).toEqual([
      'left',
      'offered',
      'offered',
    ])
    const unknown = await app().inject({
      method: 'DELETE',
      url: '/api/admin/product-waitlist/2000000',
      headers: { cookie: testApp.staff },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('taking a product off the shop closes its waitlist and tells those waiting', async () => {
    const product = await soldOutProduct()
    const token = await joined(product.id, 'closed@example.com', 1)
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { cookie: testApp.staff },
    })
    expect(removed.statusCode).toBeLessThan(300)
    expect((await entryAt(token)).json().status).toBe('closed')
    const mails = await mailsTo('closed@example.com')
    expect(mails.map((mail) => mail.subject)).toContain(`No longer sold: ${product.name}`)
  })
})

describe('units are never promised twice', () => {
  it('50 waiting, 5 cancellations and 5 job runs at once: exactly 5 offers, each bought once', async () => {
    const product = await soldOutProduct(5)
    const paidOrders: number[] = []
    for (let n = 0; n < 5; n++) {
      paidOrders.push(
        await placePaidOrder(app(), [{ productId: product.id, quantity: 1 }], {
          customerEmail: `race-paid${n}@example.com`,
        }),
      )
    }
    const tokens: string[] = []
    for (let n = 0; n < 50; n++) tokens.push(await joined(product.id, `race-wait${n}@example.com`))

    const mail = backInStockMailOf(app())
    const answers = await Promise.all([
      ...paidOrders.map((id) =>
        app().inject({
          method: 'PATCH',
          url: `/api/admin/orders/${id}`,
          headers: { cookie: testApp.staff },
          payload: { status: 'cancelled' },
        }),
      ),
      ...paidOrders.map(() => passProductWaitlistOffers(app().db, mail)),
    ])
    for (const answer of answers.slice(0, 5))
      expect((answer as { statusCode: number }).statusCode).toBe(200)

    const after = await entriesOf(product.id)
    expect(after.filter((entry) => entry.status === 'offered').map((e) => e.customerEmail)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `race-wait${n}@example.com`),
    )
    expect(after.filter((entry) => entry.status === 'waiting')).toHaveLength(45)
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })
    await app().jobs.runDueJobs()
    const offerMails = await app()
      .db.select()
      .from(emailOutbox)
      .where(
        and(
          like(emailOutbox.toAddress, 'race-wait%'),
          eq(emailOutbox.subject, `Held for you: ${product.name}`),
        ),
      )
    expect(offerMails).toHaveLength(5)

    // Each offer claimed in two browsers, then all ten carts check out at once.
    const carts: string[] = []
    for (const token of [...tokens.slice(0, 5), ...tokens.slice(0, 5)]) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/product-waitlist/${token}/claim`,
        remoteAddress: nextTestAddress(),
      })
      expect(response.statusCode, response.body).toBe(200)
      carts.push(sessionCookieFrom(response.headers['set-cookie']))
    }
    const placed = await Promise.all(carts.map((cookie) => checkout(cookie)))
    const statuses = placed.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409])
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 0, inStock: false })
    const ordered = (await entriesOf(product.id)).filter((entry) => entry.status === 'ordered')
    expect(ordered).toHaveLength(5)
    expect(new Set(ordered.map((entry) => entry.orderId)).size).toBe(5)
  })
})
