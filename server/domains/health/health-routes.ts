import type { FastifyInstance } from 'fastify'

/** Liveness (the process answers) and readiness (the database answers). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }))

  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping()
      return { status: 'ready', database: app.database.kind }
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable')
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind })
    }
  })
}
