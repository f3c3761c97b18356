import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { selectRows, type Db } from '#server/db/client'
import { emailOutbox } from '#server/db/schema/notifications'
import { deadLetterQueue, every, jobSchema, queuePolicy } from '#server/jobs/job-engine'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { makeJobDue, storedJobs } from '#server/test/queued-jobs'
import { signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
})
afterAll(async () => {
  await testApp.close()
})

describe('jobs on pg-boss', () => {
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

  it('retries a failing job with back-off, then keeps it failed and in the dead-letter queue', async () => {
    const { app } = testApp
    let calls = 0
    app.jobs.registerHandler({ type: 'test.flaky', label: 'Flaky test job' }, async () => {
      calls += 1
      throw new Error('smtp down')
    })
    const id = await app.jobs.enqueue('test.flaky', { order: 7 })

    await app.jobs.runDueJobs()
    let [job] = await storedJobs(app.db, 'test.flaky')
    expect(job).toMatchObject({ id, state: 'retry', attempts: 1 })
    expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now())
    // Nothing runs before its back-off has passed.
    expect(await app.jobs.runDueJobs()).toBe(0)

    for (let attempt = 2; attempt <= queuePolicy.retryLimit + 1; attempt += 1) {
      await makeJobDue(app.db, id)
      await app.jobs.runDueJobs()
    }
    ;[job] = await storedJobs(app.db, 'test.flaky')
    expect(job).toMatchObject({
      state: 'failed',
      attempts: queuePolicy.retryLimit + 1,
      output: { message: 'smtp down' },
    })
    expect(calls).toBe(queuePolicy.retryLimit + 1)
    await makeJobDue(app.db, id)
    expect(await app.jobs.runDueJobs()).toBe(0)

    expect(await storedJobs(app.db, deadLetterQueue)).toMatchObject([{ payload: { order: 7 } }])
  })

  it('queues a job with the transaction it is part of: a rolled-back change queues nothing', async () => {
    const { app } = testApp
    let ran = 0
    app.jobs.registerHandler({ type: 'test.in-transaction', label: 'Test job' }, async () => {
      ran += 1
    })
    await app.jobs.runDueJobs()
    await app.db
      .transaction(async (transaction) => {
        await app.jobs.enqueue('test.in-transaction', {}, { db: transaction as unknown as Db })
        throw new Error('the change failed')
      })
      .catch(() => {})
    await app.db.transaction(async (transaction) => {
      await app.jobs.enqueue(
        'test.in-transaction',
        { kept: true },
        {
          db: transaction as unknown as Db,
        },
      )
    })
    expect(await storedJobs(app.db, 'test.in-transaction')).toMatchObject([
      { payload: { kept: true } },
    ])
    await app.jobs.runDueJobs()
    expect(ran).toBe(1)
  })
})

describe('failed jobs, for staff', () => {
  async function failedJob(app: TestApp['app'], type: string) {
    app.jobs.registerHandler({ type, label: 'Label printing' }, async () => {
      throw new Error('label printer offline')
    })
    const id = await app.jobs.enqueue(type, { orderId: 12 })
    for (let attempt = 1; attempt <= queuePolicy.retryLimit + 1; attempt += 1) {
      await makeJobDue(app.db, id)
      await app.jobs.runDueJobs()
    }
    return id
  }

  it('lists each with its type, error, attempts and times; staff retry one, or discard it', async () => {
    const { app } = testApp
    const cookie = await signInAsStaff(app)
    const retried = await failedJob(app, 'test.label')
    const discarded = await failedJob(app, 'test.label-again')

    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/jobs/failed' })
    expect(anonymous.statusCode).toBe(401)
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/jobs/failed',
      headers: { cookie },
    })
    expect(list.statusCode).toBe(200)
    const listed = (list.json() as { items: { id: string }[] }).items
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: retried,
          type: 'test.label',
          label: 'Label printing',
          error: 'label printer offline',
          attempts: queuePolicy.retryLimit + 1,
          payload: { orderId: 12 },
          failedAt: expect.any(String),
          createdAt: expect.any(String),
        }),
      ]),
    )

    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/test.label/${retried}/retry`,
      headers: { cookie },
    })
    expect(retry.statusCode, retry.body).toBe(204)
    expect((await storedJobs(app.db, 'test.label'))[0]).toMatchObject({ state: 'retry' })
    expect(
      (await storedJobs(app.db, deadLetterQueue)).filter((job) => job.payload.orderId === 12),
    ).toHaveLength(1)
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/test.label/${retried}/retry`,
      headers: { cookie },
    })
    expect(again.statusCode).toBe(404)

    const discard = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/test.label-again/${discarded}`,
      headers: { cookie },
    })
    expect(discard.statusCode, discard.body).toBe(204)
    expect(await storedJobs(app.db, 'test.label-again')).toEqual([])
    // Left: the dead letter of the first describe's job alone.
    expect(await storedJobs(app.db, deadLetterQueue)).toMatchObject([{ payload: { order: 7 } }])
    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/jobs/failed',
      headers: { cookie },
    })
    expect((after.json() as { items: { id: string }[] }).items.map(({ id }) => id)).not.toContain(
      discarded,
    )

    const badId = await app.inject({
      method: 'DELETE',
      url: '/api/admin/jobs/test.label/not-a-job',
      headers: { cookie },
    })
    expect(badId.statusCode).toBe(400)
    expect(badId.json()).toMatchObject({ fields: { id: expect.any(String) } })
  })
})

describe('recurring jobs', () => {
  it('are pg-boss schedules once the worker starts, one per job, each with its cron', async () => {
    const worker = await buildTestApp({ seed: false, startJobWorker: true })
    try {
      const schedules = await selectRows<{ name: string; cron: string }>(
        worker.app.db,
        sql`select name, cron from ${sql.identifier(jobSchema)}.schedule order by name`,
      )
      expect(schedules).toEqual(
        expect.arrayContaining([
          { name: 'orders.release-lapsed-reservations', cron: every.minute },
          { name: 'sessions.purge-expired', cron: every.hour },
          { name: 'subscriptions.renew', cron: every.quarterHour },
          { name: 'newsletter-tokens.purge', cron: every.day },
          { name: 'staff-password-links.purge', cron: every.day },
          { name: 'orders.pickup-reminders', cron: every.quarterHour },
          { name: 'visits.waitlist-offers', cron: every.minute },
          { name: 'catalog.product-waitlist-offers', cron: every.minute },
        ]),
      )
      expect(schedules).toHaveLength(14)
    } finally {
      await worker.close()
    }
  })
})
