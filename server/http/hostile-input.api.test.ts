import { connect } from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { nextTestAddress, signInAsStaff } from '../test/sign-in'

/**
 * Issue "hostile input is a 4xx, never a 500": every registered API route, as a visitor and as the
 * owner, gets NUL characters, out-of-range / negative / non-numeric ids, over-long strings, wrong
 * types, malformed bodies and bad URL encoding. No answer may be a 5xx, and every 4xx must be the
 * project's `{ message, code }`.
 */

let testApp: TestApp
let app: FastifyInstance

/** Test-only routes that hand the database values it refuses, past any schema. */
const netRoutes = {
  nul: '/api/test-only/nul-text',
  outOfRange: '/api/test-only/out-of-range-id',
}
const deadlockRoute = '/api/test-only/deadlock'

beforeAll(async () => {
  testApp = await buildTestApp({
    extend(app) {
      const options = { config: { access: 'public' as const } }
      app.get(netRoutes.nul, options, async () => app.db.execute(sql`select ${'a\u0000b'}::text`))
      app.get(netRoutes.outOfRange, options, async () =>
        app.db.execute(sql`select ${'99999999999'}::int`),
      )
      // As Drizzle throws it: the driver's error (SQLSTATE 40P01) as the cause.
      app.get(deadlockRoute, options, async () => {
        throw new Error('Failed query', {
          cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
        })
      })
    },
  })
  app = testApp.app
})
afterAll(async () => {
  await testApp.close()
})

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const longText = 'x'.repeat(100_000)
const hostileBodyValues: Json[] = [
  '\u0000',
  'farm\u0000pickup',
  longText,
  99999999999,
  -1,
  1.5,
  'abc',
  null,
  true,
  {},
  [],
  { nested: '\u0000' },
  ['\u0000'],
]
const hostileTextValues = [
  '%00',
  'farm%00pickup',
  '99999999999',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e400',
  '%E0%A4%A',
  'x'.repeat(5_000),
]

const aToken = 'a'.repeat(43)
/** A value each path parameter can take that does not itself fail validation. */
const validParams: Record<string, string> = {
  id: '1',
  key: 'hero_title',
  slug: 'mango-season-is-here-our-first-haden-harvest-of-the-year',
  token: aToken,
  productId: '1',
  postId: '1',
  commentId: '1',
  blogPostId: '1',
}
/** Otherwise valid query strings, so each hostile value is the only thing wrong. */
const validQueries: Record<string, Record<string, string>> = {
  'GET /api/checkout/quote': { shippingMethod: 'farm-pickup', zipCode: '34957' },
  'GET /api/admin/orders': { status: 'pending' },
  'GET /api/generate-qr': { amount: '5.00', description: 'Eggs' },
  'GET /api/qr-payment/verify': { amount: '5.00', description: 'Eggs', sig: 'a'.repeat(64) },
}
const visitor = { name: 'Walker Test', email: 'walker@example.com' }
/** Otherwise valid bodies, so each hostile value is the only thing wrong. */
const validBodies: Record<string, { [key: string]: Json }> = {
  'POST /api/auth/email-link': { email: visitor.email },
  'POST /api/auth/email-link/verify': { token: aToken },
  'POST /api/staff/login': { email: 'nobody@groveside.test', password: 'not the password' },
  'PUT /api/site-content/:key': { title: 'Hero', content: 'Fresh', description: 'Hero title' },
  'POST /api/products': { name: 'Walker test', price: '1.00', category: 'fresh' },
  'PUT /api/products/:id': { name: 'Walker test', price: '1.00', category: 'fresh' },
  'POST /api/orders': {
    customerName: visitor.name,
    customerEmail: visitor.email,
    customerPhone: '5552746264',
    shippingAddress: {
      street: '2180 Seagrape Grove Road',
      city: 'Jensen Beach',
      state: 'FL',
      zipCode: '34957',
    },
    shippingMethod: 'farm-pickup',
    specialInstructions: 'Leave at the gate',
    idempotencyKey: 'walker-idempotency-key',
  },
  'POST /api/payments/test-mode/confirm': { orderId: 1, cardNumber: '4242424242424242' },
  'PATCH /api/admin/orders/:id': { status: 'confirmed' },
  'POST /api/admin/orders/:id/refunds': {
    amount: '1.00',
    idempotencyKey: 'walker-refund-idempotency-key',
  },
  'POST /api/qr-payment': {
    customerName: visitor.name,
    customerEmail: visitor.email,
    items: [{ productId: 1, quantity: 1 }],
    customPayment: { amount: '5.00', description: 'Eggs', sig: 'a'.repeat(64) },
    paymentMethod: 'qr_portal',
    idempotencyKey: 'walker-portal-idempotency-key',
  },
  'POST /api/contact': {
    firstName: 'Walker',
    lastName: 'Test',
    email: visitor.email,
    phone: '5552746264',
    subject: 'other',
    message: 'Hello from the route walker',
  },
  'POST /api/newsletter/subscribe': { email: visitor.email },
  'POST /api/newsletter/confirm': { token: aToken },
  'POST /api/newsletter/unsubscribe': { token: aToken },
  'POST /api/products/:id/reviews': {
    customerName: visitor.name,
    customerEmail: visitor.email,
    rating: 5,
    title: 'Good',
    comment: 'Sweet mangos',
    productId: 1,
    reviewToken: aToken,
  },
  'PATCH /api/admin/reviews/:id': { hidden: false },
  'POST /api/cart': { productId: 1, quantity: 1 },
  'PUT /api/cart/:id': { quantity: 1 },
  'POST /api/blog/comments': {
    blogPostId: 1,
    authorName: visitor.name,
    authorEmail: visitor.email,
    content: 'Lovely post',
  },
}

