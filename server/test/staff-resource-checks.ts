import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { signInAsCustomer } from './sign-in'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Every route of a staff resource refuses anonymous callers (401) and customers (403), and
 * nothing changes: the list a staff member reads afterwards is the same.
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  routes: { method: Method; url: string; payload?: object }[],
  staffList: () => Promise<unknown>,
) {
  const before = await staffList()
  const customer = await signInAsCustomer(app, `resource-${Date.now()}@example.com`)
  for (const route of routes) {
    const anonymous = await app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
    })
    expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401)
    const asCustomer = await app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
      headers: { cookie: customer },
    })
    expect(asCustomer.statusCode, `${route.method} ${route.url} customer`).toBe(403)
  }
  expect(await staffList()).toEqual(before)
}
