import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema/platform'
import { enqueueJob } from './job-queue'
import { createJobWorker, type JobHandler, type JobHandlers } from './job-worker'
import { createMailTransport, type MailMessage, type MailTransport } from './mail-transport'

export interface Jobs {
  /** Queues a job; pass a transaction as `db` to queue it atomically with other writes. */
  enqueue(
    type: string,
    payload: Record<string, unknown>,
    options?: { runAt?: Date; db?: Db },
  ): Promise<number>
  registerHandler(type: string, handler: JobHandler): void
  /** A job that runs every `everyMs` (first run when the worker starts). */
  schedule(type: string, everyMs: number, task: () => Promise<void>): void
  runDueJobs(): Promise<number>
}

export interface Mail {
  transport: MailTransport
  /** Queues an e-mail; it is sent (and kept in the outbox) by the job worker, with retries. */
  queue(message: MailMessage, options?: { db?: Db }): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
    mail: Mail
  }
}

export const sendEmailJob = 'email.send'

/** Arbitrary constant: the advisory lock under which a starting instance queues recurring jobs. */
const recurringJobsLockId = 7_204_212

/** Jobs table + in-process worker, and e-mail that goes through it so a failed send is retried. */
export default fp(
  async function notifications(app: FastifyInstance, options: { startWorker: boolean }) {
    const handlers: JobHandlers = {}
    const recurring: string[] = []
    const worker = createJobWorker({ db: app.db, handlers, log: app.log })
    const transport = createMailTransport(app.db, {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
    })

    app.decorate('jobs', {
      enqueue: (type, payload, jobOptions) =>
        enqueueJob(jobOptions?.db ?? app.db, type, payload, jobOptions),
      registerHandler(type, handler) {
        if (handlers[type]) throw new Error(`A handler for job type ${type} is already registered`)
        handlers[type] = handler
      },
      schedule(type, everyMs, task) {
        this.registerHandler(type, async () => {
          await task()
          await enqueueJob(app.db, type, {}, { runAt: new Date(Date.now() + everyMs) })
        })
        recurring.push(type)
      },
      runDueJobs: () => worker.runDueJobs(),
    } satisfies Jobs)

    handlers[sendEmailJob] = async (job) => transport.send(job.payload as unknown as MailMessage)
    app.decorate('mail', {
      transport,
      async queue(message, mailOptions) {
        await enqueueJob(mailOptions?.db ?? app.db, sendEmailJob, { ...message })
      },
    } satisfies Mail)

    if (options.startWorker) {
      app.addHook('onReady', async () => {
        // Instances starting at once take turns here, so each recurring job is queued once.
        await app.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db
          await tx.execute(sql`select pg_advisory_xact_lock(${recurringJobsLockId})`)
          for (const type of recurring) {
            const pending = await tx
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.type, type), inArray(jobs.status, ['queued', 'running'])))
              .limit(1)
            if (pending.length === 0) await enqueueJob(tx, type, {})
          }
        })
        worker.start()
      })
      app.addHook('preClose', async () => worker.stop())
    }
  },
  { name: 'notifications' },
)
