import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import {
  accountBookingListSchema,
  bookingReceivedSchema,
  bookingRequestSchema,
  farmEventAvailabilitySchema,
  farmEventListSchema,
  pickYourOwnBookingRequestSchema,
  pickYourOwnBookingResultSchema,
  pickYourOwnSlotListSchema,
  visitBookingTokenParamsSchema,
  visitorBookingSchema,
} from './visits'

/** The events and workshops open for booking (server-rendered too). */
export const listActiveEvents = endpoint({
  method: 'GET',
  path: '/api/farm-events/active',
  responses: { 200: farmEventListSchema },
})

/** Places left on each date of an event (not cached). */
export const getEventAvailability = endpoint({
  method: 'GET',
  path: '/api/farm-events/:id/availability',
  params: idParamsSchema,
  responses: { 200: farmEventAvailabilitySchema },
})

/** A visitor asks to book an event or workshop (the farm confirms it). */
export const requestEventBooking = endpoint({
  method: 'POST',
  path: '/api/bookings',
  body: bookingRequestSchema,
  responses: { 201: bookingReceivedSchema },
})

/** Upcoming active pick-your-own sessions with their spots left (server-rendered too). */
export const listPickYourOwnSlots = endpoint({
  method: 'GET',
  path: '/api/pick-your-own/slots',
  responses: { 200: pickYourOwnSlotListSchema },
})

export const bookPickYourOwnSlot = endpoint({
  method: 'POST',
  path: '/api/pick-your-own/slots/:id/book',
  params: idParamsSchema,
  body: pickYourOwnBookingRequestSchema,
  responses: { 201: pickYourOwnBookingResultSchema },
})

/**
 * The visitor's own booking, by the token of the link in their e-mail (private). Its calendar
 * file is not JSON, so not an endpoint: its address is `visitCalendarPath(token)` (./visits).
 */
export const getVisitBooking = endpoint({
  method: 'GET',
  path: '/api/visit-bookings/:token',
  params: visitBookingTokenParamsSchema,
  responses: { 200: visitorBookingSchema },
})

/** Cancels a booking by its token: the e-mailed link's page and the customer's account alike. */
export const cancelVisitBooking = endpoint({
  method: 'POST',
  path: '/api/visit-bookings/:token/cancel',
  params: visitBookingTokenParamsSchema,
  responses: { 200: visitorBookingSchema },
})

/** The signed-in customer's visit bookings. */
export const listAccountBookings = endpoint({
  method: 'GET',
  path: '/api/account/bookings',
  responses: { 200: accountBookingListSchema },
})
