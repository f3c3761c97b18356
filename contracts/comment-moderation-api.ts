import { endpoint } from './endpoint'
import { pendingCommentCountSchema } from './identity'

/** How many blog comments await approval: the Admin menu's "N pending" beside Blog Comments. */
export const countPendingComments = endpoint({
  method: 'GET',
  path: '/api/admin/blog/comments/pending-count',
  responses: { 200: pendingCommentCountSchema },
})
