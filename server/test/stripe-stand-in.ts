import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StripeStandIn {
  url: string
  /** Requests received: method, path, form fields, idempotency key. */
  requests: {
    method: string
    path: string
    form: URLSearchParams
    idempotencyKey: string | undefined
  }[]
  /** While true, creating a PaymentIntent answers 500 (Stripe unreachable for a moment). */
  paymentIntentsDown: boolean
  /** When set, POST /v1/refunds answers this card error instead of refunding. */
  refundFailure: string | null
  /** The status new refunds get ('pending' like a slow bank refund), until `settleRefunds`. */
  refundStatus: 'succeeded' | 'pending'
  /** Lets a payment intent's pending refunds go through. */
  settleRefunds(paymentIntentId: string): void
  /**
   * What Stripe.js does in the browser when the member confirms a SetupIntent with a new card:
   * the intent succeeds with that PaymentMethod (its card ending `last4`).
   */
  confirmSetupIntent(setupIntentId: string, paymentMethod: string, last4: string): void
  /** The `charge.refunded` event Stripe would send now for a payment intent's refunds. */
  chargeRefundedEvent(paymentIntentId: string, eventId: string): Record<string, unknown>
  close(): Promise<void>
}

/** Stripe's test PaymentMethod whose off-session charges are declined. */
export const declinedPaymentMethod = 'pm_card_chargeDeclined'

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => resolve(body))
  })

/**
 * A local stand-in for the parts of Stripe's HTTP API the app uses (PaymentIntents, Checkout
 * Sessions, Refunds, and Customers and SetupIntents for CSA members' saved cards), honouring
 * Idempotency-Key like Stripe does. No network leaves the machine.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = []
  const byIdempotencyKey = new Map<string, unknown>()
  const intents = new Map<string, Record<string, unknown>>()
  const refundsOf = new Map<string, Record<string, unknown>[]>()
  const setupIntents = new Map<string, Record<string, unknown>>()
  const cards = new Map<string, string>()
  let counter = 0
  const standIn = {
    paymentIntentsDown: false,
    refundFailure: null as string | null,
    refundStatus: 'succeeded' as 'succeeded' | 'pending',
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const form = new URLSearchParams(await readBody(request))
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form, idempotencyKey })
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      })
      response.end(JSON.stringify(body))
    }
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
      return send(200, byIdempotencyKey.get(idempotencyKey))

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (standIn.paymentIntentsDown)
        return send(500, { error: { type: 'api_error', message: 'Stand-in is down' } })
      counter += 1
      const id = `pi_standin_${counter}`
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(key)
        if (field) metadata[field[1]!] = value
      }
      const paymentMethod = form.get('payment_method')
      const confirmed = form.get('confirm') === 'true'
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency'),
        customer: form.get('customer'),
        payment_method: paymentMethod,
        setup_future_usage: form.get('setup_future_usage'),
        off_session: form.get('off_session') === 'true',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${counter}`,
        receipt_email: form.get('receipt_email'),
        metadata,
      }
      intents.set(id, intent)
      // Confirmed off-session with a saved card: Stripe's test card that declines, or paid.
      if (confirmed && paymentMethod === declinedPaymentMethod) {
        const body = {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        }
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, body)
        return send(402, body)
      }
      if (confirmed) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent)
      return send(200, intent)
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname)
    if (request.method === 'GET' && intentMatch) {
      const intent = intents.get(intentMatch[1]!)
      return intent
        ? send(200, intent)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      counter += 1
      const session = {
        id: `cs_standin_${counter}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/cs_standin_${counter}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        metadata: { orderId: form.get('metadata[orderId]') },
      }
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session)
      return send(200, session)
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? ''
      const intent = intents.get(intentId)
      const error = (message: string, code: string) => {
        const body = { error: { type: 'invalid_request_error', code, message } }
        // Like Stripe, the key answers the same error again.
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, body)
        return send(400, body)
      }
      if (!intent) return error(`No such payment_intent: '${intentId}'`, 'resource_missing')
      if (standIn.refundFailure) return error(standIn.refundFailure, 'charge_not_refundable')
      const earlier = refundsOf.get(intentId) ?? []
      const left =
        Number(intent.amount) - earlier.reduce((sum, refund) => sum + Number(refund.amount), 0)
      const amount = form.has('amount') ? Number(form.get('amount')) : left
      if (amount > left)
        return error(
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
          'amount_too_large',
        )
      counter += 1
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(key)
        if (field) metadata[field[1]!] = value
      }
      const refund = {
        id: `re_standin_${counter}`,
        object: 'refund',
        amount,
        currency: 'usd',
        payment_intent: intentId,
        charge: `ch_for_${intentId}`,
        status: standIn.refundStatus,
        metadata,
      }
      refundsOf.set(intentId, [...earlier, refund])
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, refund)
      return send(200, refund)
    }
    // SetupIntents, for a CSA member changing the saved card.
    if (request.method === 'POST' && url.pathname === '/v1/setup_intents') {
      counter += 1
      const id = `seti_standin_${counter}`
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(key)
        if (field) metadata[field[1]!] = value
      }
      const intent = {
        id,
        object: 'setup_intent',
        customer: form.get('customer'),
        usage: form.get('usage'),
        status: 'requires_payment_method',
        payment_method: null as string | null,
        client_secret: `${id}_secret_${counter}`,
        metadata,
      }
      setupIntents.set(id, intent)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent)
      return send(200, intent)
    }
    const setupMatch = /^\/v1\/setup_intents\/([\w-]+)$/.exec(url.pathname)
    if (request.method === 'GET' && setupMatch) {
      const intent = setupIntents.get(setupMatch[1]!)
      if (!intent)
        return send(404, {
          error: { type: 'invalid_request_error', message: 'No such setupintent' },
        })
      const method = intent.payment_method as string | null
      // stripe-node sends `expand[0]=payment_method`.
      const expanded = [...url.searchParams].some(
        ([key, value]) => key.startsWith('expand[') && value === 'payment_method',
      )
      return send(200, {
        ...intent,
        payment_method:
          method && expanded
            ? {
                id: method,
                object: 'payment_method',
                card: { brand: 'visa', last4: cards.get(method) },
              }
            : method,
      })
    }
    // Customers, for CSA members' saved cards (decision 0060).
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      counter += 1
      const customer = {
        id: `cus_standin_${counter}`,
        object: 'customer',
        email: form.get('email'),
      }
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, customer)
      return send(200, customer)
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    requests,
    confirmSetupIntent(setupIntentId: string, paymentMethod: string, last4: string) {
      const intent = setupIntents.get(setupIntentId)
      if (!intent) throw new Error(`No setup intent ${setupIntentId}`)
      cards.set(paymentMethod, last4)
      Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod })
    },
    settleRefunds(paymentIntentId: string) {
      for (const refund of refundsOf.get(paymentIntentId) ?? []) refund.status = 'succeeded'
    },
    chargeRefundedEvent(paymentIntentId: string, eventId: string) {
      const intent = intents.get(paymentIntentId)
      const refunds = refundsOf.get(paymentIntentId) ?? []
      return {
        id: eventId,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: `ch_for_${paymentIntentId}`,
            object: 'charge',
            amount: intent?.amount,
            amount_refunded: refunds.reduce((sum, refund) => sum + Number(refund.amount), 0),
            payment_intent: paymentIntentId,
            refunded: refunds.length > 0,
            metadata: {},
            refunds: { object: 'list', data: [...refunds].reverse() },
          },
        },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
