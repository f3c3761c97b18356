// The checkout rush of `npm run bench` (scripts/bench.mjs), run in a process of its own.
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { sleep } from './measure-run.mjs'

/**
 * The checkout rush, in its own process: `buyers` arrive evenly over `seconds`, each on its own
 * connection from its own address (127.1.x.y), and each adds one of the product to a cart, places
 * the order and pays it with the test card. Prints the figures as JSON.
 */
export async function rushWorker({ origin, productId, buyers, seconds }) {
  const steps = { cart: [], order: [], payment: [] }
  const counts = { paid: 0, soldOut: 0, errors: 0 }
  const errors = new Map()
  const send = (address, method, urlPath, body, cookie) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body)
      const startedAt = performance.now()
      const request = http.request(
        `${origin}${urlPath}`,
        {
          method,
          localAddress: address,
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            origin,
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString()
            let json = null
            try {
              json = JSON.parse(text)
            } catch {
              // not JSON: counted as an error by the caller
            }
            resolve({
              status: response.statusCode,
              json,
              cookie: response.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; '),
              ms: performance.now() - startedAt,
            })
          })
        },
      )
      request.on('error', reject)
      request.end(payload)
    })
  const soldOut = (answer) => answer.status === 409 && answer.json?.code === 'OUT_OF_STOCK'
  const failed = (step, answer) => {
    counts.errors += 1
    const key = `${step}: ${answer.status ?? ''} ${answer.json?.code ?? answer.message ?? ''}`
    errors.set(key, (errors.get(key) ?? 0) + 1)
  }

  async function buyer(index) {
    const address = `127.1.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`
    try {
      const cart = await send(address, 'POST', '/api/cart', { productId, quantity: 1 })
      steps.cart.push(cart.ms)
      if (soldOut(cart)) return void (counts.soldOut += 1)
      if (cart.status !== 200) return failed('cart', cart)
      const order = await send(
        address,
        'POST',
        '/api/orders',
        {
          customerName: `Rush Buyer ${index}`,
          customerEmail: `buyer${index}@example.com`,
          customerPhone: '772-555-0142',
          shippingAddress: {
            street: '41 Palm Hammock Lane',
            city: 'Jensen Beach',
            state: 'FL',
            zipCode: '34957',
          },
          shippingMethod: 'refrigerated_shipping',
          idempotencyKey: randomUUID(),
        },
        cart.cookie,
      )
      steps.order.push(order.ms)
      if (soldOut(order)) return void (counts.soldOut += 1)
      if (order.status !== 201) return failed('order', order)
      const payment = await send(
        address,
        'POST',
        '/api/payments/test-mode/confirm',
        { orderId: order.json.id, cardNumber: '4242 4242 4242 4242' },
        cart.cookie,
      )
      steps.payment.push(payment.ms)
      if (payment.status !== 200 || payment.json?.status !== 'succeeded')
        return failed('payment', payment)
      counts.paid += 1
    } catch (error) {
      failed('network', { message: error.message })
    }
  }

  const startedAt = performance.now()
  const running = []
  for (let index = 0; index < buyers; index += 1) {
    const due = startedAt + (index * seconds * 1000) / buyers
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    running.push(buyer(index))
  }
  await Promise.all(running)
  const elapsed = (performance.now() - startedAt) / 1000
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0
  }
  const timing = Object.fromEntries(
    Object.entries(steps).map(([step, values]) => [
      step,
      { count: values.length, p50: percentile(values, 0.5), p99: percentile(values, 0.99) },
    ]),
  )
  process.stdout.write(
    JSON.stringify({
      buyers,
      seconds: elapsed,
      ordersPerSecond: counts.paid / elapsed,
      ...counts,
      errorKinds: Object.fromEntries(errors),
      timing,
    }),
  )
}
