import { and, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import {
  sessionKey,
  type Calendar,
  type CalendarQuery,
  type CalendarSession,
  type CheckInBooking,
  type MoveTarget,
  type SessionCheckIn,
  type SessionRef,
} from '#contracts/bookings-calendar'
import {
  addCalendarDays,
  farmClockTime,
  farmInstant,
  farmInstantAfter,
  farmToday,
} from '#contracts/farm-time'
import type { BookingStatus, VisitKind } from '#contracts/visits'
import type { Db } from '#server/db/client'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
  type BookingRow,
  type FarmEventRow,
  type PickYourOwnBookingRow,
  type PickYourOwnSlotRow,
} from '#server/db/schema/visits'
import { notFound } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import { visitContext } from './visit-mail'

/**
 * The bookings calendar's reads (issue 25): sessions of a date range, one session's check-in
 * list, and the sessions a booking can move to. Places are counted as bookings take them: an
 * event's date holds the people of its pending and confirmed requests (decision 0044), a slot
 * its `currentBookings`.
 */

export const openStatuses: BookingStatus[] = ['pending', 'confirmed']
/** How far ahead an event booking can be moved from the calendar's list of dates. */
export const eventMoveDays = 42

const openBooking = inArray(bookings.status, openStatuses)
const openPick = inArray(pickYourOwnBookings.status, openStatuses)

interface Clock {
  timeZone: string
  today: string
  now: Date
}

async function clockOf(db: Db, now: Date): Promise<Clock> {
  const { timeZone } = await visitContext(db)
  return { timeZone, today: farmToday(timeZone, now), now }
}

interface EventDate {
  booked: number
  open: number
  all: number
}

function eventSession(
  event: FarmEventRow,
  date: string,
  counts: EventDate,
  clock: Clock,
): CalendarSession {
  const start = farmInstant(date, event.startTime, clock.timeZone)
  const end = farmInstantAfter(date, event.startTime, event.durationMinutes, clock.timeZone)
  return {
    key: sessionKey({ kind: 'event', eventId: event.id, date }),
    kind: 'event',
    type: event.eventType,
    title: event.title,
    date,
    startTime: event.startTime,
    endTime: farmClockTime(end, clock.timeZone),
    start: start.toISOString(),
    end: end.toISOString(),
    booked: counts.booked,
    capacity: event.maxPeople,
    placesLeft: Math.max(0, event.maxPeople - counts.booked),
    bookings: counts.open,
    cancelled: counts.all > 0 && counts.open === 0,
    active: event.active,
    checkInOpen: date <= clock.today,
  }
}

function slotSession(slot: PickYourOwnSlotRow, open: number, clock: Clock): CalendarSession {
  return {
    key: sessionKey({ kind: 'pick_your_own', slotId: slot.id }),
    kind: 'pick_your_own',
    type: 'pick_your_own',
    title: `Pick Your Own: ${slot.productName}`,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    start: farmInstant(slot.date, slot.startTime, clock.timeZone).toISOString(),
    end: farmInstant(slot.date, slot.endTime, clock.timeZone).toISOString(),
    booked: slot.currentBookings,
    capacity: slot.maxPeople,
    placesLeft: Math.max(0, slot.maxPeople - slot.currentBookings),
    bookings: open,
    cancelled: slot.cancelledAt !== null,
    active: slot.active,
    checkInOpen: slot.date <= clock.today,
  }
}

const bookedPeople = sql<number>`coalesce(sum(${bookings.numberOfPeople}) filter (where ${openBooking}), 0)::int`
const openCount = sql<number>`(count(*) filter (where ${openBooking}))::int`
const allCount = sql<number>`count(*)::int`

const bySessionTime = (a: CalendarSession, b: CalendarSession) =>
  a.start.localeCompare(b.start) || a.title.localeCompare(b.title) || a.key.localeCompare(b.key)

