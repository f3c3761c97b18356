import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { farmToday, formatDuration, formatVisitDate } from '#contracts/farm-time'
import type {
  BookingRequest,
  BookingStatus,
  FarmEvent,
  FarmEventAvailability,
} from '#contracts/visits'
import type { FarmEventAdmin, FarmEventValues, StaffBooking } from '#contracts/visits-admin'
import type { Db } from '#server/db/client'
import { bookings, farmEvents, waitlistEntries, type FarmEventRow } from '#server/db/schema/visits'
import { badRequest, conflict, notFound } from '#server/http/http-error'
import type { farmEvents as farmEventEndpoints } from '#contracts/visits-admin-api'
import type { StoreOf } from '#server/http/staff-resource'
import { tablePage } from '#server/http/table-page'
import { centsToDecimal, decimalToCents } from '#server/lib/money'
import { queueVisitMail, visitContext } from './visit-mail'
import { bookedVisit } from './booked-visit'
import { eventVisits, toStaffBooking } from './visit-records'
import type { VisitDeps } from './visit-deps'
import { closeWaitlist, offerFreedPlaces } from './waitlist-service'

const openStatuses: BookingStatus[] = ['pending', 'confirmed']

/** An event's bookings that hold its places (pending requests and confirmed ones) on `dates`. */
const bookingsHoldingPlaces = (eventId: number, dates: SQL) =>
  and(eq(bookings.farmEventId, eventId), inArray(bookings.status, openStatuses), dates)

function toFarmEvent(row: FarmEventRow): FarmEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: formatDuration(row.durationMinutes),
    durationMinutes: row.durationMinutes,
    startTime: row.startTime,
    pricePerPerson: centsToDecimal(row.pricePerPersonCents),
    maxPeople: row.maxPeople,
    includes: row.includes,
    eventType: row.eventType,
  }
}

/** GET /api/farm-events/active: active events and workshops in the farm's order. */
export async function listActiveEvents(db: Db): Promise<FarmEvent[]> {
  const rows = await db
    .select()
    .from(farmEvents)
    .where(eq(farmEvents.active, true))
    .orderBy(asc(farmEvents.sortOrder), asc(farmEvents.id))
  return rows.map(toFarmEvent)
}

