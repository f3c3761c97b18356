import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { failedJobListSchema, failedJobParamsSchema } from '#contracts/jobs'
import { notFound } from '#server/http/http-error'

/** Staff see the jobs that failed every attempt and retry or discard each (decision 0050). */
export default async function failedJobRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(
    '/api/admin/jobs/failed',
    { config: { access: 'staff' }, schema: { response: { 200: failedJobListSchema } } },
    () => app.jobs.listFailed(),
  )
  routes.post(
    '/api/admin/jobs/:type/:id/retry',
    { config: { access: 'staff' }, schema: { params: failedJobParamsSchema } },
    async (request, reply) => {
      const { type, id } = request.params
      if (!(await app.jobs.retryFailed(type, id))) throw notFound('No such failed job')
      return reply.code(204).send()
    },
  )
  routes.delete(
    '/api/admin/jobs/:type/:id',
    { config: { access: 'staff' }, schema: { params: failedJobParamsSchema } },
    async (request, reply) => {
      const { type, id } = request.params
      if (!(await app.jobs.discardFailed(type, id))) throw notFound('No such failed job')
      return reply.code(204).send()
    },
  )
}
