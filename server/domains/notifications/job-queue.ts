import { and, eq, lte, sql } from 'drizzle-orm'
import { selectRows, type Db } from '../../db/client'
import { jobs, type JobRow } from '../../db/schema/platform'

/** A job that has been running this long is taken to have died with its process and is retried. */
const staleAfterMinutes = 5

export async function enqueueJob(
  db: Db,
  type: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      type,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
    })
    .returning({ id: jobs.id })
  return row!.id
}

/**
 * Claims the next due job. `FOR UPDATE SKIP LOCKED` lets several app instances share one
 * jobs table without taking the same job twice.
 */
export async function claimNextJob(db: Db): Promise<JobRow | null> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
        where id = (
          select id from jobs
          where (status = 'queued' and run_at <= now())
             or (status = 'running' and locked_at < now() - make_interval(mins => ${staleAfterMinutes}))
          order by run_at
          limit 1
          for update skip locked
        )
        returning id`,
  )
  if (!row) return null
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(row.id)))
  return job ?? null
}

export async function completeJob(db: Db, id: number) {
  await db
    .update(jobs)
    .set({ status: 'done', lockedAt: null, updatedAt: new Date() })
    .where(eq(jobs.id, id))
}

/** Retries with exponential back-off (10 s, 20 s, 40 s, ...) until maxAttempts, then marks it failed. */
export async function failJob(db: Db, job: JobRow, error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  const exhausted = job.attempts >= job.maxAttempts
  await db
    .update(jobs)
    .set({
      status: exhausted ? 'failed' : 'queued',
      lastError: message.slice(0, 2000),
      lockedAt: null,
      runAt: exhausted ? job.runAt : new Date(Date.now() + 10_000 * 2 ** (job.attempts - 1)),
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, job.id))
}

export async function countDueJobs(db: Db, type?: string) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        lte(jobs.runAt, new Date()),
        type ? eq(jobs.type, type) : undefined,
      ),
    )
  return rows.length
}
