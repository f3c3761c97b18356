import type { FastifyInstance } from 'fastify'
import type { CheckoutDeps } from '#server/domains/checkout/public'
import type { PaymentProvider } from '#server/providers/payments/payment-provider'

/**
 * What the farm-stand portal works with: what checkout does, plus the provider's hosted payment
 * page and the shop's address for the QR codes and the page's return links.
 */
export interface FarmStandDeps extends CheckoutDeps {
  payments: CheckoutDeps['payments'] & Pick<PaymentProvider, 'createHostedCheckout'>
  publicUrl: string
}

export const farmStandDepsOf = (app: FastifyInstance): FarmStandDeps => ({
  db: app.db,
  payments: app.payments,
  rateLimitFactor: app.config.rateLimitFactor,
  publicUrl: app.config.publicUrl,
})
