import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { addCalendarDays, farmInstant, farmToday } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { settings } from '#server/db/schema/content'
import { orderItems, orders } from '#server/db/schema/orders'
import { reviewInvitations } from '#server/db/schema/reviews'
import type { Jobs, Mail } from '#server/domains/notifications/public'
import { farmTimeZone } from '#server/domains/subscriptions/public'
import { sendReviewLinks } from './review-links'

/**
 * Review requests (decision 0042): an order's review links are e-mailed a set number of days
 * after it is delivered or picked up (the setting `review_request_delay_days`, default 3), in the
 * farm's morning, and not at all if by then the order was cancelled or fully refunded.
 */
export const reviewRequestJob = 'reviews.request'
export const reviewRequestDelaySetting = 'review_request_delay_days'
export const defaultReviewRequestDelayDays = 3
/** When on the farm's clock the request goes out, on its day. */
const sendTime = '10:00'

const delaySchema = z.number().int().min(0).max(60)

/** The setting's days, or the default when it is missing or not a whole number of 0 to 60. */
export async function reviewRequestDelayDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, reviewRequestDelaySetting))
    .limit(1)
  const parsed = delaySchema.safeParse(row?.value)
  return parsed.success ? parsed.data : defaultReviewRequestDelayDays
}

/** When a request for an order delivered at `deliveredAt` goes out: 10:00 on the farm, N days on. */
export async function reviewRequestTime(db: Db, deliveredAt: Date): Promise<Date> {
  const [days, timeZone] = await Promise.all([reviewRequestDelayDays(db), farmTimeZone(db)])
  return farmInstant(addCalendarDays(farmToday(timeZone, deliveredAt), days), sendTime, timeZone)
}

/** Queues the order's review request in the caller's transaction (the one that delivers it). */
export async function scheduleReviewRequest(
  jobs: Pick<Jobs, 'enqueue'>,
  db: Db,
  orderId: number,
  deliveredAt = new Date(),
) {
  await jobs.enqueue(
    reviewRequestJob,
    { orderId },
    { db, runAt: await reviewRequestTime(db, deliveredAt) },
  )
}

/** What sending a review request uses. */
export interface ReviewRequestDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  publicUrl: string
}

/** What became of a review request: sent, or why not. */
export type ReviewRequestOutcome =
  'sent' | 'not-delivered' | 'refunded' | 'already-sent' | 'nothing-to-review'

/**
 * Sends an order's review request now, unless it is not delivered (or was cancelled), was fully
 * refunded, had its links already, or has no product to review. The links and their e-mail are
 * written together, and an order's links are made once, so a request run twice e-mails once.
 */
export async function sendReviewRequest(
  deps: ReviewRequestDeps,
  orderId: number,
): Promise<ReviewRequestOutcome> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    // The order's row lock: a job and a staff member asking at once send one e-mail.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1)
    if (!order || order.status !== 'delivered') return 'not-delivered'
    if (order.paymentStatus === 'refunded') return 'refunded'
    const [sent] = await tx
      .select({ id: reviewInvitations.id })
      .from(reviewInvitations)
      .where(eq(reviewInvitations.orderId, orderId))
      .limit(1)
    if (sent) return 'already-sent'
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    return (await sendReviewLinks(deps, tx, order, lines)) ? 'sent' : 'nothing-to-review'
  })
}

export function registerReviewRequests(app: FastifyInstance) {
  app.jobs.registerHandler({ type: reviewRequestJob, label: 'Review request' }, async (job) => {
    const { orderId } = z.object({ orderId: z.number().int() }).parse(job.payload)
    const outcome = await sendReviewRequest(
      { db: app.db, mail: app.mail, publicUrl: app.config.publicUrl },
      orderId,
    )
    if (outcome !== 'sent') app.log.info({ orderId, outcome }, 'review request not sent')
  })
}
