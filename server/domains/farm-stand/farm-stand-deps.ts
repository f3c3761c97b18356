import type { FastifyInstance } from 'fastify'
import { checkoutDepsOf, type CheckoutDeps } from '#server/domains/checkout/public'
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
  ...checkoutDepsOf(app),
  payments: app.payments,
  publicUrl: app.config.publicUrl,
})