/** GET /api/admin/calendar: every session from `from` to `to` (farm dates), in time order. */
export async function calendarSessions(
  db: Db,
  range: CalendarQuery,
  now = new Date(),
): Promise<Calendar> {
  const clock = await clockOf(db, now)
  const [eventDates, slots] = await Promise.all([
    db
      .select({
        event: farmEvents,
        date: bookings.preferredDate,
        booked: bookedPeople,
        open: openCount,
        all: allCount,
      })
      .from(bookings)
      .innerJoin(farmEvents, eq(farmEvents.id, bookings.farmEventId))
      .where(and(gte(bookings.preferredDate, range.from), lte(bookings.preferredDate, range.to)))
      .groupBy(farmEvents.id, bookings.preferredDate),
    slotsWithOpenCounts(
      db,
      and(gte(pickYourOwnSlots.date, range.from), lte(pickYourOwnSlots.date, range.to)),
    ),
  ])
  const sessions = [
    ...eventDates.map((row) => eventSession(row.event, row.date, countsOf(row), clock)),
    ...slots.map(({ slot, open }) => slotSession(slot, open, clock)),
  ].sort(bySessionTime)
  return { from: range.from, to: range.to, today: clock.today, timeZone: clock.timeZone, sessions }
}

const countsOf = (row: { booked: number; open: number; all: number }): EventDate => ({
  booked: Number(row.booked),
  open: Number(row.open),
  all: Number(row.all),
})

