import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import {
  paymentsConfigSchema,
  testModeConfirmResponseSchema,
  testModeConfirmSchema,
} from '../../../contracts/checkout'
import type { Db } from '../../db/client'
import { orders, payments, processedWebhookEvents } from '../../db/schema/orders'
import { HttpError, badRequest, notFound } from '../../http/http-error'
import { buyerOf, isBuyerOf } from '../checkout/buyer'
import { recordPaymentFailed, recordPaymentSucceeded, refundLatePayment } from './payment-outcomes'
import { orderDepsOf } from '../orders/order-deps'
import { createStripeClient } from './stripe-provider'
import { testCardOutcome } from './test-mode-provider'
import { handleStripeSubscriptionEvent } from '../subscriptions/subscription-billing'
import {
  claimedRefundCents,
  recordReportedRefunds,
  type ReportedRefund,
} from '../orders/order-refunds'

export const declinedMessage = 'Your card was declined.'

export default async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/payments/config',
    { config: { access: 'public' }, schema: { response: { 200: paymentsConfigSchema } } },
    async () => ({ provider: app.payments.kind, publishableKey: app.payments.publishableKey }),
  )

  api.post(
    '/api/payments/test-mode/confirm',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { body: testModeConfirmSchema, response: { 200: testModeConfirmResponseSchema } },
    },
    async (request) => {
      if (app.payments.kind !== 'test')
        throw notFound('Test mode is off: payments go through Stripe.')
      const buyer = await buyerOf(request)
      const [order] = await app.db.select().from(orders).where(eq(orders.id, request.body.orderId))
      if (!order || !buyer || !isBuyerOf(order, buyer)) throw notFound('Order not found')

      if (order.paymentStatus === 'paid')
        return { status: 'succeeded' as const, message: 'This order is already paid.' }
      const outcome = testCardOutcome(request.body.cardNumber)
      if (outcome === 'unknown') {
        throw badRequest(
          'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
          {
            cardNumber: 'Use a test card number',
          },
        )
      }
      if (order.status === 'cancelled') {
        throw new HttpError(
          409,
          'ORDER_CANCELLED',
          'This order was cancelled. Please check out again.',
        )
      }
      if (outcome === 'declined') {
        await recordPaymentFailed(app, order.id)
        throw new HttpError(402, 'CARD_DECLINED', declinedMessage)
      }
      await recordPaymentSucceeded(app, order.id)
      return { status: 'succeeded' as const, message: 'Payment received.' }
    },
  )

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

        let paidAfterCancel: number | null = null
        const duplicate = await app.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db
          const [fresh] = await tx
            .insert(processedWebhookEvents)
            .values({ eventId: event.id, provider: 'stripe', type: event.type })
            .onConflictDoNothing()
            .returning()
          if (!fresh) return true
          // Stripe Billing (CSA subscriptions, decision 0030): invoices and subscription ends.
          await handleStripeSubscriptionEvent(app, tx, event)
          if (event.type === 'charge.refunded') await chargeRefunded(app, tx, event.data.object)
          const orderId = Number(
            (event.data.object as { metadata?: Record<string, string> }).metadata?.orderId,
          )
          if (Number.isInteger(orderId) && orderId > 0) {
            if (
              event.type === 'payment_intent.succeeded' ||
              event.type === 'checkout.session.completed'
            ) {
              const outcome = await recordPaymentSucceeded(app, orderId, tx)
              if (outcome.paidAfterCancel) paidAfterCancel = orderId
            } else if (event.type === 'payment_intent.payment_failed') {
              await recordPaymentFailed(app, orderId, tx)
            }
          }
          return false
        })
        // After the commit: the refund asks the provider and records itself (decision 0033).
        if (paidAfterCancel !== null) await refundLatePayment(orderDepsOf(app), paidAfterCancel)
        return reply.send({ received: true, duplicate })
      },
    )
  })
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
async function chargeRefunded(app: FastifyInstance, tx: Db, charge: Stripe.Charge) {
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
    const unknown = charge.amount_refunded - (await claimedRefundCents(tx, orderId))
    reported = [
      {
        reference: `${charge.id}:${charge.amount_refunded}`,
        amountCents: unknown,
        status: 'succeeded',
        key: null,
      },
    ]
  }
  await recordReportedRefunds({ mail: app.mail }, tx, orderId, reported)
}
