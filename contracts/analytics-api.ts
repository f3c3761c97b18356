import { z } from 'zod'
import { analyticsQuerySchema, analyticsSchema } from './analytics'
import { endpoint } from './endpoint'

/** The staff dashboard's Analytics tab: figures of the last 7, 30 or 90 days (`?period=`). */
export const getAnalytics = endpoint({
  method: 'GET',
  path: '/api/admin/analytics',
  query: analyticsQuerySchema,
  responses: { 200: analyticsSchema },
})

/** Counts an anonymous visit of the landing page (always 204, best effort). */
export const recordLandingVisit = endpoint({
  method: 'POST',
  path: '/api/init-data',
  responses: { 204: z.null() },
})
