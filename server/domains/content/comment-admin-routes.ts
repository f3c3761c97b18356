import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pendingCommentCountSchema } from '#contracts/identity'
import { countPendingComments } from './comment-admin-queries'

export default async function commentAdminRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/blog/comments/pending-count',
      { config: { access: 'staff' }, schema: { response: { 200: pendingCommentCountSchema } } },
      async () => ({ pending: await countPendingComments(app.db) }),
    )
}
