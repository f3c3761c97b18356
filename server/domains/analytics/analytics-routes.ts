import type { FastifyInstance } from 'fastify'
import * as analyticsApi from '#contracts/analytics-api'
import { route } from '#server/http/endpoint-route'
import { readAnalytics } from './analytics-queries'

/** GET /api/admin/analytics?period=30: the staff dashboard's Analytics tab (decision 0034). */
export default async function analyticsRoutes(app: FastifyInstance) {
  route(app, analyticsApi.getAnalytics, {
    config: { access: 'staff' },
    handler: async (request) => readAnalytics(app.db, request.query.period),
  })
}
