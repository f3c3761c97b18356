import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { farmToday } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import {
  subscriptionPayments,
  subscriptionSkips,
  subscriptions,
  type SubscriptionRow,
} from '#server/db/schema/subscriptions'
import { HttpError, badRequest, conflict, notFound } from '#server/http/http-error'
import { testCardOutcome } from '#server/providers/payments/test-mode-provider'
import { declinedMessage } from '#server/domains/payments/public'
import { queueDeclinedBoxMail, queueSubscriptionReceipt } from './subscription-mail'
import { saveStripeCard, testCardLast4 } from './subscription-card'
import { callStripe, stripeOf } from './subscription-stripe-client'
import { farmTimeZone, findSubscription } from './subscription-records'
import type { SubscriptionDeps } from './subscription-deps'

/*
 * Paying for boxes (decisions 0030, 0060). Every paid box is one `subscription_payments` row,
 * unique by subscription and delivery date and by the provider's reference, inserted in the
 * transaction that queues its receipt: a payment seen twice (a replayed webhook, two renewal jobs
 * at once) is recorded and e-mailed once. The member pays the first box in the browser (a test
 * card, or Stripe Elements saving the card); the farm's renewal job charges each later box at its
 * cut-off, with its add-ons (subscription-renewals.ts): with the test provider, or off-session
 * with the saved card at Stripe.
 */

/** Records one paid box and queues its receipt; false when it was already recorded. */
export async function recordBoxPayment(
  deps: SubscriptionDeps,
  db: Db,
  subscription: SubscriptionRow,
  payment: { deliveryDate: string; amountCents: number; reference: string },
): Promise<boolean> {
  const [row] = await db
    .insert(subscriptionPayments)
    .values({
      subscriptionId: subscription.id,
      deliveryDate: payment.deliveryDate,
      amountCents: payment.amountCents,
      providerReference: payment.reference,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) return false
  await queueSubscriptionReceipt(deps, db, subscription, row)
  return true
}

/** The test provider's reference of a box: one per subscription and date. */
export const testPaymentReference = (subscriptionId: number, deliveryDate: string) =>
  `test_sub_${subscriptionId}_${deliveryDate}`

// ------------------------------------------------------------------ test mode

/**
 * POST /api/subscriptions/:id/test-mode/confirm: the first box paid with a test card. Declined:
 * 402 and the subscription stays pending (another card may be tried). Paid: active, the start
 * date's box recorded and its receipt queued, in one transaction.
 */
export async function confirmTestModeSubscription(
  deps: SubscriptionDeps,
  userId: string,
  id: number,
  cardNumber: string,
) {
  if (deps.payments.kind !== 'test') throw notFound('Test mode is off: payments go through Stripe.')
  const subscription = await findSubscription(deps.db, id)
  if (!subscription || subscription.userId !== userId || subscription.provider !== 'test')
    throw notFound('Subscription not found')
  if (subscription.status === 'active' || subscription.status === 'paused')
    return { status: 'succeeded' as const, message: 'This subscription is already paid.' }
  if (subscription.status === 'cancelled')
    throw conflict(
      'SUBSCRIPTION_CANCELLED',
      'This subscription was cancelled. Please subscribe again.',
    )

  const outcome = testCardOutcome(cardNumber)
  if (outcome === 'unknown') {
    throw badRequest(
      'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
      { cardNumber: 'Use a test card number' },
    )
  }
  if (outcome === 'declined') throw new HttpError(402, 'CARD_DECLINED', declinedMessage)

  const today = farmToday(await farmTimeZone(deps.db))
  if (subscription.startDate <= today) {
    throw conflict(
      'START_DATE_PASSED',
      'Your start date has passed. Please choose a new start date.',
      { startDate: 'Please choose a new start date' },
    )
  }
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [activated] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        nextDelivery: subscription.startDate,
        cardLast4: testCardLast4(cardNumber),
        updatedAt: new Date(),
      })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')))
      .returning()
    if (!activated) return
    await recordBoxPayment(deps, tx, activated, {
      deliveryDate: activated.startDate,
      amountCents: activated.totalPriceCents,
      reference: testPaymentReference(activated.id, activated.startDate),
    })
  })
  return { status: 'succeeded' as const, message: 'Payment received.' }
}

// ------------------------------------------------------------------ Stripe

/** What a box's PaymentIntent carries, so its webhook finds the subscription and the box. */
const boxMetadata = (subscription: SubscriptionRow, deliveryDate: string) => ({
  subscriptionId: String(subscription.id),
  deliveryDate,
})

/**
 * Starts paying the first box with Stripe (decision 0060): the member's Stripe Customer (an
 * earlier subscription's when there is one) and a PaymentIntent for the first box that saves the
 * card for the farm's later charges. The browser confirms it with Stripe Elements; its
 * `payment_intent.succeeded` webhook activates the subscription. Idempotency keys per
 * subscription, start date and amount make a retry find the same intent.
 */
