import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { emailOutbox, jobs } from '../../db/schema/platform'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { claimNextJob, enqueueJob } from './job-queue'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
})
afterAll(async () => {
  await testApp.close()
})

describe('e-mail through the jobs table', () => {
  it('keeps a queued e-mail until the worker sends it into the outbox', async () => {
    const { app } = testApp
    await app.mail.queue({
      to: 'grower@example.com',
      subject: 'Your mangos',
      text: 'Ripe tomorrow.',
    })
    expect(
      await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'grower@example.com')),
    ).toHaveLength(0)

    expect(await app.jobs.runDueJobs()).toBeGreaterThanOrEqual(1)
    const sent = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'grower@example.com'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ subject: 'Your mangos', text: 'Ripe tomorrow.' })
  })

  it('retries a failing job later and gives up after its last attempt', async () => {
    const { app } = testApp
    let calls = 0
    app.jobs.registerHandler('test.flaky', async () => {
      calls += 1
      throw new Error('smtp down')
    })
    const id = await enqueueJob(app.db, 'test.flaky', {}, { maxAttempts: 2 })

    await app.jobs.runDueJobs()
    let [job] = await app.db.select().from(jobs).where(eq(jobs.id, id))
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp down' })
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now())

    await app.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id))
    await app.jobs.runDueJobs()
    ;[job] = await app.db.select().from(jobs).where(eq(jobs.id, id))
    expect(job).toMatchObject({ status: 'failed', attempts: 2 })
    expect(calls).toBe(2)
  })

  it('never hands one job to two workers', async () => {
    const { app } = testApp
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, n) => enqueueJob(app.db, 'test.noop', { n })),
    )
    const claimed = await Promise.all(Array.from({ length: 10 }, () => claimNextJob(app.db)))
    const claimedIds = claimed.filter((job) => job !== null).map((job) => job!.id)
    expect(new Set(claimedIds).size).toBe(claimedIds.length)
    expect(claimedIds.sort()).toEqual([...ids].sort())
  })
})