/** The top-level keys of a zod object schema, looking through pipes, refinements and defaults. */
function schemaKeys(schema: unknown): string[] {
  let current = schema as
    { shape?: object; _zod?: { def?: { in?: unknown; innerType?: unknown } } } | undefined
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current.shape) return Object.keys(current.shape)
    current = (current._zod?.def?.in ?? current._zod?.def?.innerType) as typeof current
  }
  return []
}

/** Paths of every value in a body (`shippingAddress.street`, `items.0.productId`). */
function leafPaths(value: Json, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : []
  const children = Object.entries(value).flatMap(([key, child]) =>
    leafPaths(child, [...prefix, key]),
  )
  return prefix.length ? [prefix, ...children] : children
}

function withValueAt(body: { [key: string]: Json }, path: string[], value: Json) {
  const copy = structuredClone(body) as { [key: string]: Json }
  let target = copy as { [key: string]: Json }
  for (const key of path.slice(0, -1)) target = target[key] as { [key: string]: Json }
  target[path.at(-1)!] = value
  return copy
}

function urlFor(pattern: string, params: Record<string, string>, query?: Record<string, string>) {
  const path = pattern.replace(
    /:(\w+)/g,
    (_, name: string) => params[name] ?? validParams[name] ?? '1',
  )
  if (!query) return path
  // Values are already percent-encoded where they mean to be (%00, bad encodings).
  return `${path}?${Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`
}

interface Probe {
  method: string
  url: string
  payload?: string
  contentType?: string
  contentLength?: string
}

