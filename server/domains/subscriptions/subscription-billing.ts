import { and, eq, ne } from 'drizzle-orm'
import type Stripe from 'stripe'
import { addCalendarDays, farmInstant, farmToday } from '#contracts/farm-time'
import { planFrequencyOf, type PlanFrequency } from '#contracts/subscription-plans'
import type { Db } from '#server/db/client'
import {
  subscriptionPayments,
  subscriptions,
  type SubscriptionRow,
} from '#server/db/schema/subscriptions'
import { HttpError, badRequest, conflict, notFound } from '#server/http/http-error'
import { createStripeClient } from '#server/providers/payments/stripe-provider'
import { testCardOutcome } from '#server/providers/payments/test-mode-provider'
import { declinedMessage } from '#server/domains/payments/public'
import { queueSubscriptionReceipt } from './subscription-mail'
import { farmTimeZone, findSubscription, paidDatesOf } from './subscription-records'
import { deliveryOnOrAfter, nextUnpaidBox } from './subscription-schedule'
import { boxStateOf } from './box-calendar'
import type { SubscriptionDeps } from './subscription-deps'

/*
 * Paying for boxes (decision 0030). Every paid box is one `subscription_payments` row, unique by
 * subscription and delivery date and by the provider's reference, inserted in the transaction
 * that queues its receipt: a payment seen twice (a replayed webhook, two renewal jobs at once)
 * is recorded and e-mailed once. Test mode: the browser confirms the first box with a test card,
 * and the renewal job charges each later box (subscription-renewals.ts). Stripe: a Stripe Billing
 * subscription charges the plan's price every period, and each `invoice.paid` webhook pays a box.
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
      .set({ status: 'active', nextDelivery: subscription.startDate, updatedAt: new Date() })
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

/** Stripe's recurring interval of each frequency. */
export const stripeIntervals: Record<
  PlanFrequency,
  { interval: 'day' | 'week' | 'month'; interval_count: number }
> = {
  daily: { interval: 'day', interval_count: 1 },
  weekly: { interval: 'week', interval_count: 1 },
  biweekly: { interval: 'week', interval_count: 2 },
  monthly: { interval: 'month', interval_count: 1 },
}

async function stripeOf(deps: SubscriptionDeps) {
  const settings = deps.stripe
  if (!settings) throw notFound('Stripe is not configured.')
  return createStripeClient(settings)
}

/** A Stripe API failure as a clear 502; nothing of ours has changed when it is thrown. */
async function callStripe<T>(deps: SubscriptionDeps, what: string, call: () => Promise<T>) {
  try {
    return await call()
  } catch (error) {
    deps.log.error({ err: error }, `Stripe: ${what} failed`)
    throw new HttpError(
      502,
      'PAYMENT_PROVIDER_FAILED',
      'Our payment provider could not be reached. Please try again in a moment.',
    )
  }
}

type InvoiceWithSecret = Stripe.Invoice & {
  payment_intent?: string | Stripe.PaymentIntent | null
}

/** The browser's secret for paying the subscription's first invoice (Stripe Elements). */
function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice as InvoiceWithSecret | string | null
  if (!invoice || typeof invoice === 'string') return null
  if (invoice.confirmation_secret?.client_secret) return invoice.confirmation_secret.client_secret
  // API versions before 2025-03-31 expose the invoice's PaymentIntent instead.
  return typeof invoice.payment_intent === 'object' && invoice.payment_intent
    ? invoice.payment_intent.client_secret
    : null
}

const expandSecret = ['latest_invoice.confirmation_secret']

/**
 * Starts (or, for a pending subscription that has one, finds again) the Stripe Billing
 * subscription: a Customer (the customer's earlier one when there is one), a Product named after
 * the plan, and a Subscription for the plan's price every period, incomplete until its first
 * invoice is paid in the browser. Idempotency keys per subscription make retries safe.
 */
