import type { FastifyInstance } from 'fastify'
import * as todayApi from '#contracts/today-api'
import { route } from '#server/http/endpoint-route'
import { readToday } from './today-queries'

/** The back office's Today. */
export default async function todayRoutes(app: FastifyInstance) {
  route(app, todayApi.getToday, {
    config: { access: 'staff' },
    handler: () =>
      readToday({
        db: app.db,
        failedJobCount: () => app.jobs.countFailed(),
      }),
  })
}
