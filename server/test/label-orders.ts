import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { orders } from '../db/schema/orders'
import { productNamed, validOrder, visitorWithCart } from './checkout-helpers'
import { nextTestAddress } from './sign-in'

let orderCounter = 0

/**
 * A customer's order for the shipping-label tests, paid with the test card unless `pay` is false
 * (a paid order is confirmed at once): 2 jars of Wildflower Honey (16 oz jar) and one Glenn mango
 * tree (3-gallon pot) by Standard Shipping (any label service will do), to 41 Palm Hammock Lane,
 * Jensen Beach, FL 34957; or the `lines` given.
 */
export async function placeLabelOrder(
  app: FastifyInstance,
  options: {
    pay?: boolean
    shippingMethod?: string
    name?: string
    lines?: { product: string; quantity: number }[]
  } = {},
) {
  orderCounter += 1
  const stamp = `${process.pid}-${orderCounter}`
  const lines = options.lines ?? [
    { product: 'Wildflower Honey', quantity: 2 },
    { product: 'Grafted Mango Tree – Glenn', quantity: 1 },
  ]
  const { cookie } = await visitorWithCart(
    app,
    await Promise.all(
      lines.map(async (line) => ({
        productId: (await productNamed(app, line.product)).id,
        quantity: line.quantity,
      })),
    ),
  )
  const customerEmail = `label-${stamp}@example.com`
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({
      customerName: options.name ?? `Rosa Label ${orderCounter}`,
      customerEmail,
      shippingMethod: options.shippingMethod ?? 'standard_shipping',
    }),
    remoteAddress: nextTestAddress(),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const id = placed.json().id as number
  if (options.pay !== false) {
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId: id, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
  }
  return { id, customerEmail }
}

export async function orderStatusOf(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id))
  return row!.status
}
