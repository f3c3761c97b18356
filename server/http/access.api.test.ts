import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '../test/sign-in'
import { specStaffEndpoints } from './staff-endpoints'

let testApp: TestApp
let customer: string
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  customer = await signInAsCustomer(testApp.app, 'walker@example.com')
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*/g, 'x')

function staffCalls() {
  const registered = testApp.app.apiRoutes
    .filter((route) => route.access === 'staff' || route.access === 'owner')
    .map((route) => ({
      method: route.method,
      url: concrete(route.url),
      owner: route.access === 'owner',
    }))
  const named = specStaffEndpoints.map((endpoint) => ({
    method: endpoint.method,
    url: concrete(endpoint.path),
    owner: false,
  }))
  const adminExtras = [
    'GET /api/admin/orders',
    'PATCH /api/admin/orders/1',
    'DELETE /api/admin/blog/1',
  ].map((line) => {
    const [method, url] = line.split(' ') as [string, string]
    return { method, url, owner: false }
  })
  return [...registered, ...named, ...adminExtras]
}

async function call(method: string, url: string, headers: Record<string, string> = {}) {
  const hasBody = method !== 'GET' && method !== 'DELETE'
  return testApp.app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-admin-password': 'farm-secret', ...headers },
    remoteAddress: nextTestAddress(),
    ...(hasBody ? { payload: { isApproved: true, role: 'owner' } } : {}),
  })
}

describe('every staff endpoint', () => {
  it('has staff routes registered to walk', () => {
    const urls = testApp.app.apiRoutes
      .filter((route) => route.access !== 'public')
      .map((route) => route.url)
    expect(urls).toEqual(
      expect.arrayContaining(['/api/admin/outbox', '/api/admin/audit', '/api/staff/me']),
    )
  })

  it('answers 401 to an anonymous caller, whatever headers it sends', async () => {
    for (const { method, url } of staffCalls()) {
      const response = await call(method, url)
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('answers 403 to a signed-in customer', async () => {
    for (const { method, url } of staffCalls()) {
      const response = await call(method, url, { cookie: customer })
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('answers 403 to staff on owner-only routes', async () => {
    for (const { method, url } of staffCalls().filter((entry) => entry.owner)) {
      const response = await call(method, url, { cookie: staff })
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('lets staff through', async () => {
    expect((await call('GET', '/api/admin/outbox', { cookie: staff })).statusCode).toBe(200)
    expect(
      (await call('GET', '/api/admin/blog/comments/pending-count', { cookie: staff })).statusCode,
    ).toBe(200)
  })
})

describe('customer endpoints', () => {
  it('answer 401 without a signed-in customer', async () => {
    for (const route of testApp.app.apiRoutes.filter((entry) => entry.access === 'customer')) {
      const response = await call(route.method, concrete(route.url))
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})
