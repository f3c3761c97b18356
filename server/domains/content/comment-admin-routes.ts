import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { eq, sql } from 'drizzle-orm'
import { pendingCommentCountSchema } from '../../../contracts/identity'
import { blogComments } from '../../db/schema/content'

export default async function commentAdminRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/blog/comments/pending-count',
      { config: { access: 'staff' }, schema: { response: { 200: pendingCommentCountSchema } } },
      async () => {
        const [row] = await app.db
          .select({ pending: sql<number>`count(*)::int` })
          .from(blogComments)
          .where(eq(blogComments.isApproved, false))
        return { pending: Number(row?.pending ?? 0) }
      },
    )
}
