import { z } from 'zod'
import { listPageSchema, listPaging, listSearchField } from './paged-list'

/** A background job that failed every attempt and waits for staff (decision 0050). */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The queue, e.g. `email.send`. */
  type: z.string(),
  /** What staff call it, e.g. "E-mail" (the queue's name when no instance handles it any more). */
  label: z.string(),
  /** What the last attempt threw. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** ISO times: queued, and when the last attempt failed. */
  createdAt: z.string(),
  failedAt: z.string(),
  /** The job's payload, for staff to recognise it (an e-mail's address and subject, say). */
  payload: z.record(z.string(), z.unknown()),
})
export type FailedJob = z.infer<typeof failedJobSchema>

const jobTypeSchema = z
  .string('Type is not a job queue')
  .max(100, 'Type is not a job queue')
  .regex(/^[\w.-]+$/, 'Type is not a job queue')

export const failedJobParamsSchema = z.object({
  type: jobTypeSchema,
  id: z.uuid(),
})

/** The failed-job list's sorts: the latest failure first by default. */
export const failedJobSorts = ['failed', 'created', 'type', 'attempts'] as const
export type FailedJobSort = (typeof failedJobSorts)[number]

/**
 * GET /api/admin/jobs/failed query (issue 25): searched (the error, the payload such as an
 * e-mail's address and subject, the job's name), filtered by queue, sorted and paged on the server.
 */
export const failedJobQuerySchema = z.object({
  q: listSearchField,
  type: jobTypeSchema.optional(),
  ...listPaging({ sorts: failedJobSorts, sort: 'failed', dir: 'desc' }),
})
export type FailedJobQuery = z.infer<typeof failedJobQuerySchema>

/** One page of failed jobs, and the queues that have any (the screen's Job filter). */
export const failedJobPageSchema = listPageSchema(failedJobSchema).extend({
  types: z.array(z.object({ type: z.string(), label: z.string(), count: z.number().int() })),
})
export type FailedJobPage = z.infer<typeof failedJobPageSchema>