async function slotsWithOpenCounts(db: Db, where: ReturnType<typeof and>) {
  const open = db
    .select({
      slotId: pickYourOwnBookings.slotId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(pickYourOwnBookings)
    .where(openPick)
    .groupBy(pickYourOwnBookings.slotId)
    .as('open_bookings')
  const rows = await db
    .select({ slot: pickYourOwnSlots, open: open.count })
    .from(pickYourOwnSlots)
    .leftJoin(open, eq(open.slotId, pickYourOwnSlots.id))
    .where(where)
  return rows.map((row) => ({ slot: row.slot, open: Number(row.open ?? 0) }))
}

/** The people held on an event's date, its open bookings and all its bookings. */
async function eventDateCounts(db: Db, eventId: number, date: string): Promise<EventDate> {
  const [row] = await db
    .select({ booked: bookedPeople, open: openCount, all: allCount })
    .from(bookings)
    .where(and(eq(bookings.farmEventId, eventId), eq(bookings.preferredDate, date)))
  return countsOf(row ?? { booked: 0, open: 0, all: 0 })
}

/** One session as the calendar shows it, or null when its event or slot does not exist. */
export async function findSession(
  db: Db,
  ref: SessionRef,
  now = new Date(),
): Promise<CalendarSession | null> {
  const clock = await clockOf(db, now)
  if (ref.kind === 'event') {
    const [event] = await db.select().from(farmEvents).where(eq(farmEvents.id, ref.eventId))
    if (!event) return null
    return eventSession(event, ref.date, await eventDateCounts(db, event.id, ref.date), clock)
  }
  const [found] = await slotsWithOpenCounts(db, and(eq(pickYourOwnSlots.id, ref.slotId)))
  return found ? slotSession(found.slot, found.open, clock) : null
}

type BookingOfEither = Pick<
  BookingRow & PickYourOwnBookingRow,
  | 'id'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'numberOfPeople'
  | 'totalPriceCents'
  | 'status'
  | 'attendance'
  | 'specialRequests'
>

export function toCheckInBooking(kind: VisitKind, row: BookingOfEither): CheckInBooking {
  return {
    key: `${kind}-${row.id}`,
    id: row.id,
    kind,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    numberOfPeople: row.numberOfPeople,
    price: centsToDecimal(row.totalPriceCents),
    status: row.status,
    attendance: row.attendance ?? null,
    specialRequests: row.specialRequests,
  }
}

/** Open bookings first, then by name (the order staff read the list at the gate). */
const checkInOrder = (a: CheckInBooking, b: CheckInBooking) =>
  Number(a.status === 'cancelled') - Number(b.status === 'cancelled') ||
  a.customerName.localeCompare(b.customerName, 'en', { sensitivity: 'base' }) ||
  a.id - b.id

/** The bookings of a session, for its check-in list. */
export async function sessionBookings(db: Db, ref: SessionRef): Promise<CheckInBooking[]> {
  const list =
    ref.kind === 'event'
      ? (
          await db
            .select()
            .from(bookings)
            .where(and(eq(bookings.farmEventId, ref.eventId), eq(bookings.preferredDate, ref.date)))
        ).map((row) => toCheckInBooking('event', row))
      : (
          await db
            .select()
            .from(pickYourOwnBookings)
            .where(eq(pickYourOwnBookings.slotId, ref.slotId))
        ).map((row) => toCheckInBooking('pick_your_own', row))
  return list.sort(checkInOrder)
}

/** GET /api/admin/calendar/sessions/:session: the session and its check-in list. */
export async function sessionCheckIn(
  db: Db,
  ref: SessionRef,
  now = new Date(),
): Promise<SessionCheckIn> {
  const session = await findSession(db, ref, now)
  if (!session) throw notFound('Session not found')
  return { session, bookings: await sessionBookings(db, ref) }
}

/** The session a booking is in now, or null when the booking does not exist. */
export async function sessionOfBooking(
  db: Db,
  kind: VisitKind,
  id: number,
): Promise<{ ref: SessionRef | null; booking: BookingOfEither } | null> {
  if (kind === 'event') {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
    if (!row) return null
    const ref: SessionRef | null = row.farmEventId
      ? { kind: 'event', eventId: row.farmEventId, date: row.preferredDate }
      : null
    return { ref, booking: row }
  }
  const [row] = await db.select().from(pickYourOwnBookings).where(eq(pickYourOwnBookings.id, id))
  return row ? { ref: { kind: 'pick_your_own', slotId: row.slotId }, booking: row } : null
}

/**
 * GET .../move-targets: where a booking could go now, each with room for its whole party. An
 * event booking: the event's dates from today over the next six weeks, its own date left out,
 * those already begun too. A pick-your-own booking: the other active sessions not yet begun.
 * The move itself checks again (another booking may take the places meanwhile).
 */
export async function moveTargets(
  db: Db,
  kind: VisitKind,
  id: number,
  now = new Date(),
): Promise<MoveTarget[]> {
  const found = await sessionOfBooking(db, kind, id)
  if (!found) throw notFound('Booking not found')
  const { ref, booking } = found
  if (!ref || booking.status === 'cancelled') return []
  const clock = await clockOf(db, now)
  const people = booking.numberOfPeople

  if (ref.kind === 'event') {
    const [event] = await db.select().from(farmEvents).where(eq(farmEvents.id, ref.eventId))
    if (!event || !event.active) return []
    const last = addCalendarDays(clock.today, eventMoveDays - 1)
    const held = await db
      .select({ date: bookings.preferredDate, people: bookedPeople })
      .from(bookings)
      .where(
        and(
          eq(bookings.farmEventId, event.id),
          gte(bookings.preferredDate, clock.today),
          lte(bookings.preferredDate, last),
        ),
      )
      .groupBy(bookings.preferredDate)
    const heldOn = new Map(held.map((row) => [row.date, Number(row.people)]))
    const targets: MoveTarget[] = []
    for (let day = 0; day < eventMoveDays; day += 1) {
      const date = addCalendarDays(clock.today, day)
      if (date === ref.date) continue
      const session = eventSession(
        event,
        date,
        { booked: heldOn.get(date) ?? 0, open: 0, all: 0 },
        clock,
      )
      if (new Date(session.start).getTime() <= now.getTime()) continue
      if (session.placesLeft < people) continue
      targets.push(targetOf(session, { date }))
    }
    return targets
  }

  const slots = await slotsWithOpenCounts(
    db,
    and(
      gte(pickYourOwnSlots.date, clock.today),
      eq(pickYourOwnSlots.active, true),
      isNull(pickYourOwnSlots.cancelledAt),
      ne(pickYourOwnSlots.id, ref.slotId),
    ),
  )
  return slots
    .map(({ slot, open }) => slotSession(slot, open, clock))
    .filter(
      (session) =>
        new Date(session.start).getTime() > now.getTime() && session.placesLeft >= people,
    )
    .sort(bySessionTime)
    .map((session) => {
      const slotId = Number(session.key.slice('pick_your_own-'.length))
      return targetOf(session, { slotId })
    })
}

function targetOf(session: CalendarSession, move: MoveTarget['move']): MoveTarget {
  return {
    key: session.key,
    title: session.title,
    date: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    placesLeft: session.placesLeft,
    capacity: session.capacity,
    move,
  }
}