export async function startStripeSubscription(
  deps: SubscriptionDeps,
  subscription: SubscriptionRow,
): Promise<string | null> {
  const stripe = await stripeOf(deps)
  const key = `groveside-subscription-${subscription.id}`
  const [earlier] = subscription.userId
    ? await deps.db
        .select({ customer: subscriptions.stripeCustomerId })
        .from(subscriptions)
        .where(eq(subscriptions.userId, subscription.userId))
        .then((rows) => rows.filter((row) => row.customer))
    : []
  const customerId =
    earlier?.customer ??
    (
      await callStripe(deps, 'creating a customer', () =>
        stripe.customers.create(
          {
            email: subscription.customerEmail,
            name: subscription.customerName,
            metadata: { userId: subscription.userId ?? '' },
          },
          { idempotencyKey: `${key}-customer` },
        ),
      )
    ).id
  const intent = await callStripe(deps, 'starting the first payment', () =>
    stripe.paymentIntents.create(
      {
        amount: subscription.totalPriceCents,
        currency: 'usd',
        customer: customerId,
        setup_future_usage: 'off_session',
        receipt_email: subscription.customerEmail,
        description: `${subscription.planName}: box of ${subscription.startDate}`,
        metadata: boxMetadata(subscription, subscription.startDate),
      },
      {
        idempotencyKey: `${key}-first-${subscription.startDate}-${subscription.totalPriceCents}`,
      },
    ),
  )
  await deps.db
    .update(subscriptions)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(eq(subscriptions.id, subscription.id))
  return intent.client_secret
}

/** A card Stripe refused off-session (declined, or the bank wants the member present). */
const isCardRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { type?: string }).type === 'StripeCardError' ||
    (error as { rawType?: string }).rawType === 'card_error')

/**
 * Charges one box off-session with the member's saved card, inside the renewal's transaction
 * (decision 0060). The idempotency key is the box, so a run that failed after Stripe charged
 * finds the same payment next time. Declined: the box is skipped (not packed) and the member
 * e-mailed; Stripe unreachable: throws, the transaction rolls back and the next run tries again.
 */
export async function chargeStripeBox(
  deps: SubscriptionDeps,
  tx: Db,
  subscription: SubscriptionRow,
  box: { deliveryDate: string; amountCents: number },
): Promise<boolean> {
  const declined = async () => {
    await tx
      .insert(subscriptionSkips)
      .values({ subscriptionId: subscription.id, deliveryDate: box.deliveryDate })
      .onConflictDoNothing()
    await queueDeclinedBoxMail(deps, tx, subscription, box.deliveryDate)
    return false
  }
  if (!subscription.stripeCustomerId || !subscription.stripePaymentMethodId) return declined()
  const stripe = await stripeOf(deps)
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: box.amountCents,
        currency: 'usd',
        customer: subscription.stripeCustomerId,
        payment_method: subscription.stripePaymentMethodId,
        off_session: true,
        confirm: true,
        receipt_email: subscription.customerEmail,
        description: `${subscription.planName}: box of ${box.deliveryDate}`,
        metadata: boxMetadata(subscription, box.deliveryDate),
      },
      { idempotencyKey: `groveside-box-${subscription.id}-${box.deliveryDate}` },
    )
    if (intent.status !== 'succeeded') return declined()
    return recordBoxPayment(deps, tx, subscription, {
      deliveryDate: box.deliveryDate,
      amountCents: intent.amount,
      reference: intent.id,
    })
  } catch (error) {
    if (isCardRefusal(error)) return declined()
    deps.log.error({ err: error, subscriptionId: subscription.id }, 'Stripe: charging a box failed')
    throw error
  }
}

// ------------------------------------------------------------------ Stripe webhooks

/**
 * `payment_intent.succeeded` of a box: the first one activates the subscription and keeps its
 * card for the farm's later charges; a renewal the job could not record (it failed after Stripe
 * charged) is recorded here. The PaymentIntent id is the payment's reference, so a box is
 * recorded once whichever way it arrives.
 */
async function recordBoxIntentSucceeded(
  deps: SubscriptionDeps,
  tx: Db,
  intent: Stripe.PaymentIntent,
) {
  const id = Number(intent.metadata?.subscriptionId)
  const deliveryDate = intent.metadata?.deliveryDate
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !deliveryDate) return
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update')
  if (!subscription || subscription.provider !== 'stripe') return
  if (subscription.status === 'cancelled') {
    deps.log.warn(
      { subscriptionId: subscription.id, paymentIntent: intent.id },
      'Stripe payment succeeded for a cancelled subscription',
    )
    return
  }
  const paymentMethod =
    typeof intent.payment_method === 'string'
      ? intent.payment_method
      : (intent.payment_method?.id ?? subscription.stripePaymentMethodId)
  const first = subscription.status === 'pending'
  const [updated] = await tx
    .update(subscriptions)
    .set({
      stripePaymentMethodId: paymentMethod,
      ...(first ? { status: 'active' as const, nextDelivery: deliveryDate } : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning()
  await recordBoxPayment(deps, tx, updated!, {
    deliveryDate,
    amountCents: intent.amount_received || intent.amount,
    reference: intent.id,
  })
}

/**
 * The subscription events of the Stripe webhook (payment-outcomes.ts calls this inside the
 * transaction that records the event id, so a replayed event never gets here).
 */
export async function handleStripeSubscriptionEvent(
  deps: SubscriptionDeps,
  tx: Db,
  event: Stripe.Event,
) {
  if (event.type === 'payment_intent.succeeded')
    await recordBoxIntentSucceeded(deps, tx, event.data.object)
  if (event.type === 'setup_intent.succeeded') await saveStripeCard(tx, event.data.object)
}
