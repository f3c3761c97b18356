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
  close(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => resolve(body))
  })

/**
 * A local stand-in for the parts of Stripe's HTTP API the app uses (PaymentIntents, Checkout
 * Sessions, and for subscriptions Customers, Products and Subscriptions), honouring Idempotency-Key like Stripe does. No network leaves the machine.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = []
  const byIdempotencyKey = new Map<string, unknown>()
  const intents = new Map<string, Record<string, unknown>>()
  const subscriptions = new Map<string, Record<string, unknown>>()
  let counter = 0

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
      counter += 1
      const id = `pi_standin_${counter}`
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${counter}`,
        receipt_email: form.get('receipt_email'),
        metadata: { orderId: form.get('metadata[orderId]') },
      }
      intents.set(id, intent)
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
    // Stripe Billing for CSA subscriptions (decision 0030): customers, products, subscriptions.
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
    if (request.method === 'POST' && url.pathname === '/v1/products') {
      counter += 1
      const product = { id: `prod_standin_${counter}`, object: 'product', name: form.get('name') }
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, product)
      return send(200, product)
    }
    if (request.method === 'POST' && url.pathname === '/v1/subscriptions') {
      counter += 1
      const id = `sub_standin_${counter}`
      const price = 'items[0][price_data]'
      const subscription: Record<string, unknown> = {
        id,
        object: 'subscription',
        status: 'incomplete',
        customer: form.get('customer'),
        metadata: { subscriptionId: form.get('metadata[subscriptionId]') },
        pause_collection: null,
        items: {
          object: 'list',
          data: [
            {
              id: `si_standin_${counter}`,
              object: 'subscription_item',
              price: {
                object: 'price',
                currency: form.get(`${price}[currency]`),
                product: form.get(`${price}[product]`),
                unit_amount: Number(form.get(`${price}[unit_amount]`)),
                recurring: {
                  interval: form.get(`${price}[recurring][interval]`),
                  interval_count: Number(form.get(`${price}[recurring][interval_count]`)),
                },
              },
            },
          ],
        },
        latest_invoice: {
          id: `in_standin_${counter}`,
          object: 'invoice',
          status: 'open',
          amount_due: Number(form.get(`${price}[unit_amount]`)),
          confirmation_secret: {
            client_secret: `pi_standin_${counter}_secret_${counter}`,
            type: 'payment_intent',
          },
        },
      }
      subscriptions.set(id, subscription)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, subscription)
      return send(200, subscription)
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname)
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!)
      if (!subscription)
        return send(404, {
          error: { type: 'invalid_request_error', message: 'No such subscription' },
        })
      if (request.method === 'POST' && form.has('pause_collection')) {
        subscription.pause_collection = null
      } else if (request.method === 'POST' && form.has('pause_collection[behavior]')) {
        subscription.pause_collection = {
          behavior: form.get('pause_collection[behavior]'),
          resumes_at: Number(form.get('pause_collection[resumes_at]')) || null,
        }
      } else if (request.method === 'DELETE') {
        subscription.status = 'canceled'
      }
      return send(200, subscription)
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
