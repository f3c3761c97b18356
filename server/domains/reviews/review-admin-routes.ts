import type { FastifyInstance } from 'fastify'
import * as reviewsApi from '#contracts/reviews-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { searchStaffReviews } from './review-admin-queries'
import { deleteReview, findReview, setReviewHidden } from './review-service'

/**
 * Staff moderation of reviews: the list (awaiting approval and hidden ones too; searched, filtered,
 * sorted and paged on the server), show (approving a review that awaits it) or hide, and delete.
 * Changes are audited by the audit hook.
 */
export default async function reviewAdminRoutes(app: FastifyInstance) {
  route(app, reviewsApi.listStaffReviews, {
    config: { access: 'staff' },
    handler: async (request) => searchStaffReviews(app.db, request.query),
  })

  route(app, reviewsApi.setReviewVisibility, {
    config: { access: 'staff', auditAction: 'review.visibility' },
    handler: async (request) => {
      const reviewId = request.params.id
      const before = await findReview(app.db, reviewId)
      if (!before) throw notFound('Review not found')
      request.audit.before = before
      request.audit.targetType = 'review'
      const updated = await setReviewHidden(app.db, reviewId, request.body.hidden)
      if (!updated) throw notFound('Review not found')
      return updated
    },
  })

  route(app, reviewsApi.deleteReview, {
    config: { access: 'staff', auditAction: 'review.delete' },
    handler: async (request, reply) => {
      const reviewId = request.params.id
      const before = await findReview(app.db, reviewId)
      if (!before) throw notFound('Review not found')
      request.audit.before = before
      request.audit.targetType = 'review'
      if (!(await deleteReview(app.db, reviewId))) throw notFound('Review not found')
      return reply.status(204).send()
    },
  })
}
