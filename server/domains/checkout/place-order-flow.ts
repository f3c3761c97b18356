import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { cartItems } from '../../db/schema/cart'
import { products, type ProductRow } from '../../db/schema/catalog'
import {
  idempotencyKeys,
  orderItems,
  orders,
  payments,
  type OrderRow,
} from '../../db/schema/orders'
import { HttpError, badRequest, conflict } from '../../http/http-error'
import { centsToDecimal } from '../../lib/money'
import type { PlaceOrderResponse } from '../../../contracts/checkout'
import { reserveStock } from '../catalog/stock'
import { quoteShipping } from '../shipping/shipping-rules'
import { deliveryZipCodes, findShippingOption } from '../shipping/shipping-queries'

/** Who is buying: the visitor (always) and the signed-in customer (when there is one). */
export interface Buyer {
  visitorId: string
  userId: string | null
}

export interface PlaceOrderInput {
  customerName: string
  customerEmail: string
  customerPhone: string
  shippingAddress: { street: string; city: string; state: string; zipCode: string }
  shippingMethod: string
  specialInstructions?: string | null
  idempotencyKey: string
}

/** An unpaid order holds its stock this long before the release job gives it back. */
export const reservationMinutes = 30

export const cartOwnerCondition = (buyer: Buyer) =>
  buyer.userId
    ? eq(cartItems.userId, buyer.userId)
    : and(isNull(cartItems.userId), eq(cartItems.sessionId, buyer.visitorId))

export const isBuyerOf = (order: Pick<OrderRow, 'sessionId' | 'userId'>, buyer: Buyer) =>
  order.sessionId === buyer.visitorId || (buyer.userId !== null && order.userId === buyer.userId)

/** The buyer's cart lines with the product as it is in the database now. */
export async function pricedCart(db: Db, buyer: Buyer) {
  return db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(cartOwnerCondition(buyer))
    .orderBy(asc(cartItems.productId))
}

/** Subtotal and shipping of the buyer's cart, or why the method cannot be used. */
export async function quoteCart(db: Db, buyer: Buyer, shippingMethod?: string, zipCode?: string) {
  const lines = await pricedCart(db, buyer)
  const subtotalCents = lines.reduce(
    (sum, { line, product }) => sum + product.priceCents * line.quantity,
    0,
  )
  const itemCount = lines.reduce((sum, { line }) => sum + line.quantity, 0)
  if (!shippingMethod) return { itemCount, subtotalCents, shippingCents: null, problem: null }
  const option = await findShippingOption(db, shippingMethod)
  if (!option)
    return {
      itemCount,
      subtotalCents,
      shippingCents: null,
      problem: 'Please select a shipping method',
    }
  const quote = quoteShipping(option, {
    subtotalCents,
    zipCode,
    deliveryZipCodes: await deliveryZipCodes(db),
  })
  return quote.ok
    ? { itemCount, subtotalCents, shippingCents: quote.costCents, problem: null }
    : { itemCount, subtotalCents, shippingCents: null, problem: quote.problem }
}

/**
 * Placing an order: cart → prices → shipping → stock → order → payment. Prices, shipping and the
 * total come from the database; the same idempotency key always answers the same order and
 * payment. Tracked stock is reserved atomically (never below zero) and released by the
 * payment-failure path, a cancellation, or the 30-minute release job.
 */
export async function placeOrder(
  app: FastifyInstance,
  buyer: Buyer,
  input: PlaceOrderInput,
): Promise<PlaceOrderResponse> {
  const { orderId } = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [key] = await tx
      .insert(idempotencyKeys)
      .values({ scope: 'checkout', key: input.idempotencyKey })
      .onConflictDoNothing()
      .returning()
    if (!key) return { orderId: await orderOfExistingKey(tx, buyer, input.idempotencyKey) }

    const lines = await pricedCart(tx, buyer)
    if (lines.length === 0) throw badRequest('Your cart is empty', { cart: 'Your cart is empty' })

    const unavailable = lines.filter(({ product }) => !product.active || !product.inStock)
    if (unavailable.length > 0) {
      throw conflict(
        'OUT_OF_STOCK',
        `Sorry, these can't be ordered right now: ${unavailable.map(({ product }) => product.name).join(', ')}`,
        Object.fromEntries(
          unavailable.map(({ product }) => [
            `items.${product.id}`,
            `${product.name} is out of stock`,
          ]),
        ),
      )
    }

    const subtotalCents = lines.reduce(
      (sum, { line, product }) => sum + product.priceCents * line.quantity,
      0,
    )
    const option = await findShippingOption(tx, input.shippingMethod)
    if (!option)
      throw badRequest('Please select a shipping method', {
        shippingMethod: 'Please select a shipping method',
      })
    const quote = quoteShipping(option, {
      subtotalCents,
      zipCode: input.shippingAddress.zipCode,
      deliveryZipCodes: await deliveryZipCodes(tx),
    })
    if (!quote.ok) throw badRequest(quote.problem, { shippingMethod: quote.problem })

    const priced = lines.map(({ line, product }) => pricedLineOf(product, line.quantity))
    await reserveLines(tx, priced)
    const order = await insertOrderWithItems(tx, {
      buyer,
      customer: input,
      shippingAddress: input.shippingAddress,
      shippingMethod: option.code,
      shippingCostCents: quote.costCents,
      specialInstructions: input.specialInstructions || null,
      paymentProvider: app.payments.kind,
      lines: priced,
    })
    await tx
      .update(idempotencyKeys)
      .set({ orderId: order.id })
      .where(eq(idempotencyKeys.id, key.id))
    return { orderId: order.id }
  })

  return { id: orderId, payment: await ensurePayment(app, orderId) }
}

