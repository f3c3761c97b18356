import { sql, type SQL } from 'drizzle-orm'
import type { FailedJob, FailedJobPage, FailedJobQuery, FailedJobSort } from '#contracts/jobs'
import { pageWindow } from '#contracts/paged-list'
import { selectRows, type Db } from '#server/db/client'
import { deadLetterQueue, jobSchema } from '#server/jobs/job-engine'
import { containsPattern } from '#server/lib/like-pattern'

const jobTable = sql`${sql.identifier(jobSchema)}.job`

/** A job that failed every attempt and waits for staff (its dead-letter copy is not one). */
const failed = sql`state = 'failed' and name <> ${deadLetterQueue}`

/** The whitelisted sorts (the contract refuses any other with a 400 naming `sort`). */
const sortColumns: Record<FailedJobSort, SQL> = {
  failed: sql`coalesce(completed_on, created_on)`,
  created: sql`created_on`,
  type: sql`name`,
  attempts: sql`retry_count`,
}

/**
 * Text in the last attempt's error, the payload (an e-mail's address and subject), the queue's
 * name, or what staff call the job (`labels`: queue to label).
 */
function searchCondition(q: string, labels: ReadonlyMap<string, string>): SQL {
  const pattern = containsPattern(q)
  const needle = q.toLowerCase()
  const labelled = [...labels].filter(([, label]) => label.toLowerCase().includes(needle))
  const byLabel = labelled.length
    ? sql` or name in (${sql.join(
        labelled.map(([type]) => sql`${type}`),
        sql`, `,
      )})`
    : sql``
  return sql`(output->>'message' ilike ${pattern} or data::text ilike ${pattern} or name ilike ${pattern}${byLabel})`
}

/**
 * GET /api/admin/jobs/failed (issue 25): one page of the jobs that failed every attempt, in the
 * chosen order (the latest failure first by default), how many match, and the queues that have
 * failed jobs at all (the Job filter's choices, with their counts).
 */
export async function searchFailedJobs(
  db: Db,
  query: FailedJobQuery,
  labels: ReadonlyMap<string, string>,
): Promise<FailedJobPage> {
  const labelOf = (type: string) => labels.get(type) ?? type
  const q = query.q?.trim()
  const conditions = [failed]
  if (q) conditions.push(searchCondition(q, labels))
  if (query.type) conditions.push(sql`name = ${query.type}`)
  const where = sql.join(conditions, sql` and `)
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`
  const { limit, offset } = pageWindow(query)
  const [rows, [counted], types] = await Promise.all([
    selectRows<Record<string, unknown>>(
      db,
      sql`select id::text, name, data, output, retry_count, created_on, completed_on
          from ${jobTable} where ${where}
          order by ${sortColumns[query.sort]} ${direction} nulls last, id ${direction}
          limit ${limit} offset ${offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${jobTable} where ${where}`,
    ),
    selectRows<{ name: string; count: number }>(
      db,
      sql`select name, count(*)::int as count from ${jobTable} where ${failed}
          group by name order by name`,
    ),
  ])
  return {
    items: rows.map(toFailedJob(labelOf)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    types: types.map((row) => ({
      type: row.name,
      label: labelOf(row.name),
      count: Number(row.count),
    })),
  }
}

/** How many jobs wait for staff (the back office's Today). */
export async function countFailedJobs(db: Db): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${jobTable} where ${failed}`,
  )
  return Number(row?.total ?? 0)
}

const toFailedJob =
  (labelOf: (type: string) => string) =>
  (row: Record<string, unknown>): FailedJob => ({
    id: String(row.id),
    type: String(row.name),
    label: labelOf(String(row.name)),
    error: (row.output as { message?: string } | null)?.message ?? null,
    attempts: Number(row.retry_count) + 1,
    createdAt: new Date(row.created_on as string).toISOString(),
    failedAt: new Date((row.completed_on ?? row.created_on) as string).toISOString(),
    payload: (row.data ?? {}) as Record<string, unknown>,
  })
