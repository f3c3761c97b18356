import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { queueVisitMail, visitContext } from './visit-mail'
import { eventVisits, pickYourOwnVisits } from './visit-records'
import { every } from '#server/jobs/job-engine'
import type { VisitDeps } from './visit-deps'

/** When the reminder job looks for tomorrow's visits. */
export const reminderSchedule = every.quarterHour

/**
 * E-mails each confirmed visit of tomorrow (farm time) one reminder. The booking is marked in
 * the same transaction that queues its e-mail, by a conditional UPDATE, so the reminder goes out
 * exactly once however many app instances run this at the same moment. Returns how many.
 */
export async function sendVisitReminders(deps: VisitDeps, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const tomorrow = addCalendarDays(farmToday((await visitContext(tx)).timeZone, now), 1)
    const events = await tx
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          eq(bookings.preferredDate, tomorrow),
          isNull(bookings.reminderSentAt),
        ),
      )
      .returning({ id: bookings.id })
    const picks = await tx
      .update(pickYourOwnBookings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(pickYourOwnBookings.status, 'confirmed'),
          isNull(pickYourOwnBookings.reminderSentAt),
          exists(
            tx
              .select({ one: sql`1` })
              .from(pickYourOwnSlots)
              .where(
                and(
                  eq(pickYourOwnSlots.id, pickYourOwnBookings.slotId),
                  eq(pickYourOwnSlots.date, tomorrow),
                  isNull(pickYourOwnSlots.cancelledAt),
                ),
              ),
          ),
        ),
      )
      .returning({ id: pickYourOwnBookings.id })
    const visits = [
      ...(events.length
        ? await eventVisits(
            tx,
            inArray(
              bookings.id,
              events.map((row) => row.id),
            ),
          )
        : []),
      ...(picks.length
        ? await pickYourOwnVisits(
            tx,
            inArray(
              pickYourOwnBookings.id,
              picks.map((row) => row.id),
            ),
          )
        : []),
    ]
    for (const visit of visits) await queueVisitMail(deps, tx, visit, 'reminder')
    return visits.length
  })
}
