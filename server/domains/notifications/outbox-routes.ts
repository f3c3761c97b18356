import type { FastifyInstance } from 'fastify'
import * as identityApi from '#contracts/identity-api'
import { route } from '#server/http/endpoint-route'
import { listRecentOutboxMessages } from './outbox-queries'

export default async function outboxRoutes(app: FastifyInstance) {
  route(app, identityApi.listOutboxMessages, {
    config: { access: 'staff' },
    handler: async () => listRecentOutboxMessages(app.db),
  })
}
