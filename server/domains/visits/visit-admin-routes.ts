import type { FastifyInstance } from 'fastify'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import { route } from '#server/http/endpoint-route'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { cancelEvent, farmEventStore, setEventActive, setEventBookingStatus } from './event-service'
import {
  cancelSlot,
  createSlots,
  getSlot,
  listManagerSlots,
  managerSlotPage,
  removeSlot,
  setPickYourOwnBookingStatus,
  setSlotActive,
  slotBookings,
  slotSchedule,
  updateSlot,
} from './pick-your-own-service'
import { visitContext } from './visit-mail'
import { searchStaffBookings } from './staff-booking-queries'
import { cancelEventDate } from './head-count'
import { visitDepsOf } from './visit-deps'

/**
 * The Events & Workshops Manager (/events-admin) and the staff dashboard's Bookings tab
 * (spec 3 §2): events with the staff kit, pick-your-own sessions (one or a weekly series),
 * cancelling with e-mails instead of deleting what has bookings, and booking statuses.
 */
export default async function visitAdminRoutes(app: FastifyInstance) {
  const deps = visitDepsOf(app)

  staffResourceRoutes(app, {
    name: 'farm_event',
    endpoints: visitsAdminApi.farmEvents,
    store: farmEventStore,
    setToggle: setEventActive,
    notFoundMessage: 'Event not found',
  })

  route(app, visitsAdminApi.cancelFarmEvent, {
    config: { access: 'staff', auditAction: 'farm_event.cancel' },
    handler: async (request) => {
      request.audit.targetType = 'farm_event'
      return cancelEvent(deps, request.params.id)
    },
  })

  route(app, visitsAdminApi.cancelFarmEventDate, {
    config: { access: 'staff', auditAction: 'farm_event.cancel_date' },
    handler: async (request) => {
      request.audit.targetType = 'farm_event'
      return cancelEventDate(deps, request.params.id, request.params.date)
    },
  })

  staffResourceRoutes(app, {
    name: 'pick_your_own_slot',
    endpoints: visitsAdminApi.pickYourOwnSlots,
    routes: ['list', 'page', 'get', 'update', 'delete'],
    store: {
      list: listManagerSlots,
      page: managerSlotPage,
      get: getSlot,
      create: async (db, values) => (await createSlots(db, values))[0]!,
      update: updateSlot,
      remove: removeSlot,
    },
    setToggle: setSlotActive,
    notFoundMessage: 'Session not found',
  })

  // A create makes one session or a weekly series, so it is not the resource's own create.
  route(app, visitsAdminApi.createPickYourOwnSlots, {
    config: { access: 'staff', auditAction: 'pick_your_own_slot.create' },
    handler: async (request, reply) => {
      const slots = await createSlots(app.db, request.body)
      request.audit.targetType = 'pick_your_own_slot'
      request.audit.targetId = slots.map((slot) => slot.id).join(',')
      return reply.status(201).send(slots)
    },
  })

  route(app, visitsAdminApi.cancelPickYourOwnSlot, {
    config: { access: 'staff', auditAction: 'pick_your_own_slot.cancel' },
    handler: async (request) => {
      request.audit.targetType = 'pick_your_own_slot'
      return cancelSlot(deps, request.params.id)
    },
  })

  route(app, visitsAdminApi.listSlotSchedule, {
    config: { access: 'staff' },
    handler: async (request) => slotSchedule(app.db, request.query),
  })

  route(app, visitsAdminApi.listSlotBookings, {
    config: { access: 'staff' },
    handler: async (request) => slotBookings(app.db, request.params.id),
  })

  route(app, visitsAdminApi.listStaffBookings, {
    config: { access: 'staff' },
    handler: async (request) =>
      searchStaffBookings(app.db, (await visitContext(app.db)).timeZone, request.query),
  })

  for (const [endpoint, target, change] of [
    [visitsAdminApi.setEventBookingStatus, 'booking', setEventBookingStatus],
    [
      visitsAdminApi.setPickYourOwnBookingStatus,
      'pick_your_own_booking',
      setPickYourOwnBookingStatus,
    ],
  ] as const) {
    route(app, endpoint, {
      config: { access: 'staff', auditAction: `${target}.status` },
      handler: async (request) => {
        const { before, booking } = await change(deps, request.params.id, request.body.status)
        request.audit.targetType = target
        request.audit.before = { status: before }
        request.audit.after = { status: booking.status }
        return booking
      },
    })
  }
}
