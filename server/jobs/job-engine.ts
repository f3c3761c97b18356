import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { PgBoss, fromDrizzle, fromPglite, type Job, type JobWithMetadata } from 'pg-boss'
import type { DatabaseConnection, Db } from '../db/client'

/** A job as its handler sees it. */
export interface QueuedJob {
  id: string
  type: string
  payload: Record<string, unknown>
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number
}

export type JobHandler = (job: QueuedJob) => Promise<void>

/** Where a job that failed every attempt is kept until staff retry or discard it (decision 0050). */
export const deadLetterQueue = 'jobs.dead-letter'

/**
 * Every queue's policy: five attempts with exponential back-off from 10 s, a stuck job given back
 * after 5 minutes, finished jobs kept a week, failed ones a month, then the dead-letter copy.
 */
export const queuePolicy = {
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  expireInSeconds: 5 * 60,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
  retentionSeconds: 30 * 24 * 60 * 60,
  deadLetter: deadLetterQueue,
} as const

/** pg-boss's tables live in their own schema beside the app's. */
export const jobSchema = 'pgboss'

/** The pg-boss instance for this process's database: PGlite's one connection, or a small pool. */
export function createBoss(
  database: DatabaseConnection,
  options: { supervise: boolean; schedule: boolean },
) {
  const common = {
    schema: jobSchema,
    supervise: options.supervise,
    schedule: options.schedule,
    // Each instance is not worth a registry row and a heartbeat query every 30 s.
    registerInstance: false,
    openTelemetry: { enabled: false },
    persistWarnings: false,
  }
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client
  // PGlite is one process (no other instance to take over a job) whose queries share the event
  // loop with every request: its maintenance keeps pg-boss's pace of a minute.
  if (database.kind === 'pglite')
    return new PgBoss({ ...common, db: fromPglite(client as PGlite), backend: 'pglite' })
  return new PgBoss({
    ...common,
    // A job whose instance died is given to another within seconds of its 5 minutes.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    connectionString: (client as pg.Pool).options.connectionString,
    max: 3,
  })
}

/** pg-boss statements that run inside the caller's transaction (a Drizzle transaction or db). */
export const inTransaction = (db: Db) =>
  fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql)

export function toQueuedJob(job: Job<unknown> | JobWithMetadata<unknown>): QueuedJob {
  return {
    id: job.id,
    type: job.name,
    payload: (job.data ?? {}) as Record<string, unknown>,
    attempt: job.retryCount + 1,
  }
}

/** Makes a queue with the shared policy, once. */
export async function ensureQueue(boss: PgBoss, type: string) {
  if (await boss.getQueue(type)) return
  await boss.createQueue(type, type === deadLetterQueue ? {} : queuePolicy)
}

/**
 * Installs pg-boss's schema (or brings it up to this version) and moves any job still waiting in
 * the old `jobs` table into its queue, in one transaction that then drops the table (decision
 * 0050). Runs at start-up, before the app's migrations, under the start-up lock.
 */
export async function installJobEngine(database: DatabaseConnection) {
  const boss = createBoss(database, { supervise: false, schedule: false })
  boss.on('error', () => {})
  await boss.start()
  try {
    await ensureQueue(boss, deadLetterQueue)
    const [legacy] = await selectLegacyTable(database.db)
    if (!legacy?.present) return
    const waiting = (await database.db.execute(
      sql`select type, payload, run_at from jobs where status in ('queued', 'running') order by id`,
    )) as unknown as { rows: { type: string; payload: object; run_at: string | Date }[] }
    for (const type of new Set(waiting.rows.map((row) => row.type))) await ensureQueue(boss, type)
    await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      for (const row of waiting.rows) {
        await boss.send(row.type, row.payload, {
          startAfter: new Date(row.run_at),
          db: inTransaction(tx),
        })
      }
      await tx.execute(sql`drop table jobs`)
    })
  } finally {
    await boss.stop({ graceful: false, close: false })
  }
}

function selectLegacyTable(db: Db) {
  return db
    .execute(sql`select to_regclass('public.jobs') is not null as present`)
    .then((result) => (result as unknown as { rows: { present: boolean }[] }).rows)
}

/** The cron schedules (UTC) of the app's recurring jobs. */
export const every = {
  minute: '* * * * *',
  quarterHour: '*/15 * * * *',
  hour: '0 * * * *',
  /** At night in Florida, when the shop is quiet. */
  day: '30 7 * * *',
} as const
