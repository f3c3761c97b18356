import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { desc } from 'drizzle-orm'
import { outboxListSchema } from '../../../contracts/identity'
import { emailOutbox } from '../../db/schema/platform'

export default async function outboxRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/outbox',
      { config: { access: 'staff' }, schema: { response: { 200: outboxListSchema } } },
      async () => {
        const rows = await app.db
          .select()
          .from(emailOutbox)
          .orderBy(desc(emailOutbox.id))
          .limit(200)
        return rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          attachments: row.attachments ?? [],
          channel: row.channel,
          createdAt: row.createdAt.toISOString(),
        }))
      },
    )
}
