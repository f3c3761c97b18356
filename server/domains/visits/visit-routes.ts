import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../contracts/fields'
import {
  bookingReceivedSchema,
  bookingRequestSchema,
  farmEventListSchema,
  pickYourOwnBookingRequestSchema,
  pickYourOwnBookingResultSchema,
  pickYourOwnSlotListSchema,
  visitBookingTokenParamsSchema,
  visitorBookingSchema,
} from '../../../contracts/visits'
import { listActiveEvents, requestEventBooking } from './event-service'
import { notFound } from '../../http/http-error'
import { bookSlot, getSlot, listUpcomingSlots } from './pick-your-own-service'
import { cancelVisitorBooking, visitorBooking } from './visitor-booking-service'
import { reminderIntervalMs, sendVisitReminders } from './visit-reminders'

/** A family books a few times at most; a script books many. Counted per address, all instances. */
export const visitBookingRateLimit = { max: 10, timeWindow: '15 minutes' }

/**
 * The visitor's side of farm visits (spec 2 "Farm Events & Workshops", "Pick Your Own"): the
 * lists, the two booking forms, and the booking page an e-mailed link opens.
 */
export default async function visitRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  app.jobs.schedule('visits.send-reminders', reminderIntervalMs, async () => {
    await sendVisitReminders(app)
  })

  api.get(
    '/api/farm-events/active',
    { config: { access: 'public' }, schema: { response: { 200: farmEventListSchema } } },
    async () => listActiveEvents(app.db),
  )

  api.post(
    '/api/bookings',
    {
      config: { access: 'public', rateLimit: visitBookingRateLimit },
      schema: { body: bookingRequestSchema, response: { 201: bookingReceivedSchema } },
    },
    async (request, reply) => {
      const { website, ...booking } = request.body
      // Honeypot: answer like a real request, store and send nothing.
      if (website) return reply.status(201).send({ id: 0, status: 'pending', totalPrice: '0.00' })
      return reply.status(201).send(await requestEventBooking(app, booking))
    },
  )

  api.get(
    '/api/pick-your-own/slots',
    { config: { access: 'public' }, schema: { response: { 200: pickYourOwnSlotListSchema } } },
    async () => listUpcomingSlots(app.db),
  )

  api.post(
    '/api/pick-your-own/slots/:id/book',
    {
      config: { access: 'public', rateLimit: visitBookingRateLimit },
      schema: {
        params: idParamsSchema,
        body: pickYourOwnBookingRequestSchema,
        response: { 201: pickYourOwnBookingResultSchema },
      },
    },
    async (request, reply) => {
      const { website, ...booking } = request.body
      if (website) {
        const slot = await getSlot(app.db, request.params.id)
        if (!slot) throw notFound('Session not found')
        return reply.status(201).send({ id: 0, status: 'confirmed', totalPrice: '0.00', slot })
      }
      return reply.status(201).send(await bookSlot(app, request.params.id, booking))
    },
  )

  api.get(
    '/api/visit-bookings/:token',
    {
      config: { access: 'public' },
      schema: { params: visitBookingTokenParamsSchema, response: { 200: visitorBookingSchema } },
    },
    async (request) => visitorBooking(app, request.params.token),
  )

  api.post(
    '/api/visit-bookings/:token/cancel',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { params: visitBookingTokenParamsSchema, response: { 200: visitorBookingSchema } },
    },
    async (request) => cancelVisitorBooking(app, request.params.token),
  )
}
