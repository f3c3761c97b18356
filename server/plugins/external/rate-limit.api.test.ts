import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress } from '#server/test/sign-in'
import { selectRows } from '#server/db/client'
import { contactRateLimit } from '#server/domains/engagement/contact-routes'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

// Every form filled as a bot would (hidden `website` set): the limit counts it, nothing is stored.
const forms = {
  contact: {
    method: 'POST',
    url: '/api/contact',
    payload: {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      subject: 'products',
      message: 'Hello',
      website: 'bot',
    },
  },
  newsletter: {
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'ana@example.com', website: 'bot' },
  },
  signInLink: {
    method: 'POST',
    url: '/api/auth/email-link',
    payload: { email: 'ana@example.com', website: 'bot' },
  },
  review: {
    method: 'POST',
    url: '/api/products/1/reviews',
    payload: {
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      rating: 5,
      comment: 'Sweet',
      website: 'bot',
    },
  },
  helpfulVote: { method: 'POST', url: '/api/reviews/1/helpful' },
} satisfies Record<string, InjectOptions>

const send = (form: InjectOptions, remoteAddress: string) =>
  testApp.app.inject({ ...form, remoteAddress })

describe('per-route rate limits', () => {
  it('a form used up to its limit leaves every other form of that address untouched', async () => {
    const address = nextTestAddress()
    for (let attempt = 1; attempt <= contactRateLimit.max; attempt += 1) {
      expect(
        (await send(forms.contact, address)).statusCode,
        `contact message ${attempt}`,
      ).toBeLessThan(300)
    }
    expect((await send(forms.contact, address)).statusCode).toBe(429)

    for (const [name, form] of Object.entries(forms).filter(([name]) => name !== 'contact')) {
      const response = await send(form, address)
      expect(
        response.statusCode,
        `${name} after the contact form's limit: ${response.body}`,
      ).not.toBe(429)
    }
  })

  it('sign-in links and helpful votes do not use up the contact form (the reviewed lock-out)', async () => {
    const address = nextTestAddress()
    for (let attempt = 0; attempt < 3; attempt += 1) await send(forms.signInLink, address)
    for (let attempt = 0; attempt < 2; attempt += 1) await send(forms.helpfulVote, address)
    for (let attempt = 1; attempt <= contactRateLimit.max; attempt += 1) {
      expect(
        (await send(forms.contact, address)).statusCode,
        `contact message ${attempt}`,
      ).toBeLessThan(300)
    }
  })

  it('names each counter by method and route pattern', async () => {
    const address = nextTestAddress()
    await send(forms.review, address)
    await send({ ...forms.review, url: '/api/products/2/reviews' }, address)
    const keys = (
      await selectRows<{ key: string; count: number }>(
        testApp.app.db,
        sql`select key, count from rate_limits where key like ${`%:${address}`}`,
      )
    ).map((row) => `${row.key}=${row.count}`)
    // Two products, one route pattern: one counter with both hits.
    expect(keys).toEqual([`rl:POST /api/products/:id/reviews:${address}=2`])

    const all = await selectRows<{ key: string }>(
      testApp.app.db,
      sql`select key from rate_limits where key like 'rl:%'`,
    )
    expect(all.length).toBeGreaterThan(0)
    expect(all.filter((row) => row.key.includes('undefined'))).toEqual([])
  })
})
