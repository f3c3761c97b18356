import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import * as paymentsApi from '#contracts/payments-api'
import { route } from '#server/http/endpoint-route'
import { HttpError, notFound } from '#server/http/http-error'
import { buyerOf } from '#server/domains/checkout/public'
import { confirmTestModePayment, recordStripeEvent, type StripeEventDeps } from './payment-outcomes'
import { orderDepsOf } from '#server/domains/orders/public'
import { createStripeClient } from '#server/providers/payments/stripe-provider'
import {
  handleStripeSubscriptionEvent,
  subscriptionDepsOf,
} from '#server/domains/subscriptions/public'

export default async function paymentRoutes(app: FastifyInstance) {
  const subscriptionDeps = subscriptionDepsOf(app)
  const stripeEventDeps: StripeEventDeps = {
    ...orderDepsOf(app),
    handleSubscriptionEvent: (tx, event) =>
      handleStripeSubscriptionEvent(subscriptionDeps, tx, event),
  }

  route(app, paymentsApi.getPaymentsConfig, {
    config: { access: 'public' },
    handler: async () => ({
      provider: app.payments.kind,
      publishableKey: app.payments.publishableKey,
    }),
  })

  route(app, paymentsApi.confirmTestModePayment, {
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      if (app.payments.kind !== 'test')
        throw notFound('Test mode is off: payments go through Stripe.')
      const buyer = await buyerOf(request)
      return confirmTestModePayment(stripeEventDeps, buyer, request.body)
    },
  })

  // Stripe calls this server-to-server; the signature on the raw body is the only trust.
  await app.register(async (webhooks) => {
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    )
    webhooks.post(
      '/api/webhooks/stripe',
      { config: { access: 'public', crossOrigin: true }, bodyLimit: 512 * 1024 },
      async (request, reply) => {
        const stripe = app.config.stripe
        if (!stripe?.webhookSecret) throw notFound('Stripe webhooks are not configured.')
        const signature = request.headers['stripe-signature']
        let event: Stripe.Event
        try {
          event = (await createStripeClient(stripe)).webhooks.constructEvent(
            request.body as Buffer,
            String(signature ?? ''),
            stripe.webhookSecret,
          )
        } catch {
          throw new HttpError(400, 'BAD_SIGNATURE', 'Webhook signature verification failed.')
        }

        const duplicate = await recordStripeEvent(stripeEventDeps, event)
        return reply.send({ received: true, duplicate })
      },
    )
  })
}
