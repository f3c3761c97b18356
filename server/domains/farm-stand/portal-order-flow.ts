import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalog'
import { orders } from '../../db/schema/orders'
import { badRequest, conflict } from '../../http/http-error'
import { centsToDecimal, decimalToCents } from '../../lib/money'
import type { Buyer, PricedLine } from '../checkout/place-order-flow'
import {
  ensurePayment,
  insertOrderWithItems,
  pricedLineOf,
  reserveLines,
} from '../checkout/place-order-flow'
import { isGenuineCustomPayment, qrSigningSecret } from './qr-signing'
import { farmStandMethod } from '../shipping/shipping-rules'

export interface PortalPaymentInput {
  customerName: string
  customerEmail: string
  items: { productId: number; quantity: number }[]
  customPayment?: { amount: string; description: string; sig: string } | null
}

/**
 * The farm-stand portal: the server prices the chosen products (and a custom amount only when its
 * QR signature is genuine), reserves stock, writes the order and opens a hosted payment page.
 */
export async function placePortalOrder(
  app: FastifyInstance,
  buyer: Buyer,
  input: PortalPaymentInput,
) {
  const order = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const quantities = new Map<number, number>()
    for (const item of input.items)
      quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity)

    const rows = quantities.size
      ? await tx
          .select()
          .from(products)
          .where(and(inArray(products.id, [...quantities.keys()]), eq(products.active, true)))
      : []
    const missing = [...quantities.keys()].filter((id) => !rows.some((row) => row.id === id))
    if (missing.length)
      throw conflict(
        'UNKNOWN_PRODUCT',
        'Some items are no longer sold.',
        Object.fromEntries(missing.map((id) => [`items.${id}`, 'Not sold any more'])),
      )
    const outOfStock = rows.filter((row) => !row.inStock)
    if (outOfStock.length) {
      throw conflict(
        'OUT_OF_STOCK',
        `Sorry, these can't be bought right now: ${outOfStock.map((row) => row.name).join(', ')}`,
        Object.fromEntries(
          outOfStock.map((row) => [`items.${row.id}`, `${row.name} is out of stock`]),
        ),
      )
    }

    const lines: PricedLine[] = rows
      .sort((a, b) => a.id - b.id)
      .map((row) => pricedLineOf(row, quantities.get(row.id)!))
    if (input.customPayment) {
      if (!isGenuineCustomPayment(await qrSigningSecret(tx), input.customPayment)) {
        throw badRequest('This payment QR code is not valid. Please ask at the farm stand.', {
          customPayment: 'Invalid QR code',
        })
      }
      lines.push({
        productId: null,
        name: input.customPayment.description,
        unit: null,
        priceCents: decimalToCents(input.customPayment.amount)!,
        quantity: 1,
      })
    }

    await reserveLines(tx, lines)
    return insertOrderWithItems(tx, {
      buyer,
      customer: input,
      shippingAddress: { street: 'In person at the farm stand', city: '', state: '', zipCode: '' },
      shippingMethod: farmStandMethod,
      shippingCostCents: 0,
      specialInstructions: null,
      paymentProvider: app.payments.kind,
      lines,
    })
  })

  const hosted = await app.payments.createHostedCheckout({
    orderId: order.id,
    amountCents: order.totalAmountCents,
    customerEmail: order.customerEmail,
    description: `Groveside Farm stand order #${order.id}`,
    successUrl: `${app.config.publicUrl}/order-confirmation?order=${order.id}`,
    cancelUrl: `${app.config.publicUrl}/qr-payment`,
  })
  if (app.payments.kind === 'test') await ensurePayment(app, order.id)
  else await app.db.update(orders).set({ paymentProvider: 'stripe' }).where(eq(orders.id, order.id))
  return {
    orderId: order.id,
    total: centsToDecimal(order.totalAmountCents),
    checkoutUrl: hosted.url,
  }
}
