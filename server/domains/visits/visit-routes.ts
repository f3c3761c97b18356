import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  visitBookingTokenParamsSchema,
  type BookedVisit,
  type BookingStatus,
  type VisitKind,
} from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
import { route } from '#server/http/endpoint-route'
import { eventAvailability, listActiveEvents, requestEventBooking } from './event-service'
import { notFound } from '#server/http/http-error'
import { bookSlot, getSlot, listUpcomingSlots } from './pick-your-own-service'
import {
  accountBookings,
  adoptGuestBookings,
  cancelVisitorBooking,
  visitorBooking,
  visitorCalendar,
} from './visitor-booking-service'
import { reminderSchedule, sendVisitReminders } from './visit-reminders'
import { visitDepsOf } from './visit-deps'

/** A family books a few times at most; a script books many. Counted per address, all instances. */
export const visitBookingRateLimit = { max: 10, timeWindow: '15 minutes' }

/** The signed-in customer who books, if any: the booking then shows in their account. */
async function bookingCustomer(request: FastifyRequest): Promise<string | null> {
  return (await request.session.get())?.userId ?? null
}

/** The honeypot's answer: shaped like a real one, naming nothing that exists. */
function honeypotVisit(
  kind: VisitKind,
  status: BookingStatus,
  booking: { customerName: string; numberOfPeople: number },
  date: string,
): BookedVisit {
  return {
    token: kind === 'event' ? 'e0.received' : 'p0.received',
    booking: {
      kind,
      title: 'Your visit',
      customerName: booking.customerName,
      numberOfPeople: booking.numberOfPeople,
      totalPrice: '0.00',
      date,
      alternateDate: null,
      startTime: null,
      endTime: null,
      status,
      canCancel: false,
      location: '',
    },
  }
}

/**
 * The visitor's side of farm visits (spec 2 "Farm Events & Workshops", "Pick Your Own"): the
 * lists, the places left, the two booking forms, the booking page an e-mailed link opens with its
 * calendar file, and the bookings in a customer's account.
 */
export default async function visitRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const deps = visitDepsOf(app)
  app.jobs.schedule(
    { type: 'visits.send-reminders', label: 'Visit reminders', cron: reminderSchedule },
    async () => {
      await sendVisitReminders(deps)
    },
  )
  app.onCustomerSignIn(async ({ userId, provenEmail }) => {
    if (provenEmail) await adoptGuestBookings(app.db, { userId, provenEmail })
  })

  route(app, visitsApi.listActiveEvents, {
    config: { access: 'public' },
    handler: async () => listActiveEvents(app.db),
  })

  route(app, visitsApi.getEventAvailability, {
    config: { access: 'public' },
    handler: async (request) => eventAvailability(app.db, request.params.id),
  })

  route(app, visitsApi.requestEventBooking, {
    config: { access: 'public', rateLimit: visitBookingRateLimit },
    handler: async (request, reply) => {
      const { website, ...booking } = request.body
      // Honeypot: answer like a real request, store and send nothing.
      if (website) {
        return reply.status(201).send({
          id: 0,
          status: 'pending',
          totalPrice: '0.00',
          ...honeypotVisit('event', 'pending', booking, booking.preferredDate),
        })
      }
      const userId = await bookingCustomer(request)
      return reply.status(201).send(await requestEventBooking(deps, booking, userId))
    },
  })

  route(app, visitsApi.listPickYourOwnSlots, {
    config: { access: 'public' },
    handler: async () => listUpcomingSlots(app.db),
  })

  route(app, visitsApi.bookPickYourOwnSlot, {
    config: { access: 'public', rateLimit: visitBookingRateLimit },
    handler: async (request, reply) => {
      const { website, ...booking } = request.body
      if (website) {
        const slot = await getSlot(app.db, request.params.id)
        if (!slot) throw notFound('Session not found')
        return reply.status(201).send({
          id: 0,
          status: 'confirmed',
          totalPrice: '0.00',
          slot,
          ...honeypotVisit('pick_your_own', 'confirmed', booking, slot.date),
        })
      }
      const userId = await bookingCustomer(request)
      return reply.status(201).send(await bookSlot(deps, request.params.id, booking, userId))
    },
  })

  route(app, visitsApi.getVisitBooking, {
    config: { access: 'public' },
    handler: async (request) => visitorBooking(deps, request.params.token),
  })

  // The calendar file is not JSON: not an endpoint (visitCalendarPath in contracts/visits.ts).
  api.get(
    '/api/visit-bookings/:token/calendar.ics',
    { config: { access: 'public' }, schema: { params: visitBookingTokenParamsSchema } },
    async (request, reply) => {
      const file = await visitorCalendar(deps, request.params.token)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content)
    },
  )

  route(app, visitsApi.cancelVisitBooking, {
    config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    handler: async (request) => cancelVisitorBooking(deps, request.params.token),
  })

  route(app, visitsApi.listAccountBookings, {
    config: { access: 'customer' },
    handler: async (request) => accountBookings(app.db, request.currentUserId!),
  })
}
