import { z } from 'zod'
import { isCalendarDate, isClockTime } from './farm-time'
import {
  emailAddressSchema,
  idField,
  lineSchema,
  optionalText,
  requiredText,
  tokenSchema,
} from './fields'
import { honeypotField } from './identity'
import { moneySchema, staffAmountSchema } from './money'

/**
 * Farm visits (spec 2 "Farm Events & Workshops" and "Pick Your Own", spec 3 Bookings; decision
 * 0024): events and workshops booked on request and confirmed by staff, pick-your-own sessions
 * booked at once against a slot's spots. Dates are farm calendar dates (YYYY-MM-DD), times farm
 * wall-clock times (HH:MM) in the `farm_timezone` site text.
 */

export const farmEventTypes = ['event', 'workshop'] as const
export type FarmEventType = (typeof farmEventTypes)[number]

/** The toggle's labels on /farm-tours, and the type column staff read. */
export const farmEventTypeLabels: Record<FarmEventType, string> = {
  event: 'Farm Events',
  workshop: 'Workshops',
}

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
}

/** Spec 2 §5 and §9, spec 3 §10: the visit constants every screen and the server use. */
export const visitLimits = {
  /** The booking form's people limit when no event is selected. */
  peopleWithoutEvent: 15,
  /** A pick-your-own booking takes at most this many people. */
  pickYourOwnPeoplePerBooking: 10,
  /** A slot with this many spots left or fewer shows Limited. */
  limitedSpots: 2,
  /** A new slot's default size (spec 3 §10). */
  slotDefaultMaxPeople: 10,
  /** A weekly series of slots runs for at most this many weeks. */
  seriesMaxWeeks: 26,
  /** The largest group an event or slot can be set up for. */
  maxPeople: 500,
  name: 255,
  phone: 30,
  specialRequests: 2000,
  title: 255,
  description: 5000,
  includes: 20,
} as const

// ------------------------------------------------------------------ fields

/** A farm calendar date; `label` names it in messages ("Preferred date is required"). */
export function farmDateField(label: string) {
  const required = `${label} is required`
  return z
    .string(required)
    .trim()
    .min(1, required)
    .refine(isCalendarDate, `${label} must be a date like 2026-11-28`)
}

function clockTimeField(label: string) {
  return z
    .string(`${label} is required`)
    .trim()
    .refine(isClockTime, `${label} must be a time like 08:00`)
}

const phoneField = lineSchema('Phone must be text', 'Phone')
  .trim()
  .max(visitLimits.phone, `Phone must be at most ${visitLimits.phone} characters`)
  .transform((phone) => phone || null)
  .nullish()

const visitorFields = {
  customerName: requiredText('Full name', visitLimits.name),
  customerEmail: emailAddressSchema('Please enter a valid email address'),
  customerPhone: phoneField,
  specialRequests: optionalText('Special requests', visitLimits.specialRequests, {
    multiline: true,
  }),
}

function peopleField(max?: number) {
  const message = 'Number of people must be a whole number of at least 1'
  const base = z.coerce.number(message).int(message).min(1, message)
  return max ? base.max(max, `Number of people must be at most ${max}`) : base.max(100_000)
}

// ------------------------------------------------------------------ a booking as its visitor sees it

export const visitKinds = ['event', 'pick_your_own'] as const
export type VisitKind = (typeof visitKinds)[number]

/** GET /api/visit-bookings/:token: what the e-mailed link shows the visitor. */
export const visitorBookingSchema = z.object({
  kind: z.enum(visitKinds),
  title: z.string(),
  customerName: z.string(),
  numberOfPeople: z.number().int(),
  totalPrice: moneySchema,
  /** The confirmed or requested date (preferred date for event requests). */
  date: z.string(),
  alternateDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(bookingStatuses),
  /** False once cancelled or once the visit has begun. */
  canCancel: z.boolean(),
  /** The farm's address, for directions. */
  location: z.string(),
})
export type VisitorBooking = z.infer<typeof visitorBookingSchema>

