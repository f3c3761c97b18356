import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { products } from '#server/db/schema/catalog'
import { blogPosts } from '#server/db/schema/blog'
import { orders } from '#server/db/schema/orders'
import { analyticsEvents } from '#server/db/schema/analytics'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsCustomer } from '#server/test/sign-in'
import { landingViewsPerAddress } from './landing-visit-service'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

async function rowCount(
  table: typeof products | typeof blogPosts | typeof orders | typeof analyticsEvents,
) {
  const [row] = await testApp.app.db.select({ n: count() }).from(table)
  return row!.n
}

async function landingViews() {
  const [row] = await testApp.app.db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.eventType, 'landing_view'))
  return row!.n
}

describe('POST /api/init-data', () => {
  it('answers 204 and writes no demo data into the shop', async () => {
    const before = {
      products: await rowCount(products),
      posts: await rowCount(blogPosts),
      orders: await rowCount(orders),
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/init-data',
      remoteAddress: nextTestAddress(),
    })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect({
      products: await rowCount(products),
      posts: await rowCount(blogPosts),
      orders: await rowCount(orders),
    }).toEqual(before)
  })

  it('records one anonymous landing view per call, with no session or user', async () => {
    const viewsBefore = await landingViews()
    const eventsBefore = await rowCount(analyticsEvents)
    const cookie = await signInAsCustomer(testApp.app, 'visitor@example.com')
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/init-data',
      headers: { cookie },
      remoteAddress: nextTestAddress(),
    })
    expect(response.statusCode).toBe(204)
    expect(await landingViews()).toBe(viewsBefore + 1)
    expect(await rowCount(analyticsEvents)).toBe(eventsBefore + 1)
    const [latest] = await testApp.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'landing_view'))
      .orderBy(analyticsEvents.id)
      .limit(1)
      .offset(viewsBefore)
    expect(latest).toMatchObject({
      eventType: 'landing_view',
      sessionId: null,
      userId: null,
      productId: null,
    })
  })

  it('does not start a session for the visitor', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/init-data',
      remoteAddress: nextTestAddress(),
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  it('never fails with a 5xx on an empty or odd body', async () => {
    const attempts = [
      { headers: {}, payload: undefined },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      {
        headers: { 'content-type': 'application/json' },
        payload: '{"products":[{"name":"Fake"}]}',
      },
      { headers: { 'content-type': 'application/json' }, payload: 'not json' },
    ]
    const productsBefore = await rowCount(products)
    for (const attempt of attempts) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/init-data',
        remoteAddress: nextTestAddress(),
        ...attempt,
      })
      expect(response.statusCode, JSON.stringify(attempt)).toBeLessThan(500)
    }
    expect(await rowCount(products)).toBe(productsBefore)
  })

  it('stops counting a client address that calls too often, and still answers 204', async () => {
    const remoteAddress = nextTestAddress()
    const before = await landingViews()
    for (let call = 0; call < landingViewsPerAddress + 3; call += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/init-data',
        remoteAddress,
      })
      expect(response.statusCode).toBe(204)
    }
    expect(await landingViews()).toBe(before + landingViewsPerAddress)
  })

  it('refuses a cross-site call', async () => {
    const before = await landingViews()
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/init-data',
      headers: { 'sec-fetch-site': 'cross-site' },
      remoteAddress: nextTestAddress(),
    })
    expect(response.statusCode).toBe(403)
    expect(await landingViews()).toBe(before)
  })
})