function hostileProbes(route: FastifyInstance['apiRoutes'][number]): Probe[] {
  const { method, url: pattern, schema } = route
  const routeKey = `${method} ${pattern}`
  const probes: Probe[] = []
  const paramNames = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const validQuery = validQueries[routeKey]
  const validBody = validBodies[routeKey] ?? {}
  const json = (body: Json) => ({ payload: JSON.stringify(body), contentType: 'application/json' })
  const hasBody = !['GET', 'HEAD'].includes(method)
  const baseBody = hasBody ? json(validBody) : {}

  for (const name of paramNames) {
    for (const value of hostileTextValues) {
      probes.push({ method, url: urlFor(pattern, { [name]: value }, validQuery), ...baseBody })
    }
  }
  const queryKeys = [
    ...new Set([...schemaKeys(schema?.querystring), ...Object.keys(validQuery ?? {})]),
  ]
  for (const key of queryKeys) {
    for (const value of [...hostileTextValues, 'x'.repeat(100_000)]) {
      probes.push({
        method,
        url: urlFor(pattern, {}, { ...validQuery, [key]: value }),
        ...baseBody,
      })
    }
  }
  // A query parameter no schema reads.
  for (const value of ['%00', '%E0%A4%A']) {
    probes.push({ method, url: urlFor(pattern, {}, { ...validQuery, extra: value }), ...baseBody })
  }
  if (hasBody) {
    const url = urlFor(pattern, {}, validQuery)
    const keyPaths = schemaKeys(schema?.body).map((key) => [key])
    const paths = [
      ...keyPaths,
      ...leafPaths(validBody).filter(
        (path) => !keyPaths.some((known) => known.join('.') === path.join('.')),
      ),
    ]
    for (const path of paths) {
      for (const value of hostileBodyValues)
        probes.push({ method, url, ...json(withValueAt(validBody, path, value)) })
    }
    for (const body of [
      '\u0000',
      42,
      null,
      [],
      [validBody],
      { ...validBody, '\u0000': 'key' },
    ] as Json[]) {
      probes.push({ method, url, ...json(body) })
    }
    const deeplyNested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    for (const payload of [
      '{"oops": ',
      '{"a":1}}',
      '\u0000',
      '',
      deeplyNested,
      '{"__proto__": {"x": 1}}',
    ]) {
      probes.push({ method, url, payload, contentType: 'application/json' })
    }
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    ]) {
      probes.push({ method, url, payload: JSON.stringify(validBody), contentType })
    }
    probes.push({
      method,
      url,
      payload: JSON.stringify(validBody),
      contentType: 'application/json',
      contentLength: '100000',
    })
    probes.push({
      method,
      url,
      payload: JSON.stringify(validBody),
      contentType: 'application/json',
      contentLength: '2',
    })
  }
  return probes
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not `{ message, code }`. */
function problemWith(response: { statusCode: number; body: string }): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 200)}`
  if (response.statusCode < 400) return null
  try {
    const body = JSON.parse(response.body) as { message?: unknown; code?: unknown }
    // The database net (INVALID_INPUT) keeps the shop up, but the route's schema should have
    // refused the value itself: every request schema is built from contracts/fields.ts.
    if (body.code === 'INVALID_INPUT')
      return `the database refused it: ${response.body.slice(0, 200)}`
    if (typeof body.message === 'string' && typeof body.code === 'string') return null
  } catch {
    // not JSON: reported below
  }
  return `${response.statusCode} is not { message, code }: ${response.body.slice(0, 200)}`
}

async function send(probe: Probe, cookie?: string) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (probe.contentType) headers['content-type'] = probe.contentType
  if (probe.contentLength) headers['content-length'] = probe.contentLength
  return app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers,
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    remoteAddress: nextTestAddress(),
  })
}

describe('every API route under hostile input', () => {
  for (const who of ['a visitor', 'the owner'] as const) {
    it(`answers ${who} with a 4xx in the project's shape, never a 5xx`, async () => {
      const problems: string[] = []
      let probeCount = 0
      const signIn = async () => (who === 'the owner' ? signInAsStaff(app, 'owner') : undefined)
      let cookie: string | undefined
      const routes = app.apiRoutes.filter((route) => !route.url.startsWith('/api/test-only/'))
      for (const route of routes) {
        // The walk calls the sign-out routes too: sign in again after each.
        if (!cookie || route.url.endsWith('/logout')) cookie = await signIn()
        const probes = hostileProbes(route)
        probeCount += probes.length
        for (let start = 0; start < probes.length; start += 8) {
          const batch = probes.slice(start, start + 8)
          const responses = await Promise.all(batch.map((probe) => send(probe, cookie)))
          responses.forEach((response, index) => {
            const problem = problemWith(response)
            const probe = batch[index]!
            if (problem)
              problems.push(
                `${probe.method} ${probe.url.slice(0, 120)} ${(probe.payload ?? '').slice(0, 120)} -> ${problem}`,
              )
          })
        }
        if (route.url.endsWith('/logout')) cookie = undefined
      }
      expect(probeCount).toBeGreaterThan(1000)
      expect(problems).toEqual([])
    }, 120_000)
  }

  it('covers the routes outside /api too', async () => {
    for (const url of [
      '/uploads/%00',
      '/uploads/a%00b.svg',
      '/%00',
      '/blog/abc%00def',
      '/products/%E0%A4%A',
      '/healthz?x=%00',
    ]) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: nextTestAddress() })
      expect(problemWith(response), url).toBeNull()
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
    }
    const session = await app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: 'groveside_session=%00' },
      remoteAddress: nextTestAddress(),
    })
    expect(session.statusCode).toBe(200)
  })
})

