/**
 * What other domains may use of reviews (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { scheduleReviewRequest, sendReviewRequest } from './review-requests'
export type { ReviewRequestDeps, ReviewRequestOutcome } from './review-requests'
export { shownReviews } from './review-service'