async function adminEvents(db: Db, ids?: readonly number[]): Promise<FarmEventAdmin[]> {
  const today = farmToday((await visitContext(db)).timeZone)
  const upcoming = db
    .select({
      eventId: bookings.farmEventId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(bookings)
    .where(and(inArray(bookings.status, openStatuses), gte(bookings.preferredDate, today)))
    .groupBy(bookings.farmEventId)
    .as('upcoming')
  const rows = await db
    .select({ event: farmEvents, upcoming: upcoming.count })
    .from(farmEvents)
    .leftJoin(upcoming, eq(upcoming.eventId, farmEvents.id))
    .where(ids === undefined ? undefined : inArray(farmEvents.id, [...ids]))
    .orderBy(asc(farmEvents.sortOrder), asc(farmEvents.id))
  return rows.map(({ event, upcoming: count }) => ({
    ...toFarmEvent(event),
    active: event.active,
    sortOrder: event.sortOrder,
    upcomingBookings: Number(count ?? 0),
    minPeople: event.minPeople,
    minPeopleDaysBefore: event.minPeopleDaysBefore,
  }))
}

function eventColumns(values: FarmEventValues) {
  return {
    title: values.title,
    description: values.description ?? null,
    durationMinutes: values.durationMinutes,
    startTime: values.startTime,
    pricePerPersonCents: decimalToCents(values.pricePerPerson)!,
    maxPeople: values.maxPeople,
    includes: values.includes,
    eventType: values.eventType,
    active: values.active,
    sortOrder: values.sortOrder,
    minPeople: values.minPeople,
    minPeopleDaysBefore: values.minPeopleDaysBefore,
  }
}

const getEvent = async (db: Db, id: number) => (await adminEvents(db, [id]))[0] ?? null

/** The events of a page's rows, in the page's order, each with its upcoming bookings. */
async function eventsOf(db: Db, rows: readonly FarmEventRow[]) {
  const events = new Map(
    (
      await adminEvents(
        db,
        rows.map((row) => row.id),
      )
    ).map((e) => [e.id, e]),
  )
  return rows.flatMap((row) => events.get(row.id) ?? [])
}

/**
 * The Events & Workshops Manager's store (decision 0020); its page is searched in the title,
 * description and type, in the farm's order by default.
 */
export const farmEventStore: StoreOf<typeof farmEventEndpoints> = {
  list: (db) => adminEvents(db),
  page: (db, query) =>
    tablePage(
      db,
      farmEvents,
      {
        search: [farmEvents.title, farmEvents.description, farmEvents.eventType],
        sorts: {
          sortOrder: farmEvents.sortOrder,
          title: sql`lower(${farmEvents.title})`,
          price: farmEvents.pricePerPersonCents,
        },
      },
      query,
      (rows) => eventsOf(db, rows),
    ),
  get: getEvent,
  async create(db, values) {
    const [row] = await db
      .insert(farmEvents)
      .values({ code: `event_${randomUUID()}`, ...eventColumns(values) })
      .returning({ id: farmEvents.id })
    return (await getEvent(db, row!.id))!
  },
  async update(db, id, values) {
    const [row] = await db
      .update(farmEvents)
      .set({ ...eventColumns(values), updatedAt: new Date() })
      .where(eq(farmEvents.id, id))
      .returning({ id: farmEvents.id })
    return row ? getEvent(db, row.id) : null
  },
  async remove(db, id) {
    const event = await getEvent(db, id)
    if (!event) return null
    if (event.upcomingBookings > 0) {
      throw conflict(
        'HAS_BOOKINGS',
        `This event has ${event.upcomingBookings} upcoming booking(s). Cancel it instead, so each visitor is told.`,
      )
    }
    await db.delete(farmEvents).where(eq(farmEvents.id, id))
    return event
  },
}

export async function setEventActive(db: Db, id: number, active: boolean) {
  const [row] = await db
    .update(farmEvents)
    .set({ active, updatedAt: new Date() })
    .where(eq(farmEvents.id, id))
    .returning({ id: farmEvents.id })
  return row ? getEvent(db, row.id) : null
}

/**
 * Cancels an event: it stops taking requests, and each upcoming pending or confirmed booking is
 * cancelled with an e-mail to its visitor, in one transaction.
 */
export async function cancelEvent(deps: VisitDeps, id: number) {
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .update(farmEvents)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(farmEvents.id, id))
      .returning({ id: farmEvents.id })
    if (!event) throw notFound('Event not found')
    const today = farmToday((await visitContext(tx)).timeZone)
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(bookingsHoldingPlaces(id, gte(bookings.preferredDate, today)))
      .returning({ id: bookings.id })
    for (const { id: bookingId } of cancelled) {
      const [visit] = await eventVisits(tx, eq(bookings.id, bookingId), 1)
      await queueVisitMail(deps, tx, visit!, 'cancelled-by-farm')
    }
    const waitedFor = await tx
      .selectDistinct({ date: waitlistEntries.eventDate })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.farmEventId, id), gte(waitlistEntries.eventDate, today)))
    for (const { date } of waitedFor)
      await closeWaitlist(deps, tx, { farmEventId: id, eventDate: date! })
    return { cancelledBookings: cancelled.length }
  })
}

/**
 * People held on an event's date: its pending requests, confirmed bookings and the waitlist
 * offers holding places for a group (decision 0057).
 */