export const visitBookingTokenParamsSchema = z.object({
  token: tokenSchema('This booking link is not valid', { min: 10, max: 200 }),
})

/**
 * A booking with the key to its page (the token its e-mails carry): what a booking form is
 * answered with, and each booking in the customer's account.
 */
export const bookedVisitSchema = z.object({
  token: z.string(),
  booking: visitorBookingSchema,
})
export type BookedVisit = z.infer<typeof bookedVisitSchema>

/** The booking's own page, where the visitor sees it and can cancel it (the e-mailed link). */
export const visitBookingPath = (token: string) =>
  `/visits/booking?token=${encodeURIComponent(token)}`

/** The booking's calendar file (`.ics`): GET, for "Add to calendar". */
export const visitCalendarPath = (token: string) =>
  `/api/visit-bookings/${encodeURIComponent(token)}/calendar.ics`

// ------------------------------------------------------------------ events and workshops

/** An event or workshop as visitors see it (GET /api/farm-events/active). */
export const farmEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Display text made from durationMinutes: "2 hours". */
  duration: z.string(),
  durationMinutes: z.number().int(),
  /** When a booked visit starts on its date, farm time ("10:00"). */
  startTime: z.string(),
  pricePerPerson: moneySchema,
  maxPeople: z.number().int(),
  includes: z.array(z.string()),
  eventType: z.enum(farmEventTypes),
})
export type FarmEvent = z.infer<typeof farmEventSchema>
export const farmEventListSchema = z.array(farmEventSchema)

/** The Events & Workshops Manager's view: every event, active or not, with its booking count. */
export const farmEventAdminSchema = farmEventSchema.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Pending and confirmed bookings for today or later. */
  upcomingBookings: z.number().int(),
})
export type FarmEventAdmin = z.infer<typeof farmEventAdminSchema>

const includesField = z
  .array(lineSchema('Each included item must be text').trim(), 'Includes must be a list')
  .max(visitLimits.includes, `Includes can list at most ${visitLimits.includes} items`)
  .transform((items) => items.filter((item) => item !== ''))
  .default([])

/** POST /api/admin/farm-events and PUT /api/admin/farm-events/:id. */
export const farmEventInputSchema = z.object({
  title: requiredText('Title', visitLimits.title),
  description: optionalText('Description', visitLimits.description, { multiline: true }),
  durationMinutes: z.coerce
    .number('Duration must be a number of minutes')
    .int('Duration must be a whole number of minutes')
    .min(15, 'Duration must be at least 15 minutes')
    .max(12 * 60, 'Duration must be at most 720 minutes'),
  startTime: clockTimeField('Start time'),
  pricePerPerson: staffAmountSchema('Price per person'),
  maxPeople: z.coerce
    .number('Max people must be a whole number')
    .int('Max people must be a whole number')
    .min(1, 'Max people must be at least 1')
    .max(visitLimits.maxPeople, `Max people must be at most ${visitLimits.maxPeople}`),
  includes: includesField,
  eventType: z.enum(farmEventTypes, 'Type must be event or workshop'),
  active: z.boolean('Active must be true or false').default(true),
  sortOrder: z.coerce
    .number('Sort order must be a whole number')
    .int('Sort order must be a whole number')
    .min(-1000, 'Sort order must be between -1000 and 1000')
    .max(1000, 'Sort order must be between -1000 and 1000')
    .default(0),
})
export type FarmEventInput = z.input<typeof farmEventInputSchema>
export type FarmEventValues = z.output<typeof farmEventInputSchema>

/**
 * POST /api/bookings (spec 2 §3 "Booking request"). The server takes the event, people, dates,
 * contact and requests; it computes the price and ignores any price, title or type sent.
 */
export const bookingRequestSchema = z.object({
  farmEventId: idField('Please select an event or workshop'),
  ...visitorFields,
  numberOfPeople: peopleField(),
  preferredDate: farmDateField('Preferred date'),
  alternateDate: z.preprocess(
    (value) => (value === '' ? null : value),
    farmDateField('Alternate date').nullish(),
  ),
  ...honeypotField,
})
export type BookingRequestInput = z.input<typeof bookingRequestSchema>
export type BookingRequest = z.output<typeof bookingRequestSchema>

