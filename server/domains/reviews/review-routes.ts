import type { FastifyInstance } from 'fastify'
import { createHash } from 'node:crypto'
import * as reviewsApi from '#contracts/reviews-api'
import { route } from '#server/http/endpoint-route'
import { badRequest, notFound } from '#server/http/http-error'
import { findReviewLink, purgeSpentReviewLinks } from './review-links'
import { registerReviewRequests } from './review-requests'
import {
  createReview,
  isActiveProduct,
  listProductReviews,
  summarizeReviews,
  voteHelpful,
} from './review-service'
import { every } from '#server/jobs/job-engine'

/** A review form is a public form: a handful per address and quarter hour is plenty for people. */
export const reviewRateLimit = { max: 5, timeWindow: '15 minutes' } as const
/** Helpful votes are cheap to repeat with fresh cookies; this caps one address. */
export const helpfulRateLimit = { max: 30, timeWindow: '15 minutes' } as const
/** Review links are 32 random bytes; this only slows scripts down. */
export const reviewLinkRateLimit = { max: 20, timeWindow: '15 minutes' } as const

/** The vote key of a visitor: a hash of the session's stable visitor id (not the id itself). */
const voterKeyOf = (visitorId: string) =>
  createHash('sha256').update(`review-helpful:${visitorId}`).digest('hex')

export default async function reviewRoutes(app: FastifyInstance) {
  app.jobs.schedule(
    { type: 'review-links.purge', label: 'Review links clean-up', cron: every.day },
    () => purgeSpentReviewLinks(app.db),
  )
  registerReviewRequests(app)

  route(app, reviewsApi.getReviewSummary, {
    config: { access: 'public' },
    handler: async () => summarizeReviews(app.db),
  })

  route(app, reviewsApi.listProductReviews, {
    config: { access: 'public' },
    handler: async (request) => {
      const productId = request.params.id
      if (!(await isActiveProduct(app.db, productId))) throw notFound('Product not found')
      return listProductReviews(app.db, productId)
    },
  })

  route(app, reviewsApi.submitReview, {
    config: { access: 'public', rateLimit: reviewRateLimit },
    handler: async (request, reply) => {
      const productId = request.params.id
      const { productId: bodyProductId, reviewToken, website, ...review } = request.body
      if (bodyProductId != null && bodyProductId !== productId) {
        throw badRequest('Invalid productId: it must be the product of the page', {
          productId: 'Must be the product in the address',
        })
      }
      if (!(await isActiveProduct(app.db, productId))) throw notFound('Product not found')
      if (website) {
        // Honeypot: a bot filled the hidden field. Answer as if all went well and store nothing.
        return reply.status(201).send({
          id: 0,
          productId,
          customerName: review.customerName,
          rating: review.rating,
          title: review.title || null,
          comment: review.comment,
          verified: false,
          helpful: 0,
          createdAt: new Date().toISOString(),
          awaitingApproval: true,
        })
      }
      const session = await request.session.get()
      const created = await createReview(app.db, {
        productId,
        reviewer: { userId: session?.userId ?? null, visitorId: session?.visitorId ?? null },
        reviewToken: reviewToken ?? null,
        review,
      })
      return reply.status(201).send(created)
    },
  })

  // The product page opened from a review link asks what to prefill the Write Review form with.
  route(app, reviewsApi.getReviewLink, {
    config: { access: 'public', rateLimit: reviewLinkRateLimit },
    handler: async (request) => {
      const link = await findReviewLink(app.db, request.params.token)
      if (!link) throw notFound('This review link has expired or has already been used.')
      return link
    },
  })

  route(app, reviewsApi.voteReviewHelpful, {
    config: { access: 'public', rateLimit: helpfulRateLimit },
    handler: async (request) => {
      const { visitorId } = await request.session.ensure()
      const helpful = await voteHelpful(app.db, request.params.id, voterKeyOf(visitorId))
      if (helpful === null) throw notFound('Review not found')
      return { helpful }
    },
  })
}