export async function startStripeSubscription(
  deps: SubscriptionDeps,
  subscription: SubscriptionRow,
): Promise<string | null> {
  const stripe = await stripeOf(deps)
  if (subscription.stripeSubscriptionId) {
    const existing = await callStripe(deps, 'retrieving a subscription', () =>
      stripe.subscriptions.retrieve(subscription.stripeSubscriptionId!, { expand: expandSecret }),
    )
    return clientSecretOf(existing)
  }
  const key = `groveside-subscription-${subscription.id}`
  const [earlier] = subscription.userId
    ? await deps.db
        .select({ customer: subscriptions.stripeCustomerId })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, subscription.userId), ne(subscriptions.id, subscription.id)),
        )
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
  const product = await callStripe(deps, 'creating a product', () =>
    stripe.products.create(
      {
        name: subscription.planName,
        metadata: { planId: String(subscription.planId ?? '') },
      },
      { idempotencyKey: `${key}-product` },
    ),
  )
  const created = await callStripe(deps, 'creating a subscription', () =>
    stripe.subscriptions.create(
      {
        customer: customerId,
        items: [
          {
            price_data: {
              currency: 'usd',
              product: product.id,
              unit_amount: subscription.totalPriceCents,
              recurring: stripeIntervals[planFrequencyOf(subscription.frequency)],
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { subscriptionId: String(subscription.id) },
        expand: expandSecret,
      },
      { idempotencyKey: key },
    ),
  )
  await deps.db
    .update(subscriptions)
    .set({
      stripeCustomerId: customerId,
      stripeSubscriptionId: created.id,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscription.id))
  return clientSecretOf(created)
}

/** Stripe stops charging until the farm date `pausedUntil` (its invoices meanwhile are voided). */
export async function pauseStripeSubscription(
  deps: SubscriptionDeps,
  subscription: SubscriptionRow,
  pausedUntil: string,
) {
  if (!subscription.stripeSubscriptionId) return
  const resumesAt = farmInstant(pausedUntil, '00:00', await farmTimeZone(deps.db))
  await callStripe(deps, 'pausing a subscription', async () =>
    (await stripeOf(deps)).subscriptions.update(subscription.stripeSubscriptionId!, {
      pause_collection: { behavior: 'void', resumes_at: Math.floor(resumesAt.getTime() / 1000) },
    }),
  )
}

export async function resumeStripeSubscription(
  deps: SubscriptionDeps,
  subscription: SubscriptionRow,
) {
  if (!subscription.stripeSubscriptionId) return
  await callStripe(deps, 'resuming a subscription', async () =>
    (await stripeOf(deps)).subscriptions.update(subscription.stripeSubscriptionId!, {
      pause_collection: '',
    }),
  )
}

export async function cancelStripeSubscription(
  deps: SubscriptionDeps,
  subscription: SubscriptionRow,
) {
  if (!subscription.stripeSubscriptionId) return
  await callStripe(deps, 'cancelling a subscription', async () =>
    (await stripeOf(deps)).subscriptions.cancel(subscription.stripeSubscriptionId!),
  )
}

// ------------------------------------------------------------------ Stripe webhooks

type InvoiceSubscriptionDetails = {
  metadata?: Record<string, string> | null
  subscription?: string | { id: string } | null
}
type LegacyInvoice = Stripe.Invoice & {
  subscription?: string | { id: string } | null
  subscription_details?: InvoiceSubscriptionDetails | null
}

/** Which of our subscriptions an invoice is for: its metadata, else its Stripe subscription id. */
async function subscriptionOfInvoice(db: Db, invoice: LegacyInvoice) {
  const details: InvoiceSubscriptionDetails | null | undefined =
    invoice.parent?.subscription_details ?? invoice.subscription_details
  const reference = details?.subscription ?? invoice.subscription
  const stripeId = typeof reference === 'string' ? reference : (reference?.id ?? null)
  const id = Number(details?.metadata?.subscriptionId)
  if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) {
    const row = await findSubscription(db, id)
    if (row && (!stripeId || !row.stripeSubscriptionId || row.stripeSubscriptionId === stripeId))
      return row
  }
  if (!stripeId) return null
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeId))
    .limit(1)
  return row ?? null
}

/**
 * `invoice.paid`: one box paid. The first invoice pays the start date's box and activates the
 * subscription; each renewal pays the next box not yet paid for (skipping a pause). The invoice
 * id is the payment's reference, so the same invoice never pays twice.
 */
async function recordInvoicePaid(deps: SubscriptionDeps, tx: Db, invoice: LegacyInvoice) {
  const subscription = await subscriptionOfInvoice(tx, invoice)
  if (!subscription || subscription.provider !== 'stripe') return
  if (subscription.status === 'cancelled') {
    deps.log.warn(
      { subscriptionId: subscription.id, invoice: invoice.id },
      'Stripe invoice paid for a cancelled subscription',
    )
    return
  }
  const frequency = planFrequencyOf(subscription.frequency)
  const today = farmToday(await farmTimeZone(tx))
  const deliveryDate =
    subscription.status === 'pending'
      ? deliveryOnOrAfter(subscription.startDate, frequency, today)
      : nextUnpaidBox({
          ...(await boxStateOf(
            tx,
            subscription,
            subscription.nextDelivery ?? addCalendarDays(today, 1),
          )),
          paidDates: await paidDatesOf(tx, subscription.id),
        })
  const recorded = await recordBoxPayment(deps, tx, subscription, {
    deliveryDate,
    amountCents: invoice.amount_paid ?? subscription.totalPriceCents,
    reference: invoice.id ?? `stripe_invoice_${subscription.id}_${deliveryDate}`,
  })
  if (recorded && subscription.status === 'pending') {
    await tx
      .update(subscriptions)
      .set({ status: 'active', nextDelivery: deliveryDate, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, 'pending')))
  }
}

/** Stripe ended the subscription (e.g. after failed renewals): it is cancelled here too. */
async function recordStripeCancelled(tx: Db, stripeSubscription: Stripe.Subscription) {
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', nextDelivery: null, pausedUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.stripeSubscriptionId, stripeSubscription.id),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
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
  if (event.type === 'invoice.paid') await recordInvoicePaid(deps, tx, event.data.object)
  else if (event.type === 'customer.subscription.deleted')
    await recordStripeCancelled(tx, event.data.object)
}
