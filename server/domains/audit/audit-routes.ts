import type { FastifyInstance } from 'fastify'
import * as auditLogApi from '#contracts/audit-log-api'
import { route } from '#server/http/endpoint-route'
import { searchAuditEntries } from './audit-queries'

export default async function auditRoutes(app: FastifyInstance) {
  route(app, auditLogApi.listAuditEntries, {
    config: { access: 'owner' },
    handler: async (request) => searchAuditEntries(app.db, request.query),
  })
}
