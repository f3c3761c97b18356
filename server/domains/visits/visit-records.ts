import { desc, eq, type SQL } from 'drizzle-orm'
import { farmInstant, farmInstantAfter, farmClockTime, formatClockTime } from '#contracts/farm-time'
import type { BookingStatus, VisitKind, VisitorBooking } from '#contracts/visits'
import type { StaffBooking } from '#contracts/visits-admin'
import type { Db } from '#server/db/client'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
} from '#server/db/schema/visits'
import { centsToDecimal } from '#server/lib/money'

/**
 * One booking of either kind, in the shape every e-mail, calendar file and screen is made from:
 * an event or workshop request (its preferred date) or a pick-your-own booking (its slot's date).
 */
export interface Visit {
  kind: VisitKind
  id: number
  /** The event, workshop or slot row it belongs to (null when an event was deleted). */
  parentId: number | null
  title: string
  typeLabel: string
  customerName: string
  customerEmail: string
  customerPhone: string | null
  numberOfPeople: number
  totalPriceCents: number
  date: string
  alternateDate: string | null
  /** Farm wall-clock start ("09:00"); null for a booking whose event was deleted. */
  startTime: string | null
  /** Farm wall-clock end of a pick-your-own slot. */
  endTime: string | null
  /** How long an event lasts. */
  durationMinutes: number | null
  specialRequests: string | null
  status: BookingStatus
  createdAt: Date
}

const singular: Record<'event' | 'workshop', string> = { event: 'Farm Event', workshop: 'Workshop' }

/** Event and workshop bookings matching `where`, newest first. */
export async function eventVisits(db: Db, where?: SQL, limit = 500): Promise<Visit[]> {
  const rows = await db
    .select({
      booking: bookings,
      startTime: farmEvents.startTime,
      minutes: farmEvents.durationMinutes,
    })
    .from(bookings)
    .leftJoin(farmEvents, eq(farmEvents.id, bookings.farmEventId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
  return rows.map(({ booking, startTime, minutes }) => ({
    kind: 'event',
    id: booking.id,
    parentId: booking.farmEventId,
    title: booking.title,
    typeLabel: singular[booking.type === 'workshop' ? 'workshop' : 'event'],
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    numberOfPeople: booking.numberOfPeople,
    totalPriceCents: booking.totalPriceCents,
    date: booking.preferredDate,
    alternateDate: booking.alternateDate,
    startTime,
    endTime: null,
    durationMinutes: minutes,
    specialRequests: booking.specialRequests,
    status: booking.status,
    createdAt: booking.createdAt,
  }))
}

/** Pick-your-own bookings matching `where`, newest first. */
export async function pickYourOwnVisits(db: Db, where?: SQL, limit = 500): Promise<Visit[]> {
  const rows = await db
    .select({ booking: pickYourOwnBookings, slot: pickYourOwnSlots })
    .from(pickYourOwnBookings)
    .innerJoin(pickYourOwnSlots, eq(pickYourOwnSlots.id, pickYourOwnBookings.slotId))
    .where(where)
    .orderBy(desc(pickYourOwnBookings.createdAt), desc(pickYourOwnBookings.id))
    .limit(limit)
  return rows.map(({ booking, slot }) => ({
    kind: 'pick_your_own',
    id: booking.id,
    parentId: slot.id,
    title: `Pick Your Own: ${slot.productName}`,
    typeLabel: 'Pick Your Own',
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    numberOfPeople: booking.numberOfPeople,
    totalPriceCents: booking.totalPriceCents,
    date: slot.date,
    alternateDate: null,
    startTime: slot.startTime,
    endTime: slot.endTime,
    durationMinutes: null,
    specialRequests: booking.specialRequests,
    status: booking.status,
    createdAt: booking.createdAt,
  }))
}

export async function findVisit(db: Db, kind: VisitKind, id: number): Promise<Visit | null> {
  const [visit] =
    kind === 'event'
      ? await eventVisits(db, eq(bookings.id, id), 1)
      : await pickYourOwnVisits(db, eq(pickYourOwnBookings.id, id), 1)
  return visit ?? null
}

/** When the visit starts and ends, as instants (the farm's wall clock in its time zone). */
export function visitTimes(visit: Visit, timeZone: string): { start: Date; end: Date } | null {
  if (!visit.startTime) return null
  const start = farmInstant(visit.date, visit.startTime, timeZone)
  if (visit.endTime) return { start, end: farmInstant(visit.date, visit.endTime, timeZone) }
  return {
    start,
    end: farmInstantAfter(visit.date, visit.startTime, visit.durationMinutes ?? 120, timeZone),
  }
}

/** "8:00 AM – 10:00 AM", or null without a start time. */
export function visitHours(visit: Visit, timeZone: string): string | null {
  const times = visitTimes(visit, timeZone)
  if (!times) return null
  return `${formatClockTime(visit.startTime!)} – ${formatClockTime(farmClockTime(times.end, timeZone))}`
}

/** A visitor may cancel until the visit begins (from the start of its day without a time). */
export function visitorMayCancel(visit: Visit, timeZone: string, now = new Date()): boolean {
  if (visit.status === 'cancelled') return false
  const start = visitTimes(visit, timeZone)?.start ?? farmInstant(visit.date, '00:00', timeZone)
  return start.getTime() > now.getTime()
}

export function toStaffBooking(visit: Visit, timeZone: string): StaffBooking {
  return {
    key: `${visit.kind}-${visit.id}`,
    id: visit.id,
    kind: visit.kind,
    type: visit.typeLabel,
    title: visit.title,
    customerName: visit.customerName,
    customerEmail: visit.customerEmail,
    customerPhone: visit.customerPhone,
    numberOfPeople: visit.numberOfPeople,
    price: centsToDecimal(visit.totalPriceCents),
    preferredDate: visit.date,
    alternateDate: visit.alternateDate,
    time: visitHours(visit, timeZone),
    specialRequests: visit.specialRequests,
    status: visit.status,
    createdAt: visit.createdAt.toISOString(),
  }
}

export function toVisitorBooking(
  visit: Visit,
  context: { timeZone: string; location: string },
): VisitorBooking {
  const times = visitTimes(visit, context.timeZone)
  return {
    kind: visit.kind,
    title: visit.title,
    customerName: visit.customerName,
    numberOfPeople: visit.numberOfPeople,
    totalPrice: centsToDecimal(visit.totalPriceCents),
    date: visit.date,
    alternateDate: visit.alternateDate,
    startTime: visit.startTime,
    endTime: times ? farmClockTime(times.end, context.timeZone) : null,
    status: visit.status,
    canCancel: visitorMayCancel(visit, context.timeZone),
    location: context.location,
  }
}