export const bookingReceivedSchema = bookedVisitSchema.extend({
  id: z.number().int(),
  status: z.enum(bookingStatuses),
  totalPrice: moneySchema,
})
export type BookingReceived = z.infer<typeof bookingReceivedSchema>

/**
 * GET /api/farm-events/:id/availability: the places left on each date from the farm's today on
 * that someone asked for. Pending requests hold their places as confirmed ones do; a date not
 * listed has all of maxPeople.
 */
export const farmEventAvailabilitySchema = z.object({
  farmEventId: z.number().int(),
  maxPeople: z.number().int(),
  dates: z.array(z.object({ date: z.string(), placesLeft: z.number().int() })),
})
export type FarmEventAvailability = z.infer<typeof farmEventAvailabilitySchema>

/** The places left on a date (all of them on a date nobody asked for). */
export function placesLeftOn(availability: FarmEventAvailability, date: string): number {
  const booked = availability.dates.find((each) => each.date === date)
  return booked ? booked.placesLeft : availability.maxPeople
}

/** "3 places left", "1 place left", "Fully booked". */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return 'Fully booked'
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`
}

// ------------------------------------------------------------------ pick your own

/** A pick-your-own session as visitors see it (GET /api/pick-your-own/slots). */
export const pickYourOwnSlotSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  maxPeople: z.number().int(),
  currentBookings: z.number().int(),
  spotsLeft: z.number().int(),
  pricePerPerson: moneySchema,
  active: z.boolean(),
})
export type PickYourOwnSlot = z.infer<typeof pickYourOwnSlotSchema>
export const pickYourOwnSlotListSchema = z.array(pickYourOwnSlotSchema)

export type SlotAvailability = 'full' | 'limited' | 'available'

/** Spec 2 §4: Full at 0 spots left, Limited at 2 or fewer, otherwise available. */
export function slotAvailability(spotsLeft: number): SlotAvailability {
  if (spotsLeft <= 0) return 'full'
  if (spotsLeft <= visitLimits.limitedSpots) return 'limited'
  return 'available'
}

/** Spec 2 §5: people run from 1 to the lesser of spots left and 10. */
export function slotPeopleLimit(spotsLeft: number): number {
  return Math.max(0, Math.min(spotsLeft, visitLimits.pickYourOwnPeoplePerBooking))
}

/** POST /api/pick-your-own/slots/:id/book; the server computes the total. */
export const pickYourOwnBookingRequestSchema = z.object({
  ...visitorFields,
  numberOfPeople: peopleField(visitLimits.pickYourOwnPeoplePerBooking),
  ...honeypotField,
})
export type PickYourOwnBookingRequestInput = z.input<typeof pickYourOwnBookingRequestSchema>
export type PickYourOwnBookingRequest = z.output<typeof pickYourOwnBookingRequestSchema>

export const pickYourOwnBookingResultSchema = bookedVisitSchema.extend({
  id: z.number().int(),
  status: z.enum(bookingStatuses),
  totalPrice: moneySchema,
  slot: pickYourOwnSlotSchema,
})
export type PickYourOwnBookingResult = z.infer<typeof pickYourOwnBookingResultSchema>

/** A slot in the manager: the public shape plus when it was cancelled. */
export const pickYourOwnSlotAdminSchema = pickYourOwnSlotSchema.extend({
  cancelledAt: z.string().nullable(),
  /** Pending and confirmed bookings of the slot. */
  bookingCount: z.number().int(),
})
export type PickYourOwnSlotAdmin = z.infer<typeof pickYourOwnSlotAdminSchema>

const slotFields = {
  productId: idField('Please choose a product'),
  date: farmDateField('Date'),
  startTime: clockTimeField('Start time'),
  endTime: clockTimeField('End time'),
  maxPeople: z.coerce
    .number('Max people must be a whole number')
    .int('Max people must be a whole number')
    .min(1, 'Max people must be at least 1')
    .max(visitLimits.maxPeople, `Max people must be at most ${visitLimits.maxPeople}`)
    .default(visitLimits.slotDefaultMaxPeople),
  pricePerPerson: staffAmountSchema('Price per person'),
  active: z.boolean('Active must be true or false').default(true),
}

const endAfterStart = {
  check: (slot: { startTime: string; endTime: string }) => slot.endTime > slot.startTime,
  message: { message: 'End time must be after start time', path: ['endTime'] },
}

/** PUT /api/admin/pick-your-own/slots/:id. */
export const pickYourOwnSlotInputSchema = z
  .object(slotFields)
  .refine(endAfterStart.check, endAfterStart.message)
export type PickYourOwnSlotInput = z.input<typeof pickYourOwnSlotInputSchema>
export type PickYourOwnSlotValues = z.output<typeof pickYourOwnSlotInputSchema>

/**
 * POST /api/admin/pick-your-own/slots: one slot, or a weekly series (the same weekday and hours
 * for `weeks` weeks from `date`, e.g. every Saturday 8-11 for six weeks).
 */
export const pickYourOwnSlotSeriesInputSchema = z
  .object({
    ...slotFields,
    weeks: z.coerce
      .number('Weeks must be a whole number')
      .int('Weeks must be a whole number')
      .min(1, 'Weeks must be at least 1')
      .max(visitLimits.seriesMaxWeeks, `Weeks must be at most ${visitLimits.seriesMaxWeeks}`)
      .default(1),
  })
  .refine(endAfterStart.check, endAfterStart.message)
export type PickYourOwnSlotSeriesInput = z.input<typeof pickYourOwnSlotSeriesInputSchema>
export type PickYourOwnSlotSeriesValues = z.output<typeof pickYourOwnSlotSeriesInputSchema>

// ------------------------------------------------------------------ bookings, both kinds

/** A booking in the staff dashboard's Bookings tab and a slot's booking list (spec 3 §2). */
export const staffBookingSchema = z.object({
  /** Unique across both kinds: "event-12", "pick_your_own-4". */
  key: z.string(),
  id: z.number().int(),
  kind: z.enum(visitKinds),
  /** What staff read in the type column: Farm Event, Workshop or Pick Your Own. */
  type: z.string(),
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  numberOfPeople: z.number().int(),
  price: moneySchema,
  preferredDate: z.string(),
  alternateDate: z.string().nullable(),
  /** Pick-your-own hours ("8:00 AM – 10:00 AM"); null for events. */
  time: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: z.enum(bookingStatuses),
  createdAt: z.string(),
})
export type StaffBooking = z.infer<typeof staffBookingSchema>
export const staffBookingListSchema = z.array(staffBookingSchema)

/** PATCH /api/admin/bookings/:id and /api/admin/pick-your-own-bookings/:id. */
export const bookingStatusUpdateSchema = z.strictObject({
  status: z.enum(bookingStatuses, 'Status must be pending, confirmed or cancelled'),
})
export type BookingStatusUpdate = z.infer<typeof bookingStatusUpdateSchema>

/** The staff path that changes a booking's status, by kind. */
export function bookingStatusPath(booking: Pick<StaffBooking, 'kind' | 'id'>): string {
  return booking.kind === 'event'
    ? `/api/admin/bookings/${booking.id}`
    : `/api/admin/pick-your-own-bookings/${booking.id}`
}

/** POST /api/admin/farm-events/:id/cancel and /api/admin/pick-your-own/slots/:id/cancel. */
export const cancellationResultSchema = z.object({
  cancelledBookings: z.number().int(),
})
export type CancellationResult = z.infer<typeof cancellationResultSchema>

/** GET /api/account/bookings: the signed-in customer's bookings of both kinds, newest first. */
export const accountBookingListSchema = z.array(bookedVisitSchema)
