import type { FastifyInstance } from 'fastify'
import * as commentModerationApi from '#contracts/comment-moderation-api'
import { route } from '#server/http/endpoint-route'
import { countPendingComments } from './comment-admin-queries'

export default async function commentAdminRoutes(app: FastifyInstance) {
  route(app, commentModerationApi.countPendingComments, {
    config: { access: 'staff' },
    handler: async () => ({ pending: await countPendingComments(app.db) }),
  })
}
