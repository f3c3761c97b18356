import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '#server/db/client'
import { cartItems } from '#server/db/schema/cart'
import { orderItems, orders, type OrderRow } from '#server/db/schema/orders'
import { payments, processedWebhookEvents } from '#server/db/schema/payments'
import { HttpError, badRequest, notFound } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import { reserveStock } from '#server/domains/catalog/public'
import { retakePickupPlace } from '#server/domains/pickup/public'
import { isBuyerOf, orderPickupOf, type Buyer } from '#server/domains/checkout/public'
import type { Mail } from '#server/domains/notifications/public'
import {
  claimedCardRefundCents,
  newOrderNotice,
  pickupLinkOf,
  readOrderMailContext,
  receiptMail,
  recordOrderEvent,
  recordReportedRefunds,
  refundOrder,
  type RefundDeps,
  type ReportedRefund,
} from '#server/domains/orders/public'
import { farmNotificationAddress } from '#server/domains/engagement/public'
import { issueInvoice } from '#server/domains/invoices/public'
import { farmStandMethod } from '#contracts/checkout'
import { giftCardMethod } from '#contracts/order-states'
import { activatePurchasedGiftCards } from '#server/domains/gift-cards/public'
import { testCardOutcome } from '#server/providers/payments/test-mode-provider'

/** What recording a payment's outcome works with: the database and the e-mail queue. */
export interface PaymentOutcomeDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  /** The shop's address, for the links in the receipt. */
  publicUrl: string
}

type Outcome = {
  changed: boolean
  order: OrderRow | null
  /** Paid after it was cancelled: the caller refunds it once the transaction is done. */
  paidAfterCancel?: boolean
}

async function statusOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row ?? null
}

/**
 * One payment outcome on an order: a conditional UPDATE of the order (`set`, only while every
 * condition of `when` holds), its payment rows set to `payment`, and the change in the order's
 * history. Null when the order was not in that state (a repeat, or too late): nothing is written.
 */
async function changeOrderPayment(
  tx: Db,
  orderId: number,
  change: {
    set: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'reservedUntil'>>
    when: SQL[]
    payment: 'succeeded' | 'failed'
    event: Parameters<typeof recordOrderEvent>[2]
  },
): Promise<OrderRow | null> {
  const previous = await statusOf(tx, orderId)
  const [order] = await tx
    .update(orders)
    .set({ ...change.set, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), ...change.when))
    .returning()
  if (!order) return null
  await tx
    .update(payments)
    .set({ status: change.payment, updatedAt: new Date() })
    .where(eq(payments.orderId, orderId))
  if (previous) await recordOrderEvent(tx, orderId, change.event, previous, order)
  return order
}

/**
 * The one path for a successful payment, from the test-mode form or a Stripe webhook: the order
 * becomes confirmed and paid, its stock stays reserved, the buyer's cart is emptied, and a receipt
 * (to the customer) and a new-order note (to the farm) go out through the jobs table. Repeats are
 * no-ops: one conditional UPDATE decides, so two simultaneous successes confirm once. A cancelled
 * order (lapsed, replaced or cancelled by staff) is never confirmed: see `recordLatePayment`.
 */
export async function recordPaymentSucceeded(
  deps: PaymentOutcomeDeps,
  orderId: number,
  db: Db = deps.db,
): Promise<Outcome> {
  const run = async (tx: Db): Promise<Outcome> => {
    const order = await changeOrderPayment(tx, orderId, {
      set: { status: 'confirmed', paymentStatus: 'paid', reservedUntil: null },
      when: [sql`${orders.paymentStatus} <> 'paid'`, ne(orders.status, 'cancelled')],
      payment: 'succeeded',
      event: 'paid',
    })
    if (!order) return recordLatePayment(deps, tx, orderId)
    await issueInvoice(tx, orderId)
    if (order.shippingMethod === giftCardMethod) {
      // A bought gift card is usable now and e-mailed on its day: nothing is left to hand over.
      await activatePurchasedGiftCards(deps, tx, orderId)
      await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId))
    }

    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    let stockNote = ''
    if (order.stockReleasedAt) {
      // Paid after the reservation lapsed: take the stock again if it is still there.
      const short: string[] = []
      for (const line of [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
        if (line.productId !== null && !(await reserveStock(tx, line.productId, line.quantity))) {
          short.push(line.productName)
        }
      }
      await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, orderId))
      if (short.length)
        stockNote = `\n\nATTENTION: paid after its reservation lapsed; not enough stock left for: ${short.join(', ')}.`
      if (
        order.pickupWindowId !== null &&
        order.pickupDate !== null &&
        (await retakePickupPlace(tx, { windowId: order.pickupWindowId, date: order.pickupDate }))
      ) {
        stockNote += `\n\nATTENTION: paid after its reservation lapsed; its pickup window on ${order.pickupDate} is now over its cap.`
      }
    }

    const ownerCondition = order.userId
      ? or(
          eq(cartItems.userId, order.userId),
          and(isNull(cartItems.userId), eq(cartItems.sessionId, order.sessionId ?? '')),
        )
      : and(isNull(cartItems.userId), eq(cartItems.sessionId, order.sessionId ?? ''))
    // Farm-stand orders were not made from the cart, so the buyer's online cart stays as it is.
    if (order.shippingMethod !== farmStandMethod) await tx.delete(cartItems).where(ownerCondition)

    // Review requests wait for the order to be delivered (decision 0042), not for the payment.
    const context = await readOrderMailContext(tx)
    const pickupLink = orderPickupOf(order)
      ? await pickupLinkOf(tx, deps.publicUrl, order.id)
      : null
    await deps.mail.queue(receiptMail(order, lines, context, pickupLink), { db: tx })
    await deps.mail.queue(
      newOrderNotice(await farmNotificationAddress(tx), order, lines, context, stockNote),
      { db: tx },
    )
    return { changed: true, order }
  }
  // Inside a caller's transaction (the webhook) this nests as a savepoint.
  return db.transaction((tx) => run(tx as unknown as Db))
}

