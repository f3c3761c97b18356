import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { VisitorBooking } from '../../../contracts/visits'
import { bookings } from '../../db/schema/visits'
import { conflict, notFound } from '../../http/http-error'
import { changePickYourOwnBooking } from './pick-your-own-service'
import { queueVisitMail, visitContext } from './visit-mail'
import { readVisitBookingToken } from './visit-links'
import { findVisit, toVisitorBooking, visitorMayCancel } from './visit-records'

const invalidLink = () => notFound('This booking link is not valid')

/** GET /api/visit-bookings/:token: the booking an e-mailed link names. */
export async function visitorBooking(app: FastifyInstance, token: string): Promise<VisitorBooking> {
  const ref = await readVisitBookingToken(app.db, token)
  const visit = ref && (await findVisit(app.db, ref.kind, ref.id))
  if (!visit) throw invalidLink()
  return toVisitorBooking(visit, await visitContext(app.db))
}

/**
 * POST /api/visit-bookings/:token/cancel: the visitor cancels before the visit begins; a
 * pick-your-own booking's spots are free again at once, and the farm is e-mailed.
 */
export async function cancelVisitorBooking(
  app: FastifyInstance,
  token: string,
): Promise<VisitorBooking> {
  const ref = await readVisitBookingToken(app.db, token)
  if (!ref) throw invalidLink()
  return app.db.transaction(async (tx) => {
    const context = await visitContext(tx)
    if (ref.kind === 'event') {
      await tx.select().from(bookings).where(eq(bookings.id, ref.id)).for('update')
    }
    const visit = await findVisit(tx, ref.kind, ref.id)
    if (!visit) throw invalidLink()
    if (!visitorMayCancel(visit, context.timeZone)) {
      throw conflict(
        'NOT_CANCELLABLE',
        visit.status === 'cancelled'
          ? 'This booking is already cancelled.'
          : 'This visit has begun and can no longer be cancelled here. Please call the farm.',
      )
    }
    if (ref.kind === 'event') {
      await tx
        .update(bookings)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(bookings.id, ref.id))
    } else {
      await changePickYourOwnBooking(app, tx, ref.id, 'cancelled')
    }
    const cancelled = (await findVisit(tx, ref.kind, ref.id))!
    await queueVisitMail(app, tx, cancelled, 'farm-visitor-cancelled')
    return toVisitorBooking(cancelled, context)
  })
}
