import type { FastifyInstance } from 'fastify'
import * as analyticsApi from '#contracts/analytics-api'
import { route } from '#server/http/endpoint-route'
import { recordLandingView } from './landing-visit-service'

/**
 * POST /api/init-data, fired by the landing page on load (spec 1 §7). The original filled the
 * shop with demo data; a live shop must never get that, so here it only counts an anonymous
 * visit. It always answers 204: the page ignores the answer, and counting is best effort.
 */
export default async function initDataRoutes(app: FastifyInstance) {
  route(app, analyticsApi.recordLandingVisit, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      try {
        await recordLandingView(app.db, request.ip)
      } catch (error) {
        request.log.warn({ err: error }, 'landing view not recorded')
      }
      return reply.status(204).send(null)
    },
  })
}
