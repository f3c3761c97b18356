import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#contracts/fields'
import { bookingStatuses } from '#contracts/visits'
import {
  bookingStatusUpdateSchema,
  cancellationResultSchema,
  farmEventAdminSchema,
  farmEventInputSchema,
  pickYourOwnSlotAdminSchema,
  pickYourOwnSlotInputSchema,
  pickYourOwnSlotSeriesInputSchema,
  staffBookingListSchema,
  staffBookingSchema,
} from '#contracts/visits-admin'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { cancelEvent, farmEventStore, setEventActive, setEventBookingStatus } from './event-service'
import {
  cancelSlot,
  createSlots,
  getSlot,
  listManagerSlots,
  removeSlot,
  setPickYourOwnBookingStatus,
  setSlotActive,
  slotBookings,
  updateSlot,
} from './pick-your-own-service'
import { visitContext } from './visit-mail'
import { staffBookings } from './visit-records'
import { visitDepsOf } from './visit-deps'

const eventsPath = '/api/admin/farm-events'
const slotsPath = '/api/admin/pick-your-own/slots'

/**
 * The Events & Workshops Manager (/events-admin) and the staff dashboard's Bookings tab
 * (spec 3 §2): events with the staff kit, pick-your-own sessions (one or a weekly series),
 * cancelling with e-mails instead of deleting what has bookings, and booking statuses.
 */
export default async function visitAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const deps = visitDepsOf(app)

  staffResourceRoutes(app, {
    name: 'farm_event',
    path: eventsPath,
    item: farmEventAdminSchema,
    input: farmEventInputSchema,
    store: farmEventStore,
    toggle: { field: 'active', set: setEventActive },
    notFoundMessage: 'Event not found',
  })

  api.post(
    `${eventsPath}/:id/cancel`,
    {
      config: { access: 'staff', auditAction: 'farm_event.cancel' },
      schema: { params: idParamsSchema, response: { 200: cancellationResultSchema } },
    },
    async (request) => {
      request.audit.targetType = 'farm_event'
      return cancelEvent(deps, request.params.id)
    },
  )

  staffResourceRoutes(app, {
    name: 'pick_your_own_slot',
    path: slotsPath,
    routes: ['list', 'update', 'delete'],
    item: pickYourOwnSlotAdminSchema,
    input: pickYourOwnSlotInputSchema,
    store: {
      list: listManagerSlots,
      get: getSlot,
      create: async (db, values) => (await createSlots(db, { ...values, weeks: 1 }))[0]!,
      update: updateSlot,
      remove: removeSlot,
    },
    toggle: { field: 'active', set: setSlotActive },
    notFoundMessage: 'Session not found',
  })

  api.post(
    slotsPath,
    {
      config: { access: 'staff', auditAction: 'pick_your_own_slot.create' },
      schema: {
        body: pickYourOwnSlotSeriesInputSchema,
        response: { 201: z.array(pickYourOwnSlotAdminSchema) },
      },
    },
    async (request, reply) => {
      const slots = await createSlots(app.db, request.body)
      request.audit.targetType = 'pick_your_own_slot'
      request.audit.targetId = slots.map((slot) => slot.id).join(',')
      return reply.status(201).send(slots)
    },
  )

  api.post(
    `${slotsPath}/:id/cancel`,
    {
      config: { access: 'staff', auditAction: 'pick_your_own_slot.cancel' },
      schema: { params: idParamsSchema, response: { 200: cancellationResultSchema } },
    },
    async (request) => {
      request.audit.targetType = 'pick_your_own_slot'
      return cancelSlot(deps, request.params.id)
    },
  )

  api.get(
    `${slotsPath}/:id/bookings`,
    {
      config: { access: 'staff' },
      schema: { params: idParamsSchema, response: { 200: staffBookingListSchema } },
    },
    async (request) => slotBookings(app.db, request.params.id),
  )

  api.get(
    '/api/admin/bookings',
    {
      config: { access: 'staff' },
      schema: {
        querystring: z.object({
          status: z
            .enum(bookingStatuses, 'Status must be pending, confirmed or cancelled')
            .optional(),
        }),
        response: { 200: staffBookingListSchema },
      },
    },
    async (request) =>
      staffBookings(app.db, (await visitContext(app.db)).timeZone, request.query.status),
  )

  for (const [path, target, change] of [
    ['/api/admin/bookings/:id', 'booking', setEventBookingStatus],
    ['/api/admin/pick-your-own-bookings/:id', 'pick_your_own_booking', setPickYourOwnBookingStatus],
  ] as const) {
    api.patch(
      path,
      {
        config: { access: 'staff', auditAction: `${target}.status` },
        schema: {
          params: idParamsSchema,
          body: bookingStatusUpdateSchema,
          response: { 200: staffBookingSchema },
        },
      },
      async (request) => {
        const { before, booking } = await change(deps, request.params.id, request.body.status)
        request.audit.targetType = target
        request.audit.before = { status: before }
        request.audit.after = { status: booking.status }
        return booking
      },
    )
  }
}
