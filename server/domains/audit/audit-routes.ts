import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { auditListSchema } from '#contracts/identity'
import { listRecentAuditEntries } from './audit-queries'

export default async function auditRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/audit',
      { config: { access: 'owner' }, schema: { response: { 200: auditListSchema } } },
      async () => listRecentAuditEntries(app.db),
    )
}
