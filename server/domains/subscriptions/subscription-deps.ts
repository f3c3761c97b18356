import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import type { Mail } from '#server/domains/notifications/public'
import type { PaymentProvider } from '#server/providers/payments/payment-provider'

/**
 * What the subscriptions domain's use cases work with: the database, the mail queue, the shop's
 * address, which payment provider runs (test mode or Stripe Billing) and Stripe's settings, and
 * a log for provider failures.
 */
export interface SubscriptionDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  publicUrl: string
  payments: Pick<PaymentProvider, 'kind'>
  stripe: AppConfig['stripe']
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>
}

export const subscriptionDepsOf = (app: FastifyInstance): SubscriptionDeps => ({
  db: app.db,
  mail: app.mail,
  publicUrl: app.config.publicUrl,
  payments: app.payments,
  stripe: app.config.stripe,
  log: app.log,
})
