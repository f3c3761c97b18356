import type { PaymentProvider, ProviderRefund } from './payment-provider'

const refundStatuses: Record<string, ProviderRefund['status']> = {
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
}

export interface StripeSettings {
  secretKey: string
  publishableKey: string
  /** Only for tests: a local stand-in of Stripe's HTTP API, e.g. http://127.0.0.1:12111 */
  apiBase?: string
}

/**
 * A Stripe client. The package loads on first use, not at start (a tenth of a second, decision
 * 0047), since a shop without Stripe or a server just started may never need it.
 */
export async function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>) {
  const { default: Stripe } = await import('stripe')
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 })
  const base = new URL(settings.apiBase)
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: Number(base.port),
    protocol: base.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  })
}

/** Stripe Payment Intents for the checkout, Checkout Sessions for the farm-stand portal. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  let client: ReturnType<typeof createStripeClient> | undefined
  const stripeClient = () => (client ??= createStripeClient(settings))
  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    async createPayment({ orderId, amountCents, customerEmail, description }) {
      const stripe = await stripeClient()
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          description,
          receipt_email: customerEmail,
          metadata: { orderId: String(orderId) },
          automatic_payment_methods: { enabled: true },
        },
        // One PaymentIntent per order, however often the browser retries.
        { idempotencyKey: `groveside-order-${orderId}` },
      )
      return { reference: intent.id, status: intent.status, clientSecret: intent.client_secret }
    },
    async clientSecretFor(reference) {
      const stripe = await stripeClient()
      return (await stripe.paymentIntents.retrieve(reference)).client_secret
    },
    async createHostedCheckout({
      orderId,
      amountCents,
      customerEmail,
      description,
      successUrl,
      cancelUrl,
    }) {
      const stripe = await stripeClient()
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: amountCents,
                product_data: { name: description },
              },
            },
          ],
          payment_intent_data: { metadata: { orderId: String(orderId) } },
          metadata: { orderId: String(orderId) },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `groveside-portal-${orderId}` },
      )
      return { reference: session.id, url: session.url ?? cancelUrl }
    },
    async refund({ orderId, reference, amountCents, idempotencyKey, reason }) {
      const stripe = await stripeClient()
      // A farm-stand payment's reference is its Checkout Session; the refund needs its intent.
      const paymentIntent = reference.startsWith('cs_')
        ? (await stripe.checkout.sessions.retrieve(reference)).payment_intent
        : reference
      if (!paymentIntent) throw new Error(`Checkout Session ${reference} has no payment`)
      const refund = await stripe.refunds.create(
        {
          payment_intent: typeof paymentIntent === 'string' ? paymentIntent : paymentIntent.id,
          amount: amountCents,
          // `refundKey` lets the charge.refunded webhook find the refund it is about.
          metadata: {
            orderId: String(orderId),
            refundKey: idempotencyKey,
            ...(reason ? { reason: reason.slice(0, 500) } : {}),
          },
        },
        { idempotencyKey: `groveside-refund-${idempotencyKey}` },
      )
      return { reference: refund.id, status: refundStatuses[refund.status ?? ''] ?? 'pending' }
    },
  }
}
