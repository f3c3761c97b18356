import { z } from 'zod'
import { isCalendarDate } from './farm-time'
import {
  emailAddressSchema,
  idField,
  lineSchema,
  optionalText,
  requiredText,
  tokenSchema,
} from './fields'
import { honeypotField } from './identity'
import { moneySchema } from './money'

/**
 * Farm visits (spec 2 "Farm Events & Workshops" and "Pick Your Own", spec 3 Bookings; decision
 * 0024): events and workshops booked on request and confirmed by staff, pick-your-own sessions
 * booked at once against a slot's spots. Dates are farm calendar dates (YYYY-MM-DD), times farm
 * wall-clock times (HH:MM) in the farm's time zone (the farm settings).
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
  /** A new slot holds this many people unless staff change it (spec 3 §10). */
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

const phoneField = lineSchema('Phone must be text', 'Phone')
  .trim()
  .max(visitLimits.phone, `Phone must be at most ${visitLimits.phone} characters`)
  .transform((phone) => phone || null)
  .nullish()

export const visitorFields = {
  customerName: requiredText('Full name', visitLimits.name),
  customerEmail: emailAddressSchema('Please enter a valid email address'),
  customerPhone: phoneField,
  specialRequests: optionalText('Special requests', visitLimits.specialRequests, {
    multiline: true,
  }),
}

export function peopleField(max?: number) {
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

/** What a booking form is answered with: the booking, its number, status and total. */
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

/** The booking received, with its session as it now stands. */
export const pickYourOwnBookingResultSchema = bookingReceivedSchema.extend({
  slot: pickYourOwnSlotSchema,
})
export type PickYourOwnBookingResult = z.infer<typeof pickYourOwnBookingResultSchema>

// ------------------------------------------------------------------ the customer's account

/** GET /api/account/bookings: the signed-in customer's bookings of both kinds, newest first. */
export const accountBookingListSchema = z.array(bookedVisitSchema)
