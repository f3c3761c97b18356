import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { JobRow } from '../../db/schema/platform'
import { claimNextJob, completeJob, failJob } from './job-queue'

export type JobHandler = (job: JobRow) => Promise<void>
export type JobHandlers = Record<string, JobHandler>

export interface JobWorker {
  /** Runs every due job now; used by tests and by the polling loop. Returns how many ran. */
  runDueJobs(): Promise<number>
  start(): void
  stop(): Promise<void>
}

/** An in-process worker: the same code on PGlite and on N app instances sharing PostgreSQL. */
export function createJobWorker(options: {
  db: Db
  handlers: JobHandlers
  log: FastifyBaseLogger
  pollIntervalMs?: number
}): JobWorker {
  const { db, handlers, log } = options
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null
  let stopped = false

  async function runOne(job: JobRow) {
    const handler = handlers[job.type]
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`)
      await handler(job)
      await completeJob(db, job.id)
    } catch (error) {
      log.warn({ err: error, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed')
      await failJob(db, job, error)
    }
  }

  async function drain() {
    let count = 0
    for (let job = await claimNextJob(db); job && !stopped; job = await claimNextJob(db)) {
      await runOne(job)
      count += 1
    }
    return count
  }

  const runDueJobs = () => {
    running ??= drain().finally(() => {
      running = null
    })
    return running
  }

  return {
    runDueJobs,
    start() {
      stopped = false
      const tick = () => {
        runDueJobs()
          .catch((error) => log.error({ err: error }, 'job worker tick failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, options.pollIntervalMs ?? 1000)
          })
      }
      timer = setTimeout(tick, 0)
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
