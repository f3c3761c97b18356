import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import type { FailedJobPage, FailedJobQuery } from '#contracts/jobs'
import { selectRows, type Db } from '#server/db/client'
import {
  createBoss,
  deadLetterQueue,
  ensureQueue,
  jobSchema,
  inTransaction,
  toQueuedJob,
  type JobHandler,
} from '#server/jobs/job-engine'
import { countFailedJobs, searchFailedJobs } from './failed-job-queries'
import { createMailTransport, type MailMessage, type MailTransport } from './mail-transport'

export interface Jobs {
  /** Queues a job; pass a transaction as `db` to queue it atomically with other writes. */
  enqueue(
    type: string,
    payload: Record<string, unknown>,
    options?: { runAt?: Date; db?: Db },
  ): Promise<string>
  /** `label`: what staff call the job (the Failed Jobs screen). */
  registerHandler(job: { type: string; label: string }, handler: JobHandler): void
  /** A job run on a cron schedule (UTC), once across every instance sharing the database. */
  schedule(job: { type: string; label: string; cron: string }, task: () => Promise<void>): void
  /** Runs every due job now, and what those queue, until none is due; tests use it. */
  runDueJobs(): Promise<number>
  /** A page of the jobs that failed every attempt (the Failed Jobs screen). */
  listFailed(query: FailedJobQuery): Promise<FailedJobPage>
  /** How many jobs failed every attempt (the back office's Today). */
  countFailed(): Promise<number>
  /** Runs a failed job again (its attempts start over); false when there is no such failed job. */
  retryFailed(type: string, id: string): Promise<boolean>
  /** Removes a failed job for good; false when there is no such failed job. */
  discardFailed(type: string, id: string): Promise<boolean>
}

export interface Mail {
  transport: MailTransport
  /**
   * Queues an e-mail; it is sent (and kept in the outbox) by the job worker, with retries;
   * with `runAt`, not before then (a gift card e-mailed on its day).
   */
  queue(message: MailMessage, options?: { db?: Db; runAt?: Date }): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
    mail: Mail
  }
}

export const sendEmailJob = 'email.send'

/** How often an idle worker asks its queue for work. */
const pollingIntervalSeconds = 2

/**
 * Every job runs on pg-boss (decision 0050): queues with retries, back-off and a dead-letter
 * queue in the app's own database, and e-mail through it so a failed send is retried.
 */
export default fp(
  async function notifications(app: FastifyInstance, options: { startWorker: boolean }) {
    const handlers = new Map<string, JobHandler>()
    const labels = new Map<string, string>()
    const schedules = new Map<string, string>()
    const boss = createBoss(app.database, {
      supervise: options.startWorker,
      schedule: options.startWorker,
    })
    boss.on('error', (error) => app.log.error({ err: error }, 'job engine error'))
    await boss.start()
    const transport = createMailTransport(app.db, {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
    })

    async function runOne(type: string, job: Parameters<typeof toQueuedJob>[0]) {
      const handler = handlers.get(type)!
      try {
        await handler(toQueuedJob(job))
        await boss.complete(type, { id: job.id, retryCount: job.retryCount })
      } catch (error) {
        app.log.warn({ err: error, jobId: job.id, type }, 'job failed')
        const message = error instanceof Error ? error.message : String(error)
        await boss.fail(type, { id: job.id, retryCount: job.retryCount }, { message })
      }
    }

    // A queue is made before its first job (a queue made inside a caller's transaction would
    // wait on PGlite's one connection that transaction holds).
    const queues = new Set<string>()
    async function makeQueue(type: string) {
      if (queues.has(type)) return
      await ensureQueue(boss, type)
      queues.add(type)
    }

    let draining: Promise<number> | null = null
    async function drain() {
      let count = 0
      for (let ran = -1; ran !== 0; count += ran) {
        ran = 0
        for (const type of handlers.keys()) {
          await makeQueue(type)
          // A batch comes back in any order: run it in the order it was queued.
          const batch = await boss.fetch(type, { batchSize: 20, includeMetadata: true })
          batch.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime())
          for (const job of batch) {
            await runOne(type, job)
            ran += 1
          }
        }
      }
      return count
    }

    app.decorate('jobs', {
      async enqueue(type, payload, jobOptions) {
        if (!jobOptions?.db) await makeQueue(type)
        else if (!queues.has(type)) throw new Error(`No queue ${type} yet: register its handler`)
        const id = await boss.send(type, payload, {
          ...(jobOptions?.runAt ? { startAfter: jobOptions.runAt } : {}),
          ...(jobOptions?.db ? { db: inTransaction(jobOptions.db) } : {}),
        })
        if (!id) throw new Error(`The job ${type} was not queued`)
        return id
      },
      registerHandler({ type, label }, handler) {
        if (handlers.has(type))
          throw new Error(`A handler for job type ${type} is already registered`)
        handlers.set(type, handler)
        labels.set(type, label)
      },
      schedule({ type, label, cron }, task) {
        this.registerHandler({ type, label }, () => task())
        schedules.set(type, cron)
      },
      runDueJobs() {
        draining ??= drain().finally(() => {
          draining = null
        })
        return draining
      },
      listFailed: (query) => searchFailedJobs(app.db, query, labels),
      countFailed: () => countFailedJobs(app.db),
      retryFailed: (type, id) =>
        settleFailed(type, id, (tx) => boss.retry(type, id, { db: inTransaction(tx) })),
      discardFailed: (type, id) =>
        settleFailed(type, id, (tx) => boss.deleteJob(type, id, { db: inTransaction(tx) })),
    } satisfies Jobs)

    const jobTable = sql`${sql.identifier(jobSchema)}.job`
    /** The failed job's dead-letter copy goes with it, whether it is retried or discarded. */
    async function settleFailed(type: string, id: string, settle: (tx: Db) => Promise<unknown>) {
      return app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const [found] = await selectRows<{ id: string }>(
          tx,
          sql`select id::text from ${jobTable} where name = ${type} and id = ${id}::uuid
              and state = 'failed' for update`,
        )
        if (!found) return false
        await tx.execute(
          sql`delete from ${jobTable} where name = ${deadLetterQueue} and source_id = ${id}::uuid`,
        )
        await settle(tx)
        return true
      })
    }

    app.jobs.registerHandler({ type: sendEmailJob, label: 'E-mail' }, async (job) =>
      transport.send(job.payload as unknown as MailMessage),
    )
    app.decorate('mail', {
      transport,
      async queue(message, mailOptions) {
        await app.jobs.enqueue(sendEmailJob, { ...message }, mailOptions)
      },
    } satisfies Mail)

    app.addHook('onReady', async () => {
      for (const type of handlers.keys()) await makeQueue(type)
      if (!options.startWorker) return
      for (const [type, cron] of schedules) await boss.schedule(type, cron, {}, { tz: 'UTC' })
      for (const [type, handler] of handlers) {
        await boss.work(type, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) =>
          handler(toQueuedJob(job!)),
        )
      }
    })
    // In-flight jobs finish (up to the shutdown's own limit) before the database closes.
    app.addHook('preClose', async () => {
      await draining
      await boss.stop({ graceful: true, close: app.database.kind === 'postgres', timeout: 3000 })
    })
  },
  { name: 'notifications' },
)
