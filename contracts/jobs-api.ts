import { z } from 'zod'
import { endpoint } from './endpoint'
import { failedJobPageSchema, failedJobParamsSchema, failedJobQuerySchema } from './jobs'

/**
 * The background jobs that failed every attempt (decision 0050), one page at a time, searched,
 * filtered by queue and sorted on the server.
 */
export const listFailedJobs = endpoint({
  method: 'GET',
  path: '/api/admin/jobs/failed',
  query: failedJobQuerySchema,
  responses: { 200: failedJobPageSchema },
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
