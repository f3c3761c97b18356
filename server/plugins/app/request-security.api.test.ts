import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { allowedOrigins } from './request-security'

let testApp: TestApp
beforeAll(async () => {
  // PUBLIC_URL http://localhost:5000, behind a proxy at 10.0.0.1 whose X-Forwarded-* it believes.
  testApp = await buildTestApp({ seed: false, config: { trustProxy: ['10.0.0.1'] } })
})
afterAll(async () => {
  await testApp?.close()
})

/** A state-changing request (sign out: public, no body, no rate limit) through the proxy. */
const signOut = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/logout', remoteAddress: '10.0.0.1', headers })

describe('same-origin check', () => {
  it("accepts PUBLIC_URL's origin, and on a local shop its other loopback names", async () => {
    expect([...allowedOrigins('https://shop.groveside.test/')]).toEqual([
      'https://shop.groveside.test',
    ])
    expect([...allowedOrigins('http://localhost:5000')]).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://[::1]:5000',
    ])
    for (const origin of ['http://localhost:5000', 'http://127.0.0.1:5000']) {
      const response = await signOut({ origin })
      expect(response.statusCode, response.body).toBe(204)
    }
    expect((await signOut({ origin: 'http://127.0.0.1:5001' })).statusCode).toBe(403)
    expect((await signOut({ origin: 'https://localhost:5000' })).statusCode).toBe(403)
  })

  it("refuses an Origin that matches only the request's own Host or X-Forwarded-Host", async () => {
    const byHost = await signOut({ origin: 'http://evil.example', host: 'evil.example' })
    expect(byHost.statusCode).toBe(403)
    expect(byHost.json()).toEqual({
      message: 'Cross-site requests are not allowed.',
      code: 'CROSS_ORIGIN',
    })
    const byForwardedHost = await signOut({
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(byForwardedHost.statusCode).toBe(403)
  })
})
