import type { FastifyInstance } from 'fastify'
import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { products } from '../db/schema/catalog'
import { cartItems } from '../db/schema/cart'
import { sessions } from '../db/schema/identity'
import { orders } from '../db/schema/orders'
import { orderDepsOf } from '../domains/orders/order-deps'
import { releaseLapsedReservations } from '../domains/orders/reservation-release'
import { sessionCookieFrom, nextTestAddress } from './sign-in'

export const validOrder = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Rosa Alvarez',
  customerEmail: 'rosa@example.com',
  customerPhone: '772-555-0142',
  shippingAddress: {
    street: '41 Palm Hammock Lane',
    city: 'Jensen Beach',
    state: 'FL',
    zipCode: '34957',
  },
  // Refrigerated Shipping takes every cart (fresh fruit ships only cold or local: decision 0016).
  shippingMethod: 'refrigerated_shipping',
  specialInstructions: 'Leave by the gate',
  idempotencyKey: randomUUID(),
  ...overrides,
})

export async function productNamed(app: FastifyInstance, name: string) {
  const [row] = await app.db.select().from(products).where(eq(products.name, name))
  if (!row) throw new Error(`No seeded product named ${name}`)
  return row
}

/**
 * A visitor whose cart holds exactly these lines: the session comes from the cart API, the lines
 * are then written straight to the cart table (the cart API is tested on its own).
 */
export async function visitorWithCart(
  app: FastifyInstance,
  lines: { productId: number; quantity: number }[],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { productId: lines[0]!.productId, quantity: 1 },
    remoteAddress: nextTestAddress(),
  })
  const cookie = sessionCookieFrom(response.headers['set-cookie'])
  const visitorId = await visitorIdOf(app, cookie)
  await app.db.delete(cartItems).where(eq(cartItems.sessionId, visitorId))
  await app.db.insert(cartItems).values(
    lines.map((entry) => ({
      sessionId: visitorId,
      productId: entry.productId,
      quantity: entry.quantity,
    })),
  )
  return { cookie, visitorId }
}

/** The visitor id stored in the session a cookie carries. */
export async function visitorIdOf(app: FastifyInstance, cookie: string) {
  const token = cookie.slice(cookie.indexOf('=') + 1)
  const sid = createHash('sha256').update(token).digest('hex')
  const [row] = await app.db.select().from(sessions).where(eq(sessions.sid, sid))
  const visitorId = (row?.sess as { visitorId?: string } | undefined)?.visitorId
  if (!visitorId) throw new Error('No session for this cookie')
  return visitorId
}

/** Lets an unpaid order's 30-minute hold run out and runs the release job; answers how many it released. */
export async function lapseReservation(app: FastifyInstance, orderId: number) {
  await app.db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId))
  return releaseLapsedReservations(orderDepsOf(app))
}

/**
 * A visitor's order of `pounds` of Haden Mangos ($4.50/lb), placed as the checkout places it and
 * paid with the test card: its id. `order` overrides the fields of `validOrder`.
 */
export async function placePaidMangoOrder(
  app: FastifyInstance,
  order: Record<string, unknown>,
  pounds = 2,
): Promise<number> {
  const mangos = await productNamed(app, 'Haden Mangos')
  return placePaidOrder(app, [{ productId: mangos.id, quantity: pounds }], order)
}

/** A visitor's order of these cart lines, placed as the checkout places it and paid: its id. */
export async function placePaidOrder(
  app: FastifyInstance,
  lines: { productId: number; quantity: number }[],
  order: Record<string, unknown>,
): Promise<number> {
  const { cookie } = await visitorWithCart(app, lines)
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder(order),
    remoteAddress: nextTestAddress(),
  })
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`)
  const id = placed.json().id as number
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    headers: { cookie },
    payload: { orderId: id, cardNumber: '4242424242424242' },
    remoteAddress: nextTestAddress(),
  })
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.body}`)
  return id
}
