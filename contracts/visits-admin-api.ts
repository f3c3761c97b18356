import { z } from 'zod'
import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import { listPageSchema } from './paged-list'
import { staffResourceEndpoints } from './staff-resource-endpoints'
import type { VisitKind } from './visits'
import {
  bookingStatusUpdateSchema,
  cancellationResultSchema,
  eventDateParamsSchema,
  farmEventAdminSchema,
  farmEventInputSchema,
  pickYourOwnSlotAdminSchema,
  pickYourOwnSlotInputSchema,
  pickYourOwnSlotSeriesInputSchema,
  staffBookingListSchema,
  staffBookingPageSchema,
  staffBookingQuerySchema,
  slotScheduleQuerySchema,
  staffBookingSchema,
} from './visits-admin'

// ------------------------------------------------------------------ events and workshops

/**
 * The Events & Workshops Manager's events (spec 3 §2): every event, inactive ones too, with
 * create, update, switch on or off (`active`) and delete.
 */
export const farmEvents = staffResourceEndpoints({
  path: '/api/admin/farm-events',
  item: farmEventAdminSchema,
  input: farmEventInputSchema,
  toggle: 'active',
  listing: {
    sorts: { sortOrder: 'asc', title: 'asc', price: 'asc' },
    defaultSort: 'sortOrder',
  },
})

/** The event is deactivated, its upcoming bookings cancelled and each visitor e-mailed. */
export const cancelFarmEvent = endpoint({
  method: 'POST',
  path: '/api/admin/farm-events/:id/cancel',
  params: idParamsSchema,
  responses: { 200: cancellationResultSchema },
})

/** Calls off one date of an event or workshop (below its minimum): its bookings are cancelled. */
export const cancelFarmEventDate = endpoint({
  method: 'POST',
  path: '/api/admin/farm-events/:id/dates/:date/cancel',
  params: eventDateParamsSchema,
  responses: { 200: cancellationResultSchema },
})

// ------------------------------------------------------------------ pick-your-own sessions

export const pickYourOwnSlotAdminListSchema = z.array(pickYourOwnSlotAdminSchema)

/** Staff add one session or a weekly series; the answer holds every session made. */
export const createPickYourOwnSlots = endpoint({
  method: 'POST',
  path: '/api/admin/pick-your-own/slots',
  body: pickYourOwnSlotSeriesInputSchema,
  responses: { 201: pickYourOwnSlotAdminListSchema },
})

/**
 * Pick-your-own sessions in the Events & Workshops Manager: every session, with update (one
 * session at a time), switch on or off (`active`) and delete; a create makes a weekly series
 * (`createPickYourOwnSlots`).
 */
export const pickYourOwnSlots = {
  ...staffResourceEndpoints({
    path: '/api/admin/pick-your-own/slots',
    item: pickYourOwnSlotAdminSchema,
    input: pickYourOwnSlotInputSchema,
    toggle: 'active',
    listing: { sorts: { date: 'asc', product: 'asc' }, defaultSort: 'date' },
  }),
  create: createPickYourOwnSlots,
}

/** The manager's schedule: a page of upcoming or past sessions. */
export const listSlotSchedule = endpoint({
  method: 'GET',
  path: '/api/admin/pick-your-own/slots/schedule',
  query: slotScheduleQuerySchema,
  responses: { 200: listPageSchema(pickYourOwnSlotAdminSchema) },
})

/** The session is cancelled with its bookings, each visitor e-mailed. */
export const cancelPickYourOwnSlot = endpoint({
  method: 'POST',
  path: '/api/admin/pick-your-own/slots/:id/cancel',
  params: idParamsSchema,
  responses: { 200: cancellationResultSchema },
})

/** The bookings of one session. */
export const listSlotBookings = endpoint({
  method: 'GET',
  path: '/api/admin/pick-your-own/slots/:id/bookings',
  params: idParamsSchema,
  responses: { 200: staffBookingListSchema },
})

// ------------------------------------------------------------------ bookings

/** The Bookings list: event and pick-your-own bookings together, one page at a time. */
export const listStaffBookings = endpoint({
  method: 'GET',
  path: '/api/admin/bookings',
  query: staffBookingQuerySchema,
  responses: { 200: staffBookingPageSchema },
})

/** Staff change an event booking's status (confirming or cancelling e-mails the visitor). */
export const setEventBookingStatus = endpoint({
  method: 'PATCH',
  path: '/api/admin/bookings/:id',
  params: idParamsSchema,
  body: bookingStatusUpdateSchema,
  responses: { 200: staffBookingSchema },
})

/** Staff change a pick-your-own booking's status (confirming or cancelling e-mails the visitor). */
export const setPickYourOwnBookingStatus = endpoint({
  method: 'PATCH',
  path: '/api/admin/pick-your-own-bookings/:id',
  params: idParamsSchema,
  body: bookingStatusUpdateSchema,
  responses: { 200: staffBookingSchema },
})

/** The endpoint that changes a booking's status, by the booking's kind. */
export function bookingStatusEndpoint(kind: VisitKind) {
  return kind === 'event' ? setEventBookingStatus : setPickYourOwnBookingStatus
}
