import { eq } from 'drizzle-orm'
import type { Attendance, CheckInBooking } from '#contracts/bookings-calendar'
import { farmToday, formatVisitDate } from '#contracts/farm-time'
import type { VisitKind } from '#contracts/visits'
import type { Db } from '#server/db/client'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { conflict, notFound } from '#server/http/http-error'
import { toCheckInBooking } from './bookings-calendar-queries'
import { visitContext } from './visit-mail'

/**
 * Marks a booking attended or a no-show, or back to unmarked (null). The rule: from the visit's
 * day on (the farm's calendar), so staff can tick visitors in as they arrive, before the session's
 * start time too, and settle the list afterwards; never for a cancelled booking. Nobody is
 * e-mailed. Answers the booking and what it was before (for the audit log).
 */
export async function setBookingAttendance(
  deps: { db: Db },
  request: { kind: VisitKind; id: number; attendance: Attendance | null },
  now = new Date(),
): Promise<{ before: Attendance | null; booking: CheckInBooking }> {
  return deps.db.transaction(async (tx) => {
    const found =
      request.kind === 'event'
        ? await eventBooking(tx, request.id)
        : await pickYourOwnBooking(tx, request.id)
    if (!found) throw notFound('Booking not found')
    const { row, date } = found
    if (row.status === 'cancelled') {
      throw conflict('BOOKING_CANCELLED', 'A cancelled booking cannot be checked in.')
    }
    const today = farmToday((await visitContext(tx)).timeZone, now)
    if (date > today) {
      throw conflict(
        'CHECK_IN_NOT_OPEN',
        `Check-in opens on the day of the visit, ${formatVisitDate(date)}.`,
      )
    }
    const changes = { attendance: request.attendance, updatedAt: now }
    const [updated] =
      request.kind === 'event'
        ? await tx.update(bookings).set(changes).where(eq(bookings.id, row.id)).returning()
        : await tx
            .update(pickYourOwnBookings)
            .set(changes)
            .where(eq(pickYourOwnBookings.id, row.id))
            .returning()
    return {
      before: row.attendance ?? null,
      booking: toCheckInBooking(request.kind, updated!),
    }
  })
}

async function eventBooking(db: Db, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update')
  return row ? { row, date: row.preferredDate } : null
}

async function pickYourOwnBooking(db: Db, id: number) {
  const [found] = await db
    .select({ row: pickYourOwnBookings, date: pickYourOwnSlots.date })
    .from(pickYourOwnBookings)
    .innerJoin(pickYourOwnSlots, eq(pickYourOwnSlots.id, pickYourOwnBookings.slotId))
    .where(eq(pickYourOwnBookings.id, id))
    .for('update', { of: pickYourOwnBookings })
  return found ?? null
}
