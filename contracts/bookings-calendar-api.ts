import { z } from 'zod'
import {
  attendanceUpdateSchema,
  calendarBookingParamsSchema,
  calendarQuerySchema,
  calendarSchema,
  checkInBookingSchema,
  moveBookingResultSchema,
  moveBookingSchema,
  moveTargetSchema,
  sessionCheckInSchema,
  sessionParamsSchema,
} from './bookings-calendar'
import { endpoint } from './endpoint'

/** The bookings calendar (/admin/calendar): the sessions of a week or a day. */
export const getCalendar = endpoint({
  method: 'GET',
  path: '/api/admin/calendar',
  query: calendarQuerySchema,
  responses: { 200: calendarSchema },
})

/** One session's check-in list: its bookings with contact, party size, status and attendance. */
export const getSessionCheckIn = endpoint({
  method: 'GET',
  path: '/api/admin/calendar/sessions/:session',
  params: sessionParamsSchema,
  responses: { 200: sessionCheckInSchema },
})

/** Marks a booking attended or a no-show, or undoes it (null), from the session's day on. */
export const setAttendance = endpoint({
  method: 'PUT',
  path: '/api/admin/calendar/bookings/:kind/:id/attendance',
  params: calendarBookingParamsSchema,
  body: attendanceUpdateSchema,
  responses: { 200: checkInBookingSchema },
})

/** The sessions a booking can move to, each with room for its party. */
export const listMoveTargets = endpoint({
  method: 'GET',
  path: '/api/admin/calendar/bookings/:kind/:id/move-targets',
  params: calendarBookingParamsSchema,
  responses: { 200: z.array(moveTargetSchema) },
})

/** Moves a booking to another date or session (capacity checked); the visitor is e-mailed. */
export const moveBooking = endpoint({
  method: 'POST',
  path: '/api/admin/calendar/bookings/:kind/:id/move',
  params: calendarBookingParamsSchema,
  body: moveBookingSchema,
  responses: { 200: moveBookingResultSchema },
})
