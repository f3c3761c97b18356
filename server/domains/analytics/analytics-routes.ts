import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { analyticsQuerySchema, analyticsSchema } from '#contracts/analytics'
import { readAnalytics } from './analytics-queries'

/** GET /api/admin/analytics?period=30: the staff dashboard's Analytics tab (decision 0034). */
export default async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/admin/analytics',
    {
      config: { access: 'staff' },
      schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } },
    },
    async (request) => readAnalytics(app.db, request.query.period),
  )
}
