import { and, eq } from 'drizzle-orm'
import { farmToday, formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { WaitlistPlaceKind } from '#contracts/waitlists'
import type { Db } from '#server/db/client'
import {
  farmEvents,
  pickYourOwnSlots,
  waitlistEntries,
  type WaitlistEntryRow,
} from '#server/db/schema/visits'
import { insertEventBooking, placesTaken } from './event-service'
import {
  hasStarted,
  insertConfirmedBooking,
  releaseSpots,
  takeSpots,
} from './pick-your-own-service'
import { visitContext } from './visit-mail'
import type { VisitDeps } from './visit-deps'

/*
 * What a waitlist waits for (decision 0057): a pick-your-own session, or one date of an event or
 * workshop. Each is locked by its own row (the session's, the event's), the lock every change of
 * its places takes; an offer holds a session's spots in its counter, and an event date's places
 * by being counted with that date's bookings.
 */

export type WaitlistKey = { slotId: number } | { farmEventId: number; eventDate: string }

/** The entries of one place. */
export const entriesOf = (key: WaitlistKey) =>
  'slotId' in key
    ? eq(waitlistEntries.slotId, key.slotId)
    : and(
        eq(waitlistEntries.farmEventId, key.farmEventId),
        eq(waitlistEntries.eventDate, key.eventDate),
      )

export const keyOf = (entry: WaitlistEntryRow): WaitlistKey =>
  entry.slotId !== null
    ? { slotId: entry.slotId }
    : { farmEventId: entry.farmEventId!, eventDate: entry.eventDate! }

export interface WaitlistPlace {
  kind: WaitlistPlaceKind
  /** "Mango picking, Saturday, December 5, 2026, 9:00 AM – 11:00 AM". */
  name: string
  /** "Mango picking", for e-mail subjects. */
  shortName: string
  maxPeople: number
  /** Places free for a booking or an offer now. */
  left: number
  /** Still bookable: active, not cancelled, not begun. */
  bookable: boolean
  /** Holds `people` places for an offer (false when they are gone). */
  hold(tx: Db, people: number): Promise<boolean>
  /** Gives an offer's held places back. */
  release(tx: Db, people: number): Promise<void>
  /** Books an offer's places for its visitor; answers the booking's columns on the entry. */
  book(
    deps: VisitDeps,
    tx: Db,
    entry: WaitlistEntryRow,
  ): Promise<{ bookingId?: number; eventBookingId?: number }>
}

const visitorOf = (entry: WaitlistEntryRow) => ({
  userId: entry.userId,
  customerName: entry.customerName,
  customerEmail: entry.customerEmail,
  customerPhone: entry.customerPhone,
  numberOfPeople: entry.numberOfPeople,
})

/** Locks a place's row and answers it, or null when it is gone. */
export async function lockPlace(
  tx: Db,
  key: WaitlistKey,
  now = new Date(),
): Promise<WaitlistPlace | null> {
  const { timeZone } = await visitContext(tx)
  if ('slotId' in key) {
    const [slot] = await tx
      .select()
      .from(pickYourOwnSlots)
      .where(eq(pickYourOwnSlots.id, key.slotId))
      .for('update')
    if (!slot) return null
    return {
      kind: 'pick_your_own',
      name: `${slot.productName} picking, ${formatVisitDate(slot.date)}, ${formatClockTime(slot.startTime)} – ${formatClockTime(slot.endTime)}`,
      shortName: `${slot.productName} picking`,
      maxPeople: slot.maxPeople,
      left: slot.maxPeople - slot.currentBookings,
      bookable: slot.active && !slot.cancelledAt && !hasStarted(slot, timeZone, now),
      hold: async (db, people) =>
        Boolean(await takeSpots(db, slot.id, people, { activeOnly: true })),
      release: (db, people) => releaseSpots(db, slot.id, people),
      book: async (deps, db, entry) => {
        const { booking } = await insertConfirmedBooking(deps, db, slot, visitorOf(entry))
        return { bookingId: booking.id }
      },
    }
  }
  const [event] = await tx
    .select()
    .from(farmEvents)
    .where(eq(farmEvents.id, key.farmEventId))
    .for('update')
  if (!event) return null
  const date = key.eventDate
  return {
    kind: 'event',
    name: `${event.title}, ${formatVisitDate(date)}, ${formatClockTime(event.startTime)}`,
    shortName: event.title,
    maxPeople: event.maxPeople,
    left: event.maxPeople - (await placesTaken(tx, event.id, date)),
    bookable: event.active && date > farmToday(timeZone, now),
    // An offered entry is counted with the date's bookings: being offered is the hold.
    hold: async () => true,
    release: async () => {},
    book: async (deps, db, entry) => {
      const { row } = await insertEventBooking(
        deps,
        db,
        event,
        { ...visitorOf(entry), preferredDate: date, alternateDate: null, specialRequests: null },
        entry.userId,
      )
      return { eventBookingId: row.id }
    },
  }
}
