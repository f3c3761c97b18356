import { sql } from 'drizzle-orm'
import { selectRows, type Db } from '../db/client'
import { deadLetterQueue, jobSchema } from '../jobs/job-engine'

/** A job as pg-boss keeps it, for tests that look at what was queued. */
export interface StoredJob {
  id: string
  type: string
  payload: Record<string, unknown>
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'
  /** Runs so far (pg-boss counts the retries begun). */
  attempts: number
  startAfter: Date
  output: { message?: string } | null
}

const table = sql.identifier(jobSchema)

/** The jobs of one queue (every queue but the dead letters when left out), oldest first. */
export async function storedJobs(db: Db, type?: string): Promise<StoredJob[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select id::text, name, data, state, retry_count, start_after, output from ${table}.job
        where ${type ? sql`name = ${type}` : sql`name <> ${deadLetterQueue}`}
        order by created_on, id`,
  )
  return rows.map((row) => ({
    id: String(row.id),
    type: String(row.name),
    payload: (row.data ?? {}) as Record<string, unknown>,
    state: row.state as StoredJob['state'],
    attempts: row.state === 'created' ? 0 : Number(row.retry_count) + 1,
    startAfter: new Date(row.start_after as string),
    output: (row.output ?? null) as StoredJob['output'],
  }))
}

/** Makes a job waiting for its time (or a retry's back-off) due now. */
export async function makeJobDue(db: Db, id: string) {
  await db.execute(sql`update ${table}.job set start_after = now() where id = ${id}::uuid`)
}

/** Removes every stored job (a test that counts what it queues starts from none). */
export async function removeStoredJobs(db: Db) {
  await db.execute(sql`delete from ${table}.job`)
}
