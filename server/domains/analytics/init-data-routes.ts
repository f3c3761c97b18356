import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recordLandingView } from './landing-visit-service'

/**
 * POST /api/init-data, fired by the landing page on load (spec 1 §7). The original filled the
 * shop with demo data; a live shop must never get that, so here it only counts an anonymous
 * visit. It always answers 204: the page ignores the answer, and counting is best effort.
 */
export default async function initDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/init-data',
    { config: { access: 'public' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      try {
        await recordLandingView(app.db, request.ip)
      } catch (error) {
        request.log.warn({ err: error }, 'landing view not recorded')
      }
      return reply.status(204).send(null)
    },
  )
}
