import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { outboxListSchema } from '#contracts/identity'
import { listRecentOutboxMessages } from './outbox-queries'

export default async function outboxRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/outbox',
      { config: { access: 'staff' }, schema: { response: { 200: outboxListSchema } } },
      async () => listRecentOutboxMessages(app.db),
    )
}
