import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import errorHandler from '../plugins/app/error-handler'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { requireAccessDeclarations } from './route-access'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
})
afterAll(async () => {
  await testApp.close()
})

describe('unknown paths', () => {
  it('answers a JSON 404 under /api', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No route for GET /api/nope',
    })
  })

  it('answers the app shell with status 404 for a page the app does not have', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.body).toContain('<title>Page Not Found | Groveside Farm</title>')
  })

  it('answers built screens with 200, matching paths case-insensitively', async () => {
    for (const url of ['/', '/products', '/PRODUCTS', '/products?category=honey']) {
      const response = await testApp.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })
})

describe('health', () => {
  it('reports liveness and database readiness', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    })
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready' })
  })
})

describe('headers', () => {
  it('sends security headers and a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/)
  })
})

describe('error handler', () => {
  async function miniApp() {
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(errorHandler)
    const api = app.withTypeProvider<ZodTypeProvider>()
    api.post(
      '/echo',
      {
        schema: {
          body: z.object({ email: z.email('Invalid email address'), quantity: z.number().int() }),
        },
      },
      async (request) => request.body,
    )
    app.get('/boom', async () => {
      throw new Error('connection to db at postgres://secret@10.0.0.5 refused')
    })
    return app
  }

  it('answers 400 naming each bad field', async () => {
    const app = await miniApp()
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: 'nope', quantity: 1.5 },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json() as {
      code: string
      fields: Record<string, string>
      message: string
    }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.fields.email).toBe('Invalid email address')
    expect(Object.keys(body.fields)).toEqual(['email', 'quantity'])
    expect(body.message).toContain('email')
  })

  it('answers 400 for a malformed JSON body', async () => {
    const app = await miniApp()
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toHaveProperty('message')
  })

  it('never leaks internals on a 5xx', async () => {
    const app = await miniApp()
    const response = await app.inject({ method: 'GET', url: '/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('secret')
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side.',
      code: 'INTERNAL',
    })
  })
})

describe('route access declarations', () => {
  it('refuses to register an API route that does not declare its access', async () => {
    const app = Fastify({ logger: false })
    requireAccessDeclarations(app)
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/)
    expect(() =>
      app.get('/api/declared', { config: { access: 'public' } }, async () => ({})),
    ).not.toThrow()
  })
})
