import type { FastifyInstance } from 'fastify'
import * as jobsApi from '#contracts/jobs-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'

/** Staff see the jobs that failed every attempt and retry or discard each (decision 0050). */
export default async function failedJobRoutes(app: FastifyInstance) {
  route(app, jobsApi.listFailedJobs, {
    config: { access: 'staff' },
    handler: (request) => app.jobs.listFailed(request.query),
  })
  route(app, jobsApi.retryFailedJob, {
    config: { access: 'staff' },
    handler: async (request, reply) => {
      const { type, id } = request.params
      if (!(await app.jobs.retryFailed(type, id))) throw notFound('No such failed job')
      return reply.code(204).send()
    },
  })
  route(app, jobsApi.discardFailedJob, {
    config: { access: 'staff' },
    handler: async (request, reply) => {
      const { type, id } = request.params
      if (!(await app.jobs.discardFailed(type, id))) throw notFound('No such failed job')
      return reply.code(204).send()
    },
  })
}
