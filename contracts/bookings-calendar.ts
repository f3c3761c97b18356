import { z } from 'zod'
import { addCalendarDays, isCalendarDate } from './farm-time'
import { idField, maxDatabaseId } from './fields'
import { moneySchema } from './money'
import { bookingStatuses, farmDateField, visitKinds, type VisitKind } from './visits'

/**
 * The back office's bookings calendar (issue 25): every visit session (an event's or workshop's
 * booked date, a pick-your-own slot) by week or day on the farm's clock, with its places booked
 * of its capacity; a session's check-in list (printable), attendance, and moving a booking.
 */

// ------------------------------------------------------------------ attendance

/** Whether a visitor came; a booking not marked yet has none (null). */
export const attendanceValues = ['attended', 'no_show'] as const
export type Attendance = (typeof attendanceValues)[number]
export const attendanceLabels: Record<Attendance, string> = {
  attended: 'Attended',
  no_show: 'No-show',
}

// ------------------------------------------------------------------ sessions

/** What a session is, as staff read it: an event, a workshop or a pick-your-own session. */
export const sessionTypes = ['event', 'workshop', 'pick_your_own'] as const
export type SessionType = (typeof sessionTypes)[number]
export const sessionTypeLabels: Record<SessionType, string> = {
  event: 'Farm Event',
  workshop: 'Workshop',
  pick_your_own: 'Pick Your Own',
}

/**
 * Names one session: an event's date (events have no timetable: a date is a session once someone
 * booked it) or a pick-your-own slot.
 */
export type SessionRef =
  { kind: 'event'; eventId: number; date: string } | { kind: 'pick_your_own'; slotId: number }

/** "event-3-2026-11-28" or "pick_your_own-12": a session's key in addresses and lists. */
export function sessionKey(ref: SessionRef): string {
  return ref.kind === 'event' ? `event-${ref.eventId}-${ref.date}` : `pick_your_own-${ref.slotId}`
}

const sessionKeyPattern = /^(?:event-(\d{1,10})-(\d{4}-\d{2}-\d{2})|pick_your_own-(\d{1,10}))$/

const isDatabaseId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= maxDatabaseId

/** The session a key names, or null when it names none. */
export function parseSessionKey(key: string): SessionRef | null {
  const match = sessionKeyPattern.exec(key)
  if (!match) return null
  if (match[3] !== undefined) {
    const slotId = Number(match[3])
    return isDatabaseId(slotId) ? { kind: 'pick_your_own', slotId } : null
  }
  const eventId = Number(match[1])
  const date = match[2]!
  return isDatabaseId(eventId) && isCalendarDate(date) ? { kind: 'event', eventId, date } : null
}

/** One session in the calendar. Dates and times are the farm's; `start`/`end` are instants. */
export const calendarSessionSchema = z.object({
  key: z.string(),
  kind: z.enum(visitKinds),
  type: z.enum(sessionTypes),
  title: z.string(),
  date: z.string(),
  /** Farm wall-clock "HH:MM". */
  startTime: z.string(),
  endTime: z.string(),
  start: z.string(),
  end: z.string(),
  /** People held by its pending and confirmed bookings, as the capacity rule counts them. */
  booked: z.number().int(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  /** Its pending and confirmed bookings. */
  bookings: z.number().int(),
  /** A cancelled slot, or an event date whose every booking was cancelled. */
  cancelled: z.boolean(),
  /** The event or slot takes bookings (staff may switch one off). */
  active: z.boolean(),
  /** Attendance can be marked: from the session's day on (farm calendar). */
  checkInOpen: z.boolean(),
})
export type CalendarSession = z.infer<typeof calendarSessionSchema>

/** The calendar shows at most this many days at once (six weeks). */
export const calendarMaxDays = 42

const bothDates = (range: { from: unknown; to: unknown }) =>
  typeof range.from === 'string' &&
  typeof range.to === 'string' &&
  isCalendarDate(range.from) &&
  isCalendarDate(range.to)

/** GET /api/admin/calendar: the sessions from one farm date to another, both included. */
export const calendarQuerySchema = z
  .object({
    from: farmDateField('From'),
    to: farmDateField('To'),
  })
  // Zod runs these after a field's own check failed too: only real dates are compared.
  .refine((range) => !bothDates(range) || range.to >= range.from, {
    message: 'To must be on or after from',
    path: ['to'],
  })
  .refine(
    (range) => !bothDates(range) || range.to <= addCalendarDays(range.from, calendarMaxDays - 1),
    { message: `The calendar shows at most ${calendarMaxDays} days at once`, path: ['to'] },
  )
export type CalendarQuery = z.infer<typeof calendarQuerySchema>

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The farm's today, and its time zone (the farm_timezone site text). */
  today: z.string(),
  timeZone: z.string(),
  sessions: z.array(calendarSessionSchema),
})
export type Calendar = z.infer<typeof calendarSchema>

