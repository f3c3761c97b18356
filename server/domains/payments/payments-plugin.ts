import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PaymentProvider } from '#server/providers/payments/payment-provider'
import { createStripeProvider } from '#server/providers/payments/stripe-provider'
import { createTestModeProvider } from '#server/providers/payments/test-mode-provider'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider
  }
}

/** Stripe when its keys are configured, the built-in test mode otherwise. */
export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    const stripe = app.config.stripe
    app.decorate(
      'payments',
      stripe ? createStripeProvider(stripe) : createTestModeProvider(app.config.publicUrl),
    )
  },
  { name: 'payments' },
)
