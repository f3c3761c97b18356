import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { orders } from '#server/db/schema/orders'
import { badRequest, conflict } from '#server/http/http-error'
import { centsToDecimal, decimalToCents } from '#server/lib/money'
import {
  admitUnpaidOrder,
  claimIdempotencyKey,
  ensurePayment,
  insertOrderWithItems,
  mergedQuantities,
  pricedLineOf,
  reserveLines,
  uniqueProducts,
  type Buyer,
  type PricedLine,
} from '#server/domains/checkout/public'
import { taxOfSale } from '#server/domains/sales-tax/public'
import type { FarmStandDeps } from './farm-stand-deps'
import { isGenuineCustomPayment, qrSigningSecret } from './qr-signing'
import { farmStandMethod } from '#contracts/checkout'

export interface PortalPaymentInput {
  customerName: string
  customerEmail: string
  items: { productId: number; quantity: number }[]
  customPayment?: { amount: string; description: string; sig: string } | null
  idempotencyKey: string
}

/**
 * The farm-stand portal: the server prices the chosen products (and a custom amount only when its
 * QR signature is genuine), reserves stock, writes the order and opens a hosted payment page.
 * Like checkout, the same idempotency key answers the same order; each new one is a purchase of
 * its own, within the caps of `unpaid-holds.ts`.
 */
export async function placePortalOrder(
  deps: FarmStandDeps,
  buyer: Buyer,
  input: PortalPaymentInput,
  clientAddress: string,
) {
  const order = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const key = await claimIdempotencyKey(tx, 'farm-stand', input.idempotencyKey, buyer)
    if (key.kind === 'existing') {
      const [existing] = await tx.select().from(orders).where(eq(orders.id, key.orderId))
      return existing!
    }

    const held = await admitUnpaidOrder(
      tx,
      { visitorId: buyer.visitorId, address: clientAddress },
      { replaceEarlier: false, addressFactor: deps.rateLimitFactor },
    )
    const quantities = mergedQuantities(input.items)

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

    const lines: PricedLine[] = uniqueProducts(rows).map((row) =>
      pricedLineOf(row, quantities.get(row.id)!),
    )
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
        // The stand's staff sign the whole amount to pay: it is not taxed again.
        taxClass: 'exempt_food',
      })
    }

    await reserveLines(tx, lines, held)
    const { tax } = await taxOfSale(tx, { lines, shippingCents: 0, deliverTo: 'farm' })
    const placed = await insertOrderWithItems(tx, {
      buyer,
      clientAddress,
      customer: input,
      shippingAddress: { street: 'In person at the farm stand', city: '', state: '', zipCode: '' },
      shippingMethod: farmStandMethod,
      shippingCostCents: 0,
      specialInstructions: null,
      paymentProvider: deps.payments.kind,
      lines,
      tax: tax!,
    })
    await key.bindOrder(placed.id)
    return placed
  })

  const hosted = await deps.payments.createHostedCheckout({
    orderId: order.id,
    amountCents: order.totalAmountCents,
    customerEmail: order.customerEmail,
    description: `Groveside Farm stand order #${order.id}`,
    successUrl: `${deps.publicUrl}/order-confirmation?order=${order.id}`,
    cancelUrl: `${deps.publicUrl}/qr-payment`,
  })
  if (deps.payments.kind === 'test') await ensurePayment(deps, order.id)
  else
    await deps.db.update(orders).set({ paymentProvider: 'stripe' }).where(eq(orders.id, order.id))
  return {
    orderId: order.id,
    total: centsToDecimal(order.totalAmountCents),
    checkoutUrl: hosted.url,
  }
}
