import type { z } from 'zod'
import { addCalendarDays } from '#contracts/farm-time'
import { maxGiftCardDaysAhead, type giftCardPurchaseSchema } from '#contracts/gift-cards'
import { giftCardMethod } from '#contracts/order-states'
import type { PlaceOrderResponse } from '#contracts/checkout'
import type { Db } from '#server/db/client'
import { giftCards } from '#server/db/schema/gift-cards'
import { badRequest } from '#server/http/http-error'
import { decimalToCents } from '#server/lib/money'
import {
  admitUnpaidOrder,
  claimIdempotencyKey,
  ensurePayment,
  insertOrderWithItems,
  type Buyer,
  type CheckoutDeps,
} from '#server/domains/checkout/public'
import { newGiftCardCode, giftCardCodeHash } from './gift-card-codes'
import { farmTodayOf, sendOnProblem } from './gift-card-ledger'

/** Where a gift card order "goes": the card is e-mailed to its recipient. */
const emailDelivery = { street: 'E-mailed gift card', city: '', state: '', zipCode: '' }

/** A gift card is money held for later, not a sale of goods: no sales tax (decision 0066). */
const noTax = {
  taxCents: 0,
  surtaxCents: 0,
  taxableCents: 0,
  surtaxableCents: 0,
  taxRateBp: 0,
  surtaxRateBp: 0,
  taxState: '',
  taxCounty: null,
}

/** The day a card is e-mailed must be from today to a year ahead (400 naming `sendOn`). */
export async function checkSendOn(db: Db, sendOn: string) {
  const today = await farmTodayOf(db)
  const problem = sendOnProblem(sendOn, today, addCalendarDays(today, maxGiftCardDaysAhead))
  if (problem) throw badRequest(problem, { sendOn: problem })
}

/**
 * POST /api/gift-cards: an order of one card for its amount, with no shipping and no tax, paid as
 * any order is (the same idempotency and unpaid-order caps). The card waits, unusable, with its
 * code kept for the e-mail until the payment arrives (`activatePurchasedGiftCards`).
 */
export async function buyGiftCard(
  deps: Pick<CheckoutDeps, 'db' | 'payments' | 'rateLimitFactor'>,
  buyer: Buyer,
  input: z.output<typeof giftCardPurchaseSchema>,
  clientAddress: string,
): Promise<PlaceOrderResponse> {
  const { orderId } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const key = await claimIdempotencyKey(tx, 'gift-card', input.idempotencyKey, buyer)
    if (key.kind === 'existing') return { orderId: key.orderId }
    await checkSendOn(tx, input.sendOn)
    await admitUnpaidOrder(
      tx,
      { visitorId: buyer.visitorId, address: clientAddress },
      { replaceEarlier: false, addressFactor: deps.rateLimitFactor },
    )
    const amountCents = decimalToCents(input.amount)!
    const order = await insertOrderWithItems(tx, {
      buyer,
      clientAddress,
      customer: { customerName: input.senderName, customerEmail: input.senderEmail },
      shippingAddress: emailDelivery,
      shippingMethod: giftCardMethod,
      shippingCostCents: 0,
      specialInstructions: null,
      paymentProvider: deps.payments.kind,
      lines: [
        {
          productId: null,
          name: `Gift card for ${input.recipientName}`,
          unit: null,
          priceCents: amountCents,
          quantity: 1,
          taxClass: 'exempt_food',
        },
      ],
      tax: noTax,
    })
    const code = newGiftCardCode()
    await tx.insert(giftCards).values({
      codeHash: giftCardCodeHash(code),
      lastFour: code.slice(-4),
      status: 'pending',
      initialCents: amountCents,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      senderName: input.senderName,
      message: input.message ?? null,
      sendOn: input.sendOn,
      deliveryCode: code,
      purchaseOrderId: order.id,
    })
    await key.bindOrder(order.id)
    return { orderId: order.id }
  })
  return { id: orderId, payment: await ensurePayment(deps, orderId) }
}
