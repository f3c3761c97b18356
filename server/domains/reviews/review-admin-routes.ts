import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  reviewIdParamsSchema,
  reviewVisibilitySchema,
  staffReviewListSchema,
  staffReviewSchema,
} from '#contracts/reviews'
import { notFound } from '#server/http/http-error'
import { deleteReview, findReview, listReviewsForStaff, setReviewHidden } from './review-service'

/**
 * Staff moderation of reviews: the list (awaiting approval and hidden ones too), show (approving a
 * review that awaits it) or hide, and delete. Changes are audited by the audit hook.
 */
export default async function reviewAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/admin/reviews',
    { config: { access: 'staff' }, schema: { response: { 200: staffReviewListSchema } } },
    async () => listReviewsForStaff(app.db),
  )

  api.patch(
    '/api/admin/reviews/:id',
    {
      config: { access: 'staff', auditAction: 'review.visibility' },
      schema: {
        params: reviewIdParamsSchema,
        body: reviewVisibilitySchema,
        response: { 200: staffReviewSchema },
      },
    },
    async (request) => {
      const reviewId = request.params.id
      const before = await findReview(app.db, reviewId)
      if (!before) throw notFound('Review not found')
      request.audit.before = before
      request.audit.targetType = 'review'
      const updated = await setReviewHidden(app.db, reviewId, request.body.hidden)
      if (!updated) throw notFound('Review not found')
      return updated
    },
  )

  api.delete(
    '/api/admin/reviews/:id',
    {
      config: { access: 'staff', auditAction: 'review.delete' },
      schema: { params: reviewIdParamsSchema },
    },
    async (request, reply) => {
      const reviewId = request.params.id
      const before = await findReview(app.db, reviewId)
      if (!before) throw notFound('Review not found')
      request.audit.before = before
      request.audit.targetType = 'review'
      if (!(await deleteReview(app.db, reviewId))) throw notFound('Review not found')
      return reply.status(204).send()
    },
  )
}
