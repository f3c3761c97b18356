import { z } from 'zod'

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
export const failedJobListSchema = z.array(failedJobSchema)

export const failedJobParamsSchema = z.object({
  type: z
    .string()
    .max(100)
    .regex(/^[\w.-]+$/, 'Type is not a job queue'),
  id: z.uuid(),
})
