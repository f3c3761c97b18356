import { HttpError, notFound } from '#server/http/http-error'
import { createStripeClient } from '#server/providers/payments/stripe-provider'
import type { SubscriptionDeps } from './subscription-deps'

/** The Stripe client of the shop's settings (404 when Stripe is not configured). */
export async function stripeOf(deps: SubscriptionDeps) {
  const settings = deps.stripe
  if (!settings) throw notFound('Stripe is not configured.')
  return createStripeClient(settings)
}

/** A Stripe API failure as a clear 502; nothing of ours has changed when it is thrown. */
export async function callStripe<T>(deps: SubscriptionDeps, what: string, call: () => Promise<T>) {
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
