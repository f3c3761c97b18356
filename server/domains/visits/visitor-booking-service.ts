import { and, eq, isNull, sql } from 'drizzle-orm'
import type { BookedVisit, VisitorBooking } from '#contracts/visits'
import type { Db } from '#server/db/client'
import { bookings, pickYourOwnBookings } from '#server/db/schema/visits'
import { conflict, notFound } from '#server/http/http-error'
import { bookedVisit } from './booked-visit'
import { changePickYourOwnBooking } from './pick-your-own-service'
import { offerFreedPlaces, offerFreedSpots } from './waitlist-service'
import { visitCalendarFile } from './visit-calendar'
import { queueVisitMail, visitContext } from './visit-mail'
import { readVisitBookingToken, visitBookingLink } from './visit-links'
import {
  eventVisits,
  findVisit,
  pickYourOwnVisits,
  toVisitorBooking,
  visitorMayCancel,
} from './visit-records'
import type { VisitDeps } from './visit-deps'

const invalidLink = () => notFound('This booking link is not valid')

async function visitOfToken(db: Db, token: string) {
  const ref = await readVisitBookingToken(db, token)
  const visit = ref && (await findVisit(db, ref.kind, ref.id))
  if (!visit) throw invalidLink()
  return visit
}

/** GET /api/visit-bookings/:token: the booking an e-mailed link names. */
export async function visitorBooking(deps: VisitDeps, token: string): Promise<VisitorBooking> {
  const visit = await visitOfToken(deps.db, token)
  return toVisitorBooking(visit, await visitContext(deps.db))
}

/**
 * GET /api/visit-bookings/:token/calendar.ics: the booking's calendar file, as the confirmation
 * e-mail attaches it (a request the farm has not confirmed is tentative). 404 for a booking
 * without a start time (its event was deleted).
 */
export async function visitorCalendar(deps: VisitDeps, token: string) {
  const visit = await visitOfToken(deps.db, token)
  const context = await visitContext(deps.db)
  const file = visitCalendarFile(visit, {
    ...context,
    bookingUrl: visitBookingLink(deps.publicUrl, token),
  })
  if (!file) throw notFound('This booking has no time to put in a calendar')
  return file
}

/**
 * POST /api/visit-bookings/:token/cancel: the visitor cancels before the visit begins (from the
 * e-mailed link or their account); a pick-your-own booking's spots are free again at once. The
 * visitor gets a confirmation and the farm is told, in the same transaction.
 */
export async function cancelVisitorBooking(
  deps: VisitDeps,
  token: string,
): Promise<VisitorBooking> {
  const ref = await readVisitBookingToken(deps.db, token)
  if (!ref) throw invalidLink()
  return deps.db.transaction(async (tx) => {
    const context = await visitContext(tx)
    const [eventBooking] =
      ref.kind === 'event'
        ? await tx.select().from(bookings).where(eq(bookings.id, ref.id)).for('update')
        : []
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
      if (eventBooking?.farmEventId)
        await offerFreedPlaces(deps, tx, {
          farmEventId: eventBooking.farmEventId,
          eventDate: eventBooking.preferredDate,
        })
    } else {
      const { visit: cancelled } = await changePickYourOwnBooking(tx, ref.id, 'cancelled')
      await offerFreedSpots(deps, tx, cancelled.parentId!)
    }
    const cancelled = (await findVisit(tx, ref.kind, ref.id))!
    await queueVisitMail(deps, tx, cancelled, 'cancelled-by-visitor')
    await queueVisitMail(deps, tx, cancelled, 'farm-visitor-cancelled')
    return toVisitorBooking(cancelled, context)
  })
}

/** GET /api/account/bookings: the customer's bookings of both kinds, newest first. */
export async function accountBookings(db: Db, userId: string): Promise<BookedVisit[]> {
  const [events, picks] = await Promise.all([
    eventVisits(db, eq(bookings.userId, userId), 100),
    pickYourOwnVisits(db, eq(pickYourOwnBookings.userId, userId), 100),
  ])
  const visits = [...events, ...picks].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  )
  const booked: BookedVisit[] = []
  for (const visit of visits) booked.push(await bookedVisit(db, visit))
  return booked
}

/**
 * Makes the bookings made as a guest with this e-mail (and in nobody's account yet) the
 * customer's own, as their guest orders are. Only with an e-mail the customer has proven (the
 * e-mailed sign-in link, or one the OpenID provider marks verified).
 */
export async function adoptGuestBookings(
  db: Db,
  customer: { userId: string; provenEmail: string },
) {
  const email = customer.provenEmail.trim().toLowerCase()
  await db
    .update(bookings)
    .set({ userId: customer.userId })
    .where(and(isNull(bookings.userId), eq(sql`lower(${bookings.customerEmail})`, email)))
  await db
    .update(pickYourOwnBookings)
    .set({ userId: customer.userId })
    .where(
      and(
        isNull(pickYourOwnBookings.userId),
        eq(sql`lower(${pickYourOwnBookings.customerEmail})`, email),
      ),
    )
}
