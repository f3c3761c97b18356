import { and, eq, ne } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { SubscriptionCardAnswer } from '#contracts/subscriptions'
import type { Db } from '#server/db/client'
import { subscriptions, type SubscriptionRow } from '#server/db/schema/subscriptions'
import { HttpError, badRequest, conflict, notFound } from '#server/http/http-error'
import { testCardOutcome } from '#server/providers/payments/test-mode-provider'
import { declinedMessage } from '#server/domains/payments/public'
import { callStripe, stripeOf } from './subscription-stripe-client'
import { findSubscription } from './subscription-records'
import type { SubscriptionDeps } from './subscription-deps'

/*
 * A member changes the card their boxes are charged to (issue 26). In test mode the test card is
 * checked as at subscribing; with Stripe a SetupIntent on the member's Customer saves the new card
 * for off-session charges (decision 0060): the browser confirms it with Stripe's Payment Element,
 * then `card/confirm` (or the `setup_intent.succeeded` webhook, whichever comes first) makes it
 * the card the renewal job charges.
 */

export const testCardLast4 = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '').slice(-4)

const saved = (cardLast4: string | null): SubscriptionCardAnswer => ({
  status: 'saved',
  cardLast4,
  clientSecret: null,
})

/** The member's own subscription that still charges boxes, or 404/409. */
async function ownChargingSubscription(db: Db, userId: string, id: number) {
  const subscription = await findSubscription(db, id)
  if (!subscription || subscription.userId !== userId) throw notFound('Subscription not found')
  if (subscription.status !== 'active' && subscription.status !== 'paused') {
    throw conflict(
      'NO_CARD_TO_CHANGE',
      subscription.status === 'pending'
        ? 'Finish paying for the first box first: that card is the one saved.'
        : 'This subscription was cancelled: it charges nothing any more.',
    )
  }
  return subscription
}

/** POST /api/subscriptions/:id/card. */
export async function changeSubscriptionCard(
  deps: SubscriptionDeps,
  userId: string,
  id: number,
  cardNumber: string | undefined,
): Promise<SubscriptionCardAnswer> {
  const subscription = await ownChargingSubscription(deps.db, userId, id)
  if (subscription.provider === 'test') return saveTestCard(deps.db, subscription, cardNumber)
  if (!subscription.stripeCustomerId) {
    throw conflict('NO_CARD_TO_CHANGE', 'This subscription has no saved card at Stripe.')
  }
  const stripe = await stripeOf(deps)
  const intent = await callStripe(deps, 'starting a card change', () =>
    stripe.setupIntents.create({
      customer: subscription.stripeCustomerId!,
      usage: 'off_session',
      metadata: { subscriptionId: String(subscription.id) },
    }),
  )
  return {
    status: 'requires_confirmation',
    cardLast4: subscription.cardLast4,
    clientSecret: intent.client_secret,
  }
}

async function saveTestCard(db: Db, subscription: SubscriptionRow, cardNumber?: string) {
  if (!cardNumber) {
    throw badRequest('Card number is required', { cardNumber: 'Card number is required' })
  }
  const outcome = testCardOutcome(cardNumber)
  if (outcome === 'unknown') {
    throw badRequest(
      'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
      { cardNumber: 'Use a test card number' },
    )
  }
  if (outcome === 'declined') throw new HttpError(402, 'CARD_DECLINED', declinedMessage)
  const cardLast4 = testCardLast4(cardNumber)
  await db
    .update(subscriptions)
    .set({ cardLast4, updatedAt: new Date() })
    .where(eq(subscriptions.id, subscription.id))
  return saved(cardLast4)
}

/** POST /api/subscriptions/:id/card/confirm: the SetupIntent the browser confirmed. */
export async function confirmSubscriptionCard(
  deps: SubscriptionDeps,
  userId: string,
  id: number,
  setupIntentId: string,
): Promise<SubscriptionCardAnswer> {
  const subscription = await ownChargingSubscription(deps.db, userId, id)
  if (subscription.provider !== 'stripe') throw notFound('Subscription not found')
  const stripe = await stripeOf(deps)
  const intent = await callStripe(deps, 'reading a card change', () =>
    stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }),
  )
  if (
    intent.status !== 'succeeded' ||
    intent.metadata?.subscriptionId !== String(subscription.id) ||
    intent.customer !== subscription.stripeCustomerId
  ) {
    throw conflict('CARD_NOT_CONFIRMED', 'This card was not confirmed. Please try again.', {
      setupIntentId: 'Not a confirmed card of this subscription',
    })
  }
  const row = await saveStripeCard(deps.db, intent)
  return saved(row?.cardLast4 ?? null)
}

/**
 * A confirmed SetupIntent of a subscription becomes the card its boxes are charged to, when it
 * belongs to that subscription's Stripe Customer (the browser's confirm call and the webhook
 * both land here; saving twice changes nothing).
 */
export async function saveStripeCard(db: Db, intent: Stripe.SetupIntent) {
  const id = Number(intent.metadata?.subscriptionId)
  const method = intent.payment_method
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !method || !customer) return null
  const [row] = await db
    .update(subscriptions)
    .set({
      stripePaymentMethodId: typeof method === 'string' ? method : method.id,
      ...(typeof method === 'string' ? {} : { cardLast4: method.card?.last4 ?? null }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.provider, 'stripe'),
        eq(subscriptions.stripeCustomerId, customer),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
    .returning()
  return row ?? null
}
