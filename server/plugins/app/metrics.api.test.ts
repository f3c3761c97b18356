import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { DatabaseConnection } from '#server/db/client'
import { buildCachedApp } from '#server/test/cached-app'
import { createTestDatabase } from '#server/test/test-database'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'

const token = 'metrics-token-for-the-test-0123'
let app: FastifyInstance
let database: DatabaseConnection
let origin: string

beforeAll(async () => {
  database = await createTestDatabase()
  app = await buildCachedApp(database, { env: { METRICS_TOKEN: token } })
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const scrape = (authorization?: string) =>
  fetch(`${origin}/metrics`, { headers: authorization ? { authorization } : {} })

/** The value of one sample line, e.g. `name{label="x"}`; null when the line is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : null
}

describe('/metrics', () => {
  it('answers only a bearer of METRICS_TOKEN', async () => {
    expect((await scrape()).status).toBe(401)
    const wrong = await scrape('Bearer not-the-token-at-all-000000')
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(((await wrong.json()) as { code: string }).code).toBe('UNAUTHORIZED')
    expect((await scrape(`Basic ${token}`)).status).toBe(401)
    expect((await scrape(`Bearer ${token}`)).status).toBe(200)
  })

  it('counts requests by route pattern and status, public-cache hits and misses, jobs and Node', async () => {
    const before = await (await scrape(`Bearer ${token}`)).text()
    const hitsBefore = sample(before, 'groveside_public_cache_hits_total') ?? 0
    const missesBefore = sample(before, 'groveside_public_cache_misses_total') ?? 0

    // A read made, then answered from the cache (over real HTTP, so by the server's fast path).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await fetch(`${origin}/api/products/1`)
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
    }
    expect((await fetch(`${origin}/api/products/999999`)).status).toBe(404)
    expect((await fetch(`${origin}/api/nothing-here`)).status).toBe(404)
    await app.mail.queue({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' })

    const response = await scrape(`Bearer ${token}`)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()

    const ok = `http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="200"}`
    expect(sample(text, ok)).toBe(20)
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="404"}`,
      ),
    ).toBe(1)
    // An unknown path is counted under the pattern that answered it (the app shell's), so the
    // series stay few whatever paths clients invent.
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="/*",status_code="404"}`,
      ),
    ).toBe(1)
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/products\/:id",status_code="200"\} \d+$/m,
    )

    const hits = sample(text, 'groveside_public_cache_hits_total')! - hitsBefore
    const misses = sample(text, 'groveside_public_cache_misses_total')! - missesBefore
    expect(misses).toBeGreaterThanOrEqual(1)
    expect(hits).toBeGreaterThanOrEqual(15)
    expect(hits + misses).toBeGreaterThanOrEqual(20)
    expect(sample(text, 'groveside_public_cache_entries')).toBeGreaterThanOrEqual(1)

    expect(sample(text, 'groveside_jobs{state="queued"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'groveside_jobs{state="due"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'groveside_jobs{state="failed"}')).toBe(0)
    expect(sample(text, 'groveside_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    if (database.kind === 'postgres') {
      expect(sample(text, 'groveside_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(
        0,
      )
      expect(sample(text, 'groveside_db_pool_waiting')).toBe(0)
    }
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await buildTestApp({ seed: false })
  })
  afterAll(async () => plain.close())

  it('is not served', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).not.toBe(200)
    expect(response.body).not.toMatch(/http_request_duration_seconds/)
  })
})
