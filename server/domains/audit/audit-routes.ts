import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { desc } from 'drizzle-orm'
import { auditListSchema } from '../../../contracts/identity'
import { auditLog } from '../../db/schema/platform'

export default async function auditRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/audit',
      { config: { access: 'owner' }, schema: { response: { 200: auditListSchema } } },
      async () => {
        const rows = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(500)
        return rows.map((row) => ({
          id: row.id,
          actorEmail: row.actorEmail,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          before: row.before ?? null,
          after: row.after ?? null,
          createdAt: row.createdAt.toISOString(),
        }))
      },
    )
}
