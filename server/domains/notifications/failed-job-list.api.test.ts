import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { failedJobPageSchema, type FailedJobPage } from '#contracts/jobs'
import { jobSchema, queuePolicy } from '#server/jobs/job-engine'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { makeJobDue } from '#server/test/queued-jobs'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/** Failed Jobs' list, searched, filtered, sorted and paged on the server (issue 25). */

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function list(query: string): Promise<FailedJobPage> {
  const response = await get(`/api/admin/jobs/failed?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return failedJobPageSchema.parse(response.json())
}

/**
 * Jobs of `type` that failed every attempt. The first fails for real through its handler; the
 * others are marked failed in pg-boss's table, as it keeps them, so a page can fill quickly.
 */
async function failedJobs(type: string, label: string, payloads: Record<string, unknown>[]) {
  app().jobs.registerHandler({ type, label }, async (job) => {
    throw new Error(`${label} broke on ${JSON.stringify(job.payload)}`)
  })
  const ids = []
  for (const payload of payloads) ids.push(await app().jobs.enqueue(type, payload))
  for (let attempt = 1; attempt <= queuePolicy.retryLimit + 1; attempt += 1) {
    await makeJobDue(app().db, ids[0]!)
    await app().jobs.runDueJobs()
  }
  const rest = ids.slice(1)
  if (rest.length > 0) {
    await app().db.execute(
      sql`update ${sql.identifier(jobSchema)}.job
          set state = 'failed', completed_on = now(), retry_count = ${queuePolicy.retryLimit},
              output = jsonb_build_object('message', ${`${label} broke`}::text)
          where id in (${sql.join(
            rest.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    )
  }
  return ids
}

let ledger: string[]
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  staff = await signInAsStaff(app(), 'staff')
  ledger = await failedJobs('test.ledger', 'Ledger export', [
    { to: 'bookkeeper@example.com', subject: 'March ledger' },
  ])
  await failedJobs(
    'test.pager',
    'Pager job',
    Array.from({ length: 27 }, (_, index) => ({ page: index })),
  )
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/jobs/failed: search, filters, sort and pages', () => {
  it('finds jobs by the error, the payload, the queue or what staff call it', async () => {
    const ids = (page: FailedJobPage) => page.items.map((job) => job.id)
    expect(ids(await list('q=bookkeeper%40example'))).toEqual(ledger)
    expect(ids(await list('q=LEDGER%20EXPORT%20BROKE'))).toEqual(ledger)
    expect(ids(await list('q=test.ledger'))).toEqual(ledger)
    const byLabel = await list('q=ledger%20export')
    expect(byLabel.items).toHaveLength(1)
    expect(byLabel.items[0]).toMatchObject({
      type: 'test.ledger',
      label: 'Ledger export',
      attempts: queuePolicy.retryLimit + 1,
      payload: { subject: 'March ledger' },
    })
    expect((await list('q=%25')).total).toBe(0)
  })

  it('filters by queue, and names the queues that have failed jobs', async () => {
    const pager = await list('type=test.pager&pageSize=100')
    expect(pager.total).toBe(27)
    expect(pager.items.every((job) => job.type === 'test.pager')).toBe(true)
    expect(pager.types).toEqual([
      { type: 'test.ledger', label: 'Ledger export', count: 1 },
      { type: 'test.pager', label: 'Pager job', count: 27 },
    ])
    expect((await list('type=email.send')).total).toBe(0)
  })

  it('sorts by a whitelisted column, either way, and pages with the total', async () => {
    expect((await list('sort=type&dir=asc')).items[0]?.type).toBe('test.ledger')
    expect((await list('sort=type&dir=desc')).items[0]?.type).toBe('test.pager')
    const latest = await list('pageSize=100')
    const times = latest.items.map((job) => Date.parse(job.failedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const first = await list('type=test.pager')
    const second = await list('type=test.pager&page=2')
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    expect(second.items).toHaveLength(2)
    expect(second.items.some((job) => first.items.some((each) => each.id === job.id))).toBe(false)
  })

  it("counts every failed job on the back office's Today", async () => {
    const today = await get('/api/admin/today')
    expect(today.statusCode, today.body).toBe(200)
    expect(today.json().failedJobs).toBe(28)
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=payload', 'sort'],
      ['dir=random', 'dir'],
      ['page=0', 'page'],
      ['pageSize=5', 'pageSize'],
      ['type=not%20a%20queue', 'type'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/admin/jobs/failed?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('is for staff only', async () => {
    expect((await get('/api/admin/jobs/failed?q=ledger', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'jobs-list@example.com')
    expect((await get('/api/admin/jobs/failed', customer)).statusCode).toBe(403)
  })
})
