import { HttpError, notFound } from '#server/http/http-error'
import { findOrder } from '#server/domains/checkout/public'
import {
  sendReviewRequest,
  type ReviewRequestDeps,
  type ReviewRequestOutcome,
} from '#server/domains/reviews/public'

const refusals: Record<Exclude<ReviewRequestOutcome, 'sent'>, (id: number) => string> = {
  'not-delivered': (id) => `Order #${id} is not delivered: review requests follow delivery.`,
  refunded: (id) => `Order #${id} was refunded in full: it gets no review request.`,
  'already-sent': (id) => `Order #${id}'s review links were already e-mailed.`,
  'nothing-to-review': (id) => `Order #${id} has no product left to review.`,
}

/**
 * Staff e-mail a delivered order's review links now instead of waiting for the scheduled request;
 * answers who they went to, or a 409 that says why none went.
 */
export async function sendOrderReviewRequest(deps: ReviewRequestDeps, orderId: number) {
  const order = await findOrder(deps.db, orderId)
  if (!order) throw notFound('Order not found')
  const outcome = await sendReviewRequest(deps, order.id)
  if (outcome !== 'sent') throw new HttpError(409, 'NO_REVIEW_REQUEST', refusals[outcome](order.id))
  return { to: order.customerEmail }
}