describe('the database net', () => {
  it('answers a value the database refuses (SQLSTATE class 22) with a 400 INVALID_INPUT', async () => {
    for (const url of Object.values(netRoutes)) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual({ message: expect.any(String), code: 'INVALID_INPUT' })
    }
  })

  it('answers a transaction rolled back by a deadlock with a 409 to try again', async () => {
    const response = await app.inject({ method: 'GET', url: deadlockRoute })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: expect.any(String), code: 'TRY_AGAIN' })
  })
})

describe('the examples of the issue', () => {
  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: nextTestAddress() })

  it('refuses a NUL in a query value or path parameter with a 400 naming it', async () => {
    const quote = await get('/api/checkout/quote?shippingMethod=farm%00pickup')
    expect(quote.statusCode).toBe(400)
    expect(quote.json().fields).toHaveProperty('shippingMethod')
    const slug = await get('/api/blog/slug/abc%00def')
    expect(slug.statusCode).toBe(400)
    expect(slug.json().fields).toHaveProperty('slug')
  })

  it('answers ids above 2^31-1 with a 400, not a 500', async () => {
    for (const url of [
      '/api/orders/99999999999',
      '/api/products/99999999999',
      '/api/blog/comments/99999999999',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    const staff = await app.inject({
      method: 'PATCH',
      url: '/api/admin/orders/99999999999',
      headers: { cookie: await signInAsStaff(app, 'owner') },
      payload: { status: 'confirmed' },
    })
    expect(staff.statusCode).toBe(400)
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      payload: { orderId: 99999999999, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(confirm.statusCode).toBe(400)
    expect(confirm.json().fields).toHaveProperty('orderId')
  })

  it('refuses a comment or contact message holding a NUL with a 400 naming the field', async () => {
    const comment = await app.inject({
      method: 'POST',
      url: '/api/blog/comments',
      payload: { ...validBodies['POST /api/blog/comments'], content: 'Lovely\u0000post' },
      remoteAddress: nextTestAddress(),
    })
    expect(comment.statusCode).toBe(400)
    expect(Object.keys(comment.json().fields)).toEqual(['content'])
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validBodies['POST /api/contact'], message: 'Hi\u0000there' },
      remoteAddress: nextTestAddress(),
    })
    expect(contact.statusCode).toBe(400)
    expect(Object.keys(contact.json().fields)).toEqual(['message'])
  })

  it('answers bad URL encoding in the project shape', async () => {
    const response = await get('/api/products/%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: expect.any(String), code: 'BAD_URL' })
  })

  it('answers a Content-Length that does not match the body in the project shape', async () => {
    const longer = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-length': '5000' },
      payload: JSON.stringify(validBodies['POST /api/contact']),
      remoteAddress: nextTestAddress(),
    })
    expect(longer.statusCode).toBe(400)
    expect(Object.keys(longer.json()).sort()).toEqual(['code', 'message'])

    // Declared shorter: the rest of the body reaches Node's HTTP parser as a broken next request.
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 5\r\n\r\n{"firstName":"Walker"}',
        )
      })
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('close', () => resolve(received))
      socket.on('error', reject)
    })
    const answers = raw.split(/(?=HTTP\/1\.1 )/).filter(Boolean)
    expect(answers.length).toBeGreaterThanOrEqual(1)
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /)
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as object
      expect(Object.keys(body).sort()).toEqual(['code', 'message'])
    }
  })
})
