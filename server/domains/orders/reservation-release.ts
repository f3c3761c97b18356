import type { FastifyInstance } from 'fastify'
import { and, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { releaseOrderStock } from '../payments/payment-outcomes'

/**
 * Unpaid orders keep their stock for 30 minutes; then this job cancels them and gives the stock
 * back (each order once: releaseOrderStock is conditional on stockReleasedAt being empty).
 */
export async function releaseLapsedReservations(app: FastifyInstance) {
  const lapsed = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['unpaid', 'failed']),
        isNull(orders.stockReleasedAt),
        lt(orders.reservedUntil, new Date()),
      ),
    )
    .limit(200)
  let released = 0
  for (const { id } of lapsed) {
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      if (await releaseOrderStock(tx, id)) {
        released += 1
        await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(inArray(orders.id, [id]), inArray(orders.status, ['pending'])))
      }
    })
  }
  return released
}

export function scheduleReservationRelease(app: FastifyInstance) {
  app.jobs.schedule('orders.release-lapsed-reservations', 60_000, async () => {
    await releaseLapsedReservations(app)
  })
}
