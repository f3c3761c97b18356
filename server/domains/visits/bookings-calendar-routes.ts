import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { fileHeaders } from '#server/http/file-headers'
import {
  checkInListPdfPattern,
  parseSessionKey,
  sessionKey,
  sessionParamsSchema,
} from '#contracts/bookings-calendar'
import * as calendarApi from '#contracts/bookings-calendar-api'
import type { VisitKind } from '#contracts/visits'
import { route } from '#server/http/endpoint-route'
import { setBookingAttendance } from './booking-attendance'
import { calendarSessions, moveTargets, sessionCheckIn } from './bookings-calendar-queries'
import { sessionCheckInListPdf } from './check-in-list-pdf'
import { moveBooking } from './move-booking'
import { visitDepsOf } from './visit-deps'

/** The audit log's name for a booking of each kind (as the status changes name them). */
const auditTarget: Record<VisitKind, string> = {
  event: 'booking',
  pick_your_own: 'pick_your_own_booking',
}

/**
 * The bookings calendar (/admin/calendar, issue 25): sessions by week or day, a session's
 * check-in list and its PDF, attendance, and moving a booking to another date or session.
 */
export default async function bookingsCalendarRoutes(app: FastifyInstance) {
  const deps = visitDepsOf(app)
  // The schema has checked the key, so it names a session.
  const sessionOf = (key: string) => parseSessionKey(key)!

  route(app, calendarApi.getCalendar, {
    config: { access: 'staff' },
    handler: async (request) => calendarSessions(deps.db, request.query),
  })

  route(app, calendarApi.getSessionCheckIn, {
    config: { access: 'staff' },
    handler: async (request) => sessionCheckIn(deps.db, sessionOf(request.params.session)),
  })

  // A printed file, not a JSON endpoint (decision 0052).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      checkInListPdfPattern,
      { config: { access: 'staff' }, schema: { params: sessionParamsSchema } },
      async (request, reply) => {
        const pdf = await sessionCheckInListPdf(deps.db, sessionOf(request.params.session))
        const name = `check-in-${request.params.session}.pdf`
        return reply.headers(fileHeaders(name, 'application/pdf', 'inline')).send(pdf)
      },
    )

  route(app, calendarApi.setAttendance, {
    config: { access: 'staff', auditAction: 'booking.attendance' },
    handler: async (request) => {
      const { kind, id } = request.params
      const { before, booking } = await setBookingAttendance(deps, {
        kind,
        id,
        attendance: request.body.attendance,
      })
      request.audit.targetType = auditTarget[kind]
      request.audit.targetId = String(id)
      request.audit.before = { attendance: before }
      request.audit.after = { attendance: booking.attendance }
      return booking
    },
  })

  route(app, calendarApi.listMoveTargets, {
    config: { access: 'staff' },
    handler: async (request) => moveTargets(deps.db, request.params.kind, request.params.id),
  })

  route(app, calendarApi.moveBooking, {
    config: { access: 'staff', auditAction: 'booking.move' },
    handler: async (request) => {
      const { kind, id } = request.params
      const { fromRef, toRef, ...moved } = await moveBooking(deps, {
        kind,
        id,
        ...request.body,
      })
      request.audit.targetType = auditTarget[kind]
      request.audit.targetId = String(id)
      request.audit.before = { session: sessionKey(fromRef), date: moved.from.date }
      request.audit.after = { session: sessionKey(toRef), date: moved.to.date }
      return moved
    },
  })
}
