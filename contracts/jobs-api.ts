import { z } from 'zod'
import { endpoint } from './endpoint'
import { failedJobListSchema, failedJobParamsSchema } from './jobs'

/** The background jobs that failed every attempt (decision 0050). */
export const listFailedJobs = endpoint({
  method: 'GET',
  path: '/api/admin/jobs/failed',
  responses: { 200: failedJobListSchema },
})

/** Queues a failed job again. */
export const retryFailedJob = endpoint({
  method: 'POST',
  path: '/api/admin/jobs/:type/:id/retry',
  params: failedJobParamsSchema,
  responses: { 204: z.null() },
})

/** Drops a failed job for good. */
export const discardFailedJob = endpoint({
  method: 'DELETE',
  path: '/api/admin/jobs/:type/:id',
  params: failedJobParamsSchema,
  responses: { 204: z.null() },
})
