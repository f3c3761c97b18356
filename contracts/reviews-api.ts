import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  helpfulVoteSchema,
  newReviewSchema,
  reviewIdParamsSchema,
  reviewLinkParamsSchema,
  reviewLinkSchema,
  reviewListSchema,
  reviewProductParamsSchema,
  reviewSummarySchema,
  reviewVisibilitySchema,
  staffReviewPageSchema,
  staffReviewQuerySchema,
  staffReviewSchema,
  submittedReviewSchema,
} from './reviews'

/** The shop's review figures for the home page: average rating and share of 4-5 stars. */
export const getReviewSummary = endpoint({
  method: 'GET',
  path: '/api/reviews/summary',
  responses: { 200: reviewSummarySchema },
})

/** A product's shown reviews, newest first. */
export const listProductReviews = endpoint({
  method: 'GET',
  path: '/api/products/:id/reviews',
  params: reviewProductParamsSchema,
  responses: { 200: reviewListSchema },
})

/** A visitor's or customer's review of a product (it may await approval). */
export const submitReview = endpoint({
  method: 'POST',
  path: '/api/products/:id/reviews',
  params: reviewProductParamsSchema,
  body: newReviewSchema,
  responses: { 201: submittedReviewSchema },
})

/** What an e-mailed review link prefills the Write Review form with. */
export const getReviewLink = endpoint({
  method: 'GET',
  path: '/api/review-links/:token',
  params: reviewLinkParamsSchema,
  responses: { 200: reviewLinkSchema },
})

/** Counts a visitor's "helpful" vote (one per visitor); answers the new count. */
export const voteReviewHelpful = endpoint({
  method: 'POST',
  path: '/api/reviews/:id/helpful',
  params: reviewIdParamsSchema,
  responses: { 200: helpfulVoteSchema },
})

/**
 * Staff moderation list: reviews awaiting approval and hidden ones too, one page at a time,
 * searched, filtered and sorted on the server.
 */
export const listStaffReviews = endpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  query: staffReviewQuerySchema,
  responses: { 200: staffReviewPageSchema },
})

/** Staff show (approve) or hide a review. */
export const setReviewVisibility = endpoint({
  method: 'PATCH',
  path: '/api/admin/reviews/:id',
  params: reviewIdParamsSchema,
  body: reviewVisibilitySchema,
  responses: { 200: staffReviewSchema },
})

export const deleteReview = endpoint({
  method: 'DELETE',
  path: '/api/admin/reviews/:id',
  params: reviewIdParamsSchema,
  responses: { 204: z.null() },
})
