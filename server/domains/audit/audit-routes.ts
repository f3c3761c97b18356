import type { FastifyInstance } from 'fastify'
import * as identityApi from '#contracts/identity-api'
import { route } from '#server/http/endpoint-route'
import { listRecentAuditEntries } from './audit-queries'

export default async function auditRoutes(app: FastifyInstance) {
  route(app, identityApi.listAuditEntries, {
    config: { access: 'owner' },
    handler: async () => listRecentAuditEntries(app.db),
  })
}