/**
 * Money for an order that was cancelled before it arrived (its stock may be sold by now): the
 * order stays cancelled and is marked paid, and the buyer is told that it will be refunded
 * (decision 0015); the caller then refunds it (`refundLatePayment`, decision 0033). Repeats are
 * no-ops.
 */
async function recordLatePayment(
  deps: PaymentOutcomeDeps,
  tx: Db,
  orderId: number,
): Promise<Outcome> {
  const order = await changeOrderPayment(tx, orderId, {
    set: { paymentStatus: 'paid' },
    when: [sql`${orders.paymentStatus} <> 'paid'`, eq(orders.status, 'cancelled')],
    payment: 'succeeded',
    event: 'paid-after-cancel',
  })
  if (!order) return { changed: false, order: null }
  await issueInvoice(tx, orderId)
  const amount = `$${centsToDecimal(order.totalAmountCents)}`
  await deps.mail.queue(
    {
      to: order.customerEmail,
      subject: `Your Groveside order #${order.id}: your payment will be refunded`,
      text: [
        `Hello ${order.customerName},`,
        '',
        `Your payment of ${amount} for order #${order.id} arrived after the order was released (unpaid orders are held for 30 minutes), so we could not keep its items for you.`,
        'We are refunding the full amount; you do not need to do anything. You are welcome to order again.',
        '',
        '— Groveside Farm',
      ].join('\n'),
    },
    { db: tx },
  )
  return { changed: true, order, paidAfterCancel: true }
}

/**
 * Refunds a payment that arrived after its order was cancelled, through the one refund path;
 * when the provider refuses, the farm is asked to refund it by hand. Never throws: the payment
 * itself is recorded whatever happens here.
 */
export async function refundLatePayment(deps: RefundDeps, orderId: number) {
  try {
    await refundOrder(deps, {
      orderId,
      amountCents: null,
      idempotencyKey: `order-${orderId}-paid-after-cancel`,
      reason: 'Paid after the order was cancelled',
    })
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'could not refund a payment made after cancelling')
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
    if (!order) return
    const amount = `$${centsToDecimal(order.totalAmountCents)}`
    await deps.mail.queue({
      to: await farmNotificationAddress(deps.db),
      subject: `Refund needed: order #${order.id} was paid after it was cancelled (${amount})`,
      text: `Order #${order.id} was cancelled (unpaid, released or cancelled by staff) before its payment of ${amount} arrived. Its items were not taken from stock. The automatic refund did not go through (${error instanceof Error ? error.message : 'no answer'}): please refund it with Refund in the order's details or in the Stripe dashboard.\n\nCustomer: ${order.customerName} <${order.customerEmail}> ${order.customerPhone ?? ''}`,
    })
  }
}

/**
 * A declined or failed payment: the order stays open with its reservation, so the buyer can pay
 * with another card until the reservation lapses (the release job cancels it then); the cart stays.
 */
export async function recordPaymentFailed(
  deps: PaymentOutcomeDeps,
  orderId: number,
  db: Db = deps.db,
): Promise<Outcome> {
  const order = await db.transaction((tx) =>
    changeOrderPayment(tx as unknown as Db, orderId, {
      set: { paymentStatus: 'failed' },
      when: [inArray(orders.paymentStatus, ['unpaid', 'failed']), eq(orders.status, 'pending')],
      payment: 'failed',
      event: 'payment-failed',
    }),
  )
  return order ? { changed: true, order } : { changed: false, order: null }
}

