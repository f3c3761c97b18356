import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { fulfilmentOf, dispatchStatus } from '#contracts/order-states'
import { orders } from '../db/schema/orders'
import { makeJobDue, storedJobs } from './queued-jobs'
import { reviewRequestJob } from '../domains/reviews/review-requests'

/**
 * Moves a paid (confirmed) order on to delivered as staff do: processing, then its own dispatch
 * step (shipped with a carrier and tracking number, out for delivery, or ready for pickup).
 */
export async function deliverOrder(app: FastifyInstance, staffCookie: string, orderId: number) {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId))
  const fulfilment = fulfilmentOf(order!.shippingMethod)
  const steps =
    fulfilment === 'in_person'
      ? ['delivered']
      : ['processing', dispatchStatus[fulfilment], 'delivered']
  for (const status of steps) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: staffCookie },
      payload:
        status === 'shipped'
          ? {
              status,
              carrier: 'usps',
              trackingNumber: `9400111899${String(orderId).padStart(12, '0')}`,
            }
          : { status },
    })
    expect(moved.statusCode, moved.body).toBe(200)
  }
}

/** The queued review requests (of one order, or all), as pg-boss holds them. */
export async function queuedReviewRequests(app: FastifyInstance, orderId?: number) {
  return (await storedJobs(app.db, reviewRequestJob)).filter(
    (job) =>
      job.state === 'created' &&
      (orderId === undefined || (job.payload as { orderId?: number }).orderId === orderId),
  )
}

/** Lets the days before the queued review requests pass, and runs the due jobs. */
export async function runReviewRequestsNow(app: FastifyInstance) {
  for (const job of await queuedReviewRequests(app)) await makeJobDue(app.db, job.id)
  await app.jobs.runDueJobs()
}