export async function placesTaken(db: Db, eventId: number, date: string): Promise<number> {
  const [[taken], [offered]] = await Promise.all([
    db
      .select({ people: sql<number>`coalesce(sum(${bookings.numberOfPeople}), 0)::int` })
      .from(bookings)
      .where(bookingsHoldingPlaces(eventId, eq(bookings.preferredDate, date))),
    db
      .select({ people: sql<number>`coalesce(sum(${waitlistEntries.numberOfPeople}), 0)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.farmEventId, eventId),
          eq(waitlistEntries.eventDate, date),
          eq(waitlistEntries.status, 'offered'),
        ),
      ),
  ])
  return Number(taken?.people ?? 0) + Number(offered?.people ?? 0)
}

/** GET /api/farm-events/:id/availability: places left on each date asked for, today onwards. */
export async function eventAvailability(db: Db, id: number): Promise<FarmEventAvailability> {
  const [event] = await db
    .select()
    .from(farmEvents)
    .where(and(eq(farmEvents.id, id), eq(farmEvents.active, true)))
  if (!event) throw notFound('This event or workshop is not available for booking')
  const today = farmToday((await visitContext(db)).timeZone)
  const [booked, offered] = await Promise.all([
    db
      .select({
        date: bookings.preferredDate,
        people: sql<number>`sum(${bookings.numberOfPeople})::int`,
      })
      .from(bookings)
      .where(bookingsHoldingPlaces(id, gte(bookings.preferredDate, today)))
      .groupBy(bookings.preferredDate),
    db
      .select({
        date: sql<string>`${waitlistEntries.eventDate}`,
        people: sql<number>`sum(${waitlistEntries.numberOfPeople})::int`,
      })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.farmEventId, id),
          gte(waitlistEntries.eventDate, today),
          eq(waitlistEntries.status, 'offered'),
        ),
      )
      .groupBy(waitlistEntries.eventDate),
  ])
  const people = new Map<string, number>()
  for (const row of [...booked, ...offered])
    people.set(row.date, (people.get(row.date) ?? 0) + Number(row.people))
  return {
    farmEventId: event.id,
    maxPeople: event.maxPeople,
    dates: [...people]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, taken]) => ({ date, placesLeft: Math.max(0, event.maxPeople - taken) })),
  }
}

/**
 * Writes one event booking request in the caller's transaction (which holds the event's row
 * lock), priced by the server, and queues the visitor's and the farm's e-mails.
 */
export async function insertEventBooking(
  deps: VisitDeps,
  tx: Db,
  event: FarmEventRow,
  request: Pick<
    BookingRequest,
    | 'customerName'
    | 'customerEmail'
    | 'customerPhone'
    | 'numberOfPeople'
    | 'preferredDate'
    | 'alternateDate'
    | 'specialRequests'
  >,
  userId: string | null,
) {
  const [row] = await tx
    .insert(bookings)
    .values({
      farmEventId: event.id,
      userId,
      type: event.eventType,
      title: event.title,
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      customerPhone: request.customerPhone ?? null,
      numberOfPeople: request.numberOfPeople,
      preferredDate: request.preferredDate,
      alternateDate: request.alternateDate ?? null,
      specialRequests: request.specialRequests ?? null,
      status: 'pending',
      totalPriceCents: event.pricePerPersonCents * request.numberOfPeople,
    })
    .returning()
  const [visit] = await eventVisits(tx, eq(bookings.id, row!.id), 1)
  await queueVisitMail(deps, tx, visit!, 'requested')
  await queueVisitMail(deps, tx, visit!, 'farm-new-request')
  return { row: row!, visit: visit! }
}

/**
 * POST /api/bookings: a visitor's request for an active event or workshop. The server sets the
 * title, type and price (per-person price x people); dates are checked against the farm's today.
 * A request holds its places at once: under the event's row lock (concurrent requests take
 * turns) the pending and confirmed people of that date are counted, and a group that does not
 * fit is a 409 naming `numberOfPeople`. The visitor and the farm are e-mailed in the same
 * transaction; the answer carries the booking's page token (its link and calendar file).
 */
export async function requestEventBooking(
  deps: VisitDeps,
  request: BookingRequest,
  userId: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(farmEvents)
      .where(and(eq(farmEvents.id, request.farmEventId), eq(farmEvents.active, true)))
      .for('update')
    if (!event) {
      throw badRequest('This event or workshop is not available for booking', {
        farmEventId: 'This event or workshop is not available for booking',
      })
    }
    if (request.numberOfPeople > event.maxPeople) {
      const message = `Number of people must be at most ${event.maxPeople} for ${event.title}`
      throw badRequest(message, { numberOfPeople: message })
    }
    const today = farmToday((await visitContext(tx)).timeZone)
    for (const field of ['preferredDate', 'alternateDate'] as const) {
      const date = request[field]
      if (date && date < today) {
        const label = field === 'preferredDate' ? 'Preferred date' : 'Alternate date'
        const message = `${label} cannot be before today (${formatVisitDate(today)})`
        throw badRequest(message, { [field]: message })
      }
    }
    const left = Math.max(
      0,
      event.maxPeople - (await placesTaken(tx, event.id, request.preferredDate)),
    )
    if (request.numberOfPeople > left) {
      const day = formatVisitDate(request.preferredDate)
      const message =
        left === 0
          ? `${event.title} is fully booked on ${day}. Please choose another date.`
          : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left for ${event.title} on ${day}.`
      throw conflict('NOT_ENOUGH_PLACES', message, { numberOfPeople: message })
    }
    const { row, visit } = await insertEventBooking(deps, tx, event, request, userId)
    return {
      id: row.id,
      status: row.status,
      totalPrice: centsToDecimal(row.totalPriceCents),
      ...(await bookedVisit(tx, visit)),
    }
  })
}

/**
 * PATCH /api/admin/bookings/:id. Confirming takes the event's row lock, then counts the people
 * already confirmed for that date: past the event's maxPeople it answers 409 and changes nothing,
 * also when two staff confirm at once (the second waits for the first's lock and sees its count).
 * The visitor is e-mailed on confirmation (with the calendar file) and on cancellation.
 */
export async function setEventBookingStatus(
  deps: VisitDeps,
  id: number,
  status: BookingStatus,
): Promise<{ before: BookingStatus; booking: StaffBooking }> {
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
    if (!booking) throw notFound('Booking not found')
    if (status === 'confirmed' && booking.status !== 'confirmed' && booking.farmEventId) {
      const [event] = await tx
        .select()
        .from(farmEvents)
        .where(eq(farmEvents.id, booking.farmEventId))
        .for('update')
      if (event) {
        const [taken] = await tx
          .select({ people: sql<number>`coalesce(sum(${bookings.numberOfPeople}), 0)::int` })
          .from(bookings)
          .where(
            and(
              eq(bookings.farmEventId, event.id),
              eq(bookings.preferredDate, booking.preferredDate),
              eq(bookings.status, 'confirmed'),
              ne(bookings.id, booking.id),
            ),
          )
        const confirmed = Number(taken?.people ?? 0)
        if (confirmed + booking.numberOfPeople > event.maxPeople) {
          throw conflict(
            'EVENT_FULL',
            `${event.title} takes at most ${event.maxPeople} people on ${formatVisitDate(booking.preferredDate)}: ${confirmed} are already confirmed, so ${booking.numberOfPeople} more would not fit.`,
          )
        }
      }
    }
    if (booking.status !== status) {
      await tx.update(bookings).set({ status, updatedAt: new Date() }).where(eq(bookings.id, id))
    }
    const [visit] = await eventVisits(tx, eq(bookings.id, id), 1)
    if (booking.status !== status && status === 'confirmed') {
      await queueVisitMail(deps, tx, visit!, 'confirmed')
    }
    if (booking.status !== status && status === 'cancelled') {
      await queueVisitMail(deps, tx, visit!, 'cancelled-by-farm')
    }
    // Places given up (cancelled, declined) go to the date's waitlist at once.
    const held = (value: BookingStatus) => openStatuses.includes(value)
    if (held(booking.status) && !held(status) && booking.farmEventId) {
      await offerFreedPlaces(deps, tx, {
        farmEventId: booking.farmEventId,
        eventDate: booking.preferredDate,
      })
    }
    const { timeZone } = await visitContext(tx)
    return { before: booking.status, booking: toStaffBooking(visit!, timeZone) }
  })
}
