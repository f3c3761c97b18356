import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import type { BelowMinimumDate } from '#contracts/today'
import type { Db } from '#server/db/client'
import { bookings, farmEvents } from '#server/db/schema/visits'
import { notFound } from '#server/http/http-error'
import { queueVisitMail } from './visit-mail'
import type { VisitDeps } from './visit-deps'
import { eventVisits } from './visit-records'
import { closeWaitlist } from './waitlist-service'

const open = ['pending', 'confirmed'] as const

/**
 * Minimum head counts (issue 26): the dates of events and workshops with a minimum whose
 * decision day has come (`minPeopleDaysBefore` days before, on the farm's calendar) and whose
 * pending and confirmed people are still fewer, soonest first.
 */
export async function datesBelowMinimum(db: Db, today: string): Promise<BelowMinimumDate[]> {
  const rows = await db
    .select({
      eventId: farmEvents.id,
      title: farmEvents.title,
      minPeople: sql<number>`${farmEvents.minPeople}`,
      date: bookings.preferredDate,
      people: sql<number>`sum(${bookings.numberOfPeople})::int`,
      bookings: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .innerJoin(farmEvents, eq(farmEvents.id, bookings.farmEventId))
    .where(
      and(
        isNotNull(farmEvents.minPeople),
        inArray(bookings.status, [...open]),
        gte(bookings.preferredDate, today),
        sql`${bookings.preferredDate} <= ${today}::date + ${farmEvents.minPeopleDaysBefore}`,
      ),
    )
    .groupBy(farmEvents.id, farmEvents.title, farmEvents.minPeople, bookings.preferredDate)
    .having(sql`sum(${bookings.numberOfPeople}) < ${farmEvents.minPeople}`)
    .orderBy(asc(bookings.preferredDate), asc(farmEvents.title))
  return rows.map((row) => ({ ...row, people: Number(row.people), bookings: Number(row.bookings) }))
}

/**
 * POST /api/admin/farm-events/:id/dates/:date/cancel: calls a date off, in one transaction under
 * the event's row lock (no request slips in meanwhile): each pending or confirmed booking of that
 * date is cancelled and its visitor e-mailed, and its waitlist closed. Visits are paid at the farm, so nothing is refunded.
 */
export async function cancelEventDate(deps: VisitDeps, eventId: number, date: string) {
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: farmEvents.id })
      .from(farmEvents)
      .where(eq(farmEvents.id, eventId))
      .for('update')
    if (!event) throw notFound('Event not found')
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(bookings.farmEventId, eventId),
          eq(bookings.preferredDate, date),
          inArray(bookings.status, [...open]),
        ),
      )
      .returning({ id: bookings.id })
    for (const { id } of cancelled) {
      const [visit] = await eventVisits(tx, eq(bookings.id, id), 1)
      await queueVisitMail(deps, tx, visit!, 'cancelled-by-farm')
    }
    await closeWaitlist(deps, tx, { farmEventId: eventId, eventDate: date })
    return { cancelledBookings: cancelled.length }
  })
}
