import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { MoveBookingResult, SessionRef } from '#contracts/bookings-calendar'
import { farmInstant, formatVisitDate } from '#contracts/farm-time'
import type { VisitKind } from '#contracts/visits'
import type { Db } from '#server/db/client'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
  type BookingRow,
  type PickYourOwnBookingRow,
} from '#server/db/schema/visits'
import { badRequest, conflict, notFound } from '#server/http/http-error'
import { findSession, openStatuses, toCheckInBooking } from './bookings-calendar-queries'
import { hasStarted, releaseSpots, takeSpots } from './pick-your-own-service'
import { queueVisitMail, visitContext } from './visit-mail'
import { findVisit } from './visit-records'
import type { VisitDeps } from './visit-deps'

export interface MoveBookingRequest {
  kind: VisitKind
  id: number
  /** The new date of an event or workshop booking. */
  date?: string
  /** The new session of a pick-your-own booking. */
  slotId?: number
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

function placesMessage(left: number, where: string, party: number) {
  return left === 0
    ? `${where} is fully booked.`
    : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left in ${where}; this booking is for ${people(party)}.`
}

/** A cancelled booking, or one whose visitor already came, stays where it is. */
function refuseUnmovable(booking: BookingRow | PickYourOwnBookingRow) {
  if (booking.status === 'cancelled') {
    throw conflict('BOOKING_CANCELLED', 'A cancelled booking cannot be moved.')
  }
  if (booking.attendance === 'attended') {
    throw conflict(
      'ALREADY_ATTENDED',
      'This visitor has already been checked in, so the booking cannot be moved.',
    )
  }
}

/**
 * Moves a booking to another date of its event (`date`) or to another pick-your-own session
 * (`slotId`), keeping its party, in one transaction that checks the target's capacity the way a
 * booking takes it: an event's row lock, then its date's pending and confirmed people counted
 * (decision 0044); a slot's spots taken by one conditional UPDATE after both slots' rows are
 * locked in id order. So two moves into the last places never both succeed. A full, begun,
 * switched-off or cancelled target is a 409 naming the field, and nothing changes. The booking
 * starts unmarked (attendance) and its reminder is due again; the visitor is e-mailed the new
 * date with its calendar link in the same transaction.
 */
export async function moveBooking(
  deps: VisitDeps,
  request: MoveBookingRequest,
  now = new Date(),
): Promise<MoveBookingResult & { fromRef: SessionRef; toRef: SessionRef }> {
  return deps.db.transaction(async (tx) => {
    const { fromRef, toRef } =
      request.kind === 'event'
        ? await moveEventBooking(tx, request, now)
        : await movePickYourOwnBooking(tx, request, now)
    const visit = await findVisit(tx, request.kind, request.id)
    const before = { ...visit!, ...(await sessionDate(tx, fromRef)) }
    await queueVisitMail(deps, tx, visit!, 'moved', before)
    const from = await findSession(tx, fromRef, now)
    const to = await findSession(tx, toRef, now)
    const [booking] =
      request.kind === 'event'
        ? await tx.select().from(bookings).where(eq(bookings.id, request.id))
        : await tx.select().from(pickYourOwnBookings).where(eq(pickYourOwnBookings.id, request.id))
    return {
      booking: toCheckInBooking(request.kind, booking!),
      from: from!,
      to: to!,
      fromRef,
      toRef,
    }
  })
}

/** The date and hours of the session a booking was in (for "it was ..." in the e-mail). */
async function sessionDate(db: Db, ref: SessionRef) {
  if (ref.kind === 'event') return { date: ref.date }
  const [slot] = await db.select().from(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, ref.slotId))
  return slot ? { date: slot.date, startTime: slot.startTime, endTime: slot.endTime } : {}
}

async function moveEventBooking(db: Db, request: MoveBookingRequest, now: Date) {
  if (request.slotId !== undefined) {
    const message = 'An event booking moves to another date, not to a session'
    throw badRequest(message, { slotId: message })
  }
  if (request.date === undefined) {
    throw badRequest('Please choose a new date', { date: 'Please choose a new date' })
  }
  const date = request.date
  // Locks as confirming does: the booking, then its event (requests for any of its dates wait).
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, request.id))
    .for('update')
  if (!booking) throw notFound('Booking not found')
  refuseUnmovable(booking)
  const [event] = booking.farmEventId
    ? await db.select().from(farmEvents).where(eq(farmEvents.id, booking.farmEventId)).for('update')
    : []
  if (!event) {
    throw conflict('EVENT_GONE', "This booking's event was deleted, so it has no other dates.")
  }
  if (date === booking.preferredDate) {
    const message = `This booking is already on ${formatVisitDate(date)}`
    throw badRequest(message, { date: message })
  }
  const where = `${event.title} on ${formatVisitDate(date)}`
  if (!event.active) {
    const message = `${event.title} is not taking bookings.`
    throw conflict('SESSION_UNAVAILABLE', message, { date: message })
  }
  const { timeZone } = await visitContext(db)
  if (farmInstant(date, event.startTime, timeZone).getTime() <= now.getTime()) {
    const message = `${where} has already begun. Choose a later date.`
    throw conflict('SESSION_PAST', message, { date: message })
  }
  const [held] = await db
    .select({ people: sql<number>`coalesce(sum(${bookings.numberOfPeople}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.farmEventId, event.id),
        eq(bookings.preferredDate, date),
        inArray(bookings.status, openStatuses),
      ),
    )
  const left = Math.max(0, event.maxPeople - Number(held?.people ?? 0))
  if (booking.numberOfPeople > left) {
    const message = placesMessage(left, where, booking.numberOfPeople)
    throw conflict('NOT_ENOUGH_PLACES', message, { date: message })
  }
  await db
    .update(bookings)
    .set({
      preferredDate: date,
      // Staff chose the date with the visitor: the other date they offered no longer applies.
      alternateDate: null,
      attendance: null,
      reminderSentAt: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
  const fromRef: SessionRef = { kind: 'event', eventId: event.id, date: booking.preferredDate }
  const toRef: SessionRef = { kind: 'event', eventId: event.id, date }
  return { fromRef, toRef }
}

async function movePickYourOwnBooking(db: Db, request: MoveBookingRequest, now: Date) {
  if (request.date !== undefined) {
    const message = 'A pick-your-own booking moves to another session: choose one'
    throw badRequest(message, { date: message })
  }
  if (request.slotId === undefined) {
    throw badRequest('Please choose a session', { slotId: 'Please choose a session' })
  }
  const slotId = request.slotId
  // Locks as a status change does: the booking, then the slots (both, in id order).
  const [booking] = await db
    .select()
    .from(pickYourOwnBookings)
    .where(eq(pickYourOwnBookings.id, request.id))
    .for('update')
  if (!booking) throw notFound('Booking not found')
  refuseUnmovable(booking)
  if (slotId === booking.slotId) {
    const message = 'This booking is already in this session'
    throw badRequest(message, { slotId: message })
  }
  const slots = await db
    .select()
    .from(pickYourOwnSlots)
    .where(inArray(pickYourOwnSlots.id, [booking.slotId, slotId]))
    .orderBy(asc(pickYourOwnSlots.id))
    .for('update')
  const target = slots.find((slot) => slot.id === slotId)
  if (!target) {
    const message = 'This session does not exist'
    throw badRequest(message, { slotId: message })
  }
  const where = `Pick Your Own: ${target.productName} on ${formatVisitDate(target.date)}`
  if (target.cancelledAt) {
    const message = `${where} was cancelled.`
    throw conflict('SESSION_CANCELLED', message, { slotId: message })
  }
  if (!target.active) {
    const message = `${where} is not taking bookings.`
    throw conflict('SESSION_UNAVAILABLE', message, { slotId: message })
  }
  const { timeZone } = await visitContext(db)
  if (hasStarted(target, timeZone, now)) {
    const message = `${where} has already begun. Choose a later session.`
    throw conflict('SESSION_PAST', message, { slotId: message })
  }
  const taken = await takeSpots(db, slotId, booking.numberOfPeople, { activeOnly: true })
  if (!taken) {
    const message = placesMessage(
      Math.max(0, target.maxPeople - target.currentBookings),
      where,
      booking.numberOfPeople,
    )
    throw conflict('NOT_ENOUGH_PLACES', message, { slotId: message })
  }
  await releaseSpots(db, booking.slotId, booking.numberOfPeople)
  await db
    .update(pickYourOwnBookings)
    .set({
      slotId,
      // The visitor pays at the farm what the new session costs.
      totalPriceCents: taken.pricePerPersonCents * booking.numberOfPeople,
      attendance: null,
      reminderSentAt: null,
      updatedAt: now,
    })
    .where(eq(pickYourOwnBookings.id, booking.id))
  const fromRef: SessionRef = { kind: 'pick_your_own', slotId: booking.slotId }
  const toRef: SessionRef = { kind: 'pick_your_own', slotId }
  return { fromRef, toRef }
}