export const sessionParamsSchema = z.object({
  session: z
    .string('Session is required')
    .max(100, 'Session is not a known session')
    .refine((key) => parseSessionKey(key) !== null, 'Session is not a known session'),
})

// ------------------------------------------------------------------ check-in list

/** One booking of a session's check-in list. */
export const checkInBookingSchema = z.object({
  /** Unique across both kinds: "event-12", "pick_your_own-4". */
  key: z.string(),
  id: z.number().int(),
  kind: z.enum(visitKinds),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  numberOfPeople: z.number().int(),
  price: moneySchema,
  status: z.enum(bookingStatuses),
  attendance: z.enum(attendanceValues).nullable(),
  specialRequests: z.string().nullable(),
})
export type CheckInBooking = z.infer<typeof checkInBookingSchema>

/** GET /api/admin/calendar/sessions/:session: the session and its bookings, open ones first. */
export const sessionCheckInSchema = z.object({
  session: calendarSessionSchema,
  bookings: z.array(checkInBookingSchema),
})
export type SessionCheckIn = z.infer<typeof sessionCheckInSchema>

/** The printable check-in list of a session (a PDF, not a JSON endpoint). */
export const checkInListPdfPattern = '/api/admin/calendar/sessions/:session/check-in.pdf'
export const checkInListPdfPath = (key: string) =>
  `/api/admin/calendar/sessions/${encodeURIComponent(key)}/check-in.pdf`

// ------------------------------------------------------------------ one booking

export const calendarBookingParamsSchema = z.object({
  kind: z.enum(visitKinds, 'Kind must be event or pick_your_own'),
  id: z.coerce
    .number('Booking must be a whole number')
    .int('Booking must be a whole number')
    .positive('Booking must be a whole number')
    .max(maxDatabaseId, 'Booking must be a whole number'),
})
export interface CalendarBookingParams {
  kind: VisitKind
  id: number
}

/** PUT .../attendance: attended, no-show, or null to undo. */
export const attendanceUpdateSchema = z.strictObject({
  attendance: z.enum(attendanceValues, 'Attendance must be attended, no_show or null').nullable(),
})
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>

/** A session a booking can move to, with its free places (only ones with room are offered). */
export const moveTargetSchema = z.object({
  key: z.string(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  placesLeft: z.number().int(),
  capacity: z.number().int(),
  /** What to send to move there: the date (an event booking) or the slot (pick your own). */
  move: z.object({ date: z.string().optional(), slotId: z.number().int().optional() }),
})
export type MoveTarget = z.infer<typeof moveTargetSchema>

/**
 * POST .../move: an event or workshop booking moves to another date of the same event (`date`),
 * a pick-your-own booking to another session (`slotId`). The party size stays.
 */
export const moveBookingSchema = z.strictObject({
  date: farmDateField('New date').optional(),
  slotId: idField('Please choose a session').optional(),
})
export type MoveBookingInput = z.input<typeof moveBookingSchema>

export const moveBookingResultSchema = z.object({
  booking: checkInBookingSchema,
  from: calendarSessionSchema,
  to: calendarSessionSchema,
})
export type MoveBookingResult = z.infer<typeof moveBookingResultSchema>