/** One order line priced by the server: a product, or a signed custom amount (productId null). */
export interface PricedLine {
  productId: number | null
  name: string
  unit: string | null
  priceCents: number
  quantity: number
}

export const pricedLineOf = (product: ProductRow, quantity: number): PricedLine => ({
  productId: product.id,
  name: product.name,
  unit: product.unit,
  priceCents: product.priceCents,
  quantity,
})

/**
 * Reserves tracked stock for every line, or throws 409 naming the product that is short. Call it
 * with lines in product-id order so simultaneous orders lock rows in the same order (no deadlocks).
 */
export async function reserveLines(tx: Db, lines: PricedLine[]) {
  for (const { productId, name, quantity } of lines) {
    if (productId !== null && !(await reserveStock(tx, productId, quantity))) {
      throw conflict('OUT_OF_STOCK', `Sorry, there is not enough ${name} left for this order.`, {
        [`items.${productId}`]: `Not enough ${name} left`,
      })
    }
  }
}

/** Writes a pending, unpaid order and its lines, priced from the product rows. */
export async function insertOrderWithItems(
  tx: Db,
  order: {
    buyer: Buyer
    customer: { customerName: string; customerEmail: string; customerPhone?: string | null }
    shippingAddress: OrderRow['shippingAddress']
    shippingMethod: string
    shippingCostCents: number
    specialInstructions: string | null
    paymentProvider: string
    lines: PricedLine[]
  },
) {
  const subtotalCents = order.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.buyer.userId,
      sessionId: order.buyer.visitorId,
      customerName: order.customer.customerName,
      customerEmail: order.customer.customerEmail,
      customerPhone: order.customer.customerPhone ?? null,
      shippingAddress: order.shippingAddress,
      shippingMethod: order.shippingMethod,
      shippingCostCents: order.shippingCostCents,
      subtotalCents,
      totalAmountCents: subtotalCents + order.shippingCostCents,
      specialInstructions: order.specialInstructions,
      paymentProvider: order.paymentProvider,
      reservedUntil: new Date(Date.now() + reservationMinutes * 60_000),
    })
    .returning()
  await tx.insert(orderItems).values(
    order.lines.map((line) => ({
      orderId: row!.id,
      productId: line.productId,
      productName: line.name,
      unit: line.unit,
      quantity: line.quantity,
      pricePerUnitCents: line.priceCents,
      totalPriceCents: line.priceCents * line.quantity,
    })),
  )
  return row!
}

async function orderOfExistingKey(tx: Db, buyer: Buyer, idempotencyKey: string) {
  const [existing] = await tx
    .select({ key: idempotencyKeys, order: orders })
    .from(idempotencyKeys)
    .leftJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(and(eq(idempotencyKeys.scope, 'checkout'), eq(idempotencyKeys.key, idempotencyKey)))
  if (!existing?.order)
    throw conflict('CHECKOUT_IN_PROGRESS', 'This order is already being placed.')
  if (!isBuyerOf(existing.order, buyer)) {
    throw conflict(
      'IDEMPOTENCY_KEY_REUSED',
      'This checkout key belongs to another order. Please reload the page.',
    )
  }
  return existing.order.id
}

/** The order's payment, created with the provider on first call (retries answer the same one). */
export async function ensurePayment(app: FastifyInstance, orderId: number) {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found')
  let [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1)
  let clientSecret: string | null = null
  if (!payment) {
    const created = await app.payments.createPayment({
      orderId,
      amountCents: order.totalAmountCents,
      customerEmail: order.customerEmail,
      description: `Groveside Farm order #${orderId}`,
    })
    clientSecret = created.clientSecret
    await app.db
      .insert(payments)
      .values({
        orderId,
        provider: app.payments.kind,
        providerReference: created.reference,
        amountCents: order.totalAmountCents,
        status: created.status,
      })
      .onConflictDoNothing()
    ;[payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1)
  } else if (payment.providerReference) {
    clientSecret = await app.payments.clientSecretFor(payment.providerReference)
  }
  return {
    provider: app.payments.kind,
    status: payment!.status,
    amount: centsToDecimal(payment!.amountCents),
    clientSecret,
  }
}