/** The words for a declined test card, for an order and for a subscription's first box. */
export const declinedMessage = 'Your card was declined.'

/**
 * The test-mode card form (POST /api/payments/test-mode/confirm): the buyer's own order is paid or
 * declined by the test card typed, through the same outcomes as a Stripe payment.
 */
export async function confirmTestModePayment(
  deps: PaymentOutcomeDeps,
  buyer: Buyer | null,
  { orderId, cardNumber }: { orderId: number; cardNumber: string },
) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order || !buyer || !isBuyerOf(order, buyer)) throw notFound('Order not found')

  if (order.paymentStatus === 'paid')
    return { status: 'succeeded' as const, message: 'This order is already paid.' }
  const outcome = testCardOutcome(cardNumber)
  if (outcome === 'unknown') {
    throw badRequest(
      'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
      {
        cardNumber: 'Use a test card number',
      },
    )
  }
  if (order.status === 'cancelled') {
    throw new HttpError(409, 'ORDER_CANCELLED', 'This order was cancelled. Please check out again.')
  }
  if (outcome === 'declined') {
    await recordPaymentFailed(deps, order.id)
    throw new HttpError(402, 'CARD_DECLINED', declinedMessage)
  }
  await recordPaymentSucceeded(deps, order.id)
  return { status: 'succeeded' as const, message: 'Payment received.' }
}

export interface StripeEventDeps extends RefundDeps {
  publicUrl: string
  /** Stripe Billing's events (CSA subscriptions, decision 0030), inside the event's transaction. */
  handleSubscriptionEvent: (tx: Db, event: Stripe.Event) => Promise<void>
}

/**
 * A verified Stripe webhook event, recorded once: its id, the subscription, refund and payment
 * outcomes it brings are written in one transaction, and a replayed event changes nothing.
 * Answers whether it was a replay.
 */
export async function recordStripeEvent(deps: StripeEventDeps, event: Stripe.Event) {
  let paidAfterCancel: number | null = null
  const duplicate = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning()
    if (!fresh) return true
    // Stripe Billing (CSA subscriptions, decision 0030): invoices and subscription ends.
    await deps.handleSubscriptionEvent(tx, event)
    if (event.type === 'charge.refunded') await chargeRefunded(deps, tx, event.data.object)
    const orderId = Number(
      (event.data.object as { metadata?: Record<string, string> }).metadata?.orderId,
    )
    if (Number.isInteger(orderId) && orderId > 0) {
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'checkout.session.completed'
      ) {
        const outcome = await recordPaymentSucceeded(deps, orderId, tx)
        if (outcome.paidAfterCancel) paidAfterCancel = orderId
      } else if (event.type === 'payment_intent.payment_failed') {
        await recordPaymentFailed(deps, orderId, tx)
      }
    }
    return false
  })
  // After the commit: the refund asks the provider and records itself (decision 0033).
  if (paidAfterCancel !== null) await refundLatePayment(deps, paidAfterCancel)
  return duplicate
}

const refundStatusOf = (status: string | null): ReportedRefund['status'] =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending'

/**
 * Stripe's `charge.refunded` (refunds asked from here or made in the Stripe dashboard): the order
 * is found by its payment intent, and the refunds we do not have yet are recorded (decision 0033).
 */
async function chargeRefunded(
  { mail }: Pick<PaymentOutcomeDeps, 'mail'>,
  tx: Db,
  charge: Stripe.Charge,
) {
  const intent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const [payment] = intent
    ? await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.providerReference, intent))
    : []
  const orderId = payment?.orderId ?? Number(charge.metadata?.orderId)
  if (!Number.isInteger(orderId) || orderId <= 0) return
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
  if (!order) return
  const listed = charge.refunds?.data
  let reported: ReportedRefund[]
  if (listed) {
    reported = listed.map((refund) => ({
      reference: refund.id,
      amountCents: refund.amount,
      status: refundStatusOf(refund.status),
      key: refund.metadata?.refundKey ?? null,
    }))
  } else {
    // Newer API versions leave the list out: take in what was refunded beyond what we know of.
    const unknown = charge.amount_refunded - (await claimedCardRefundCents(tx, orderId))
    reported = [
      {
        reference: `${charge.id}:${charge.amount_refunded}`,
        amountCents: unknown,
        status: 'succeeded',
        key: null,
      },
    ]
  }
  await recordReportedRefunds({ mail }, tx, orderId, reported)
}
