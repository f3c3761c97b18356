import { vi } from 'vitest'
import type { FarmEventAdmin, PickYourOwnSlotAdmin, StaffBooking } from '#contracts/visits-admin'
import type { StaffWaitlistEntry } from '#contracts/waitlists'
import {
  addCalendarDays,
  defaultFarmTimeZone,
  farmToday,
  formatDuration,
} from '#contracts/farm-time'
import { productFixture } from '#web/test/products'
import { jsonResponse } from '#web/test/render-app'
import { staffPageResponse } from '#web/test/staff-resource-api'

/** A request the screen made. */
export interface Call {
  method: string
  path: string
  body: unknown
}

/** The staff visit API as the Events & Workshops Manager's tests see it (a fetch stub). */
export interface FakeVisitApi {
  events: FarmEventAdmin[]
  slots: PickYourOwnSlotAdmin[]
  slotBookings: Record<number, StaffBooking[]>
  /** Each session's waitlist, in line order. */
  slotWaitlists: Record<number, StaffWaitlistEntry[]>
  calls: Call[]
  /** Answer writes with this 400 / 409 body instead. */
  refuseWrites: { status: number; body: unknown } | null
}

export const mangoTasting: FarmEventAdmin = {
  id: 1,
  title: 'Mango Tasting',
  description: 'Taste six mango varieties in the grove.',
  duration: '1.5 hours',
  durationMinutes: 90,
  startTime: '10:00',
  pricePerPerson: '20.00',
  maxPeople: 12,
  includes: ['Six varieties', 'Take-home mango', 'Grove walk'],
  eventType: 'event',
  active: true,
  sortOrder: 0,
  upcomingBookings: 0,
  minPeople: null,
  minPeopleDaysBefore: 3,
}

export const beekeeping: FarmEventAdmin = {
  ...mangoTasting,
  id: 2,
  title: 'Beekeeping Basics',
  description: null,
  duration: '1 hour',
  durationMinutes: 60,
  startTime: '09:30',
  pricePerPerson: '30.00',
  maxPeople: 8,
  includes: ['Veil and gloves'],
  eventType: 'workshop',
  upcomingBookings: 3,
}

export function slotFixture(
  overrides: Partial<PickYourOwnSlotAdmin> & Pick<PickYourOwnSlotAdmin, 'id' | 'date'>,
): PickYourOwnSlotAdmin {
  return {
    productId: 3,
    productName: 'Blackberries',
    startTime: '08:00',
    endTime: '11:00',
    maxPeople: 10,
    currentBookings: 0,
    spotsLeft: 10,
    pricePerPerson: '12.00',
    active: true,
    cancelledAt: null,
    bookingCount: 0,
    ...overrides,
  }
}

export const products = [
  productFixture({ id: 3, name: 'Blackberries', category: 'fresh' }),
  productFixture({ id: 5, name: 'Haden Mangos', category: 'fresh' }),
]

/** Money as the server answers it: "35" → "35.00". */
const money = (amount: string) => Number(amount).toFixed(2)
const fakeToday = farmToday(defaultFarmTimeZone)

/** Stubs fetch with a small in-memory staff visit API; returns its state to arrange and inspect. */
export function stubVisitApi(): FakeVisitApi {
  const api: FakeVisitApi = {
    events: [structuredClone(mangoTasting), structuredClone(beekeeping)],
    slots: [],
    slotBookings: {},
    slotWaitlists: {},
    calls: [],
    refuseWrites: null,
  }
  let nextId = 100
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      api.calls.push({ method, path: url.pathname, body })
      const path = url.pathname
      if (path === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (path === '/api/site-content') return jsonResponse([])
      if (path === '/api/products') return jsonResponse(products)
      if (method !== 'GET' && api.refuseWrites) {
        return jsonResponse(api.refuseWrites.body, api.refuseWrites.status)
      }

      if (path === '/api/admin/farm-events/page') return staffPageResponse(url, api.events)
      if (path === '/api/admin/farm-events') {
        if (method === 'GET') return jsonResponse(api.events)
        const created: FarmEventAdmin = {
          ...body,
          pricePerPerson: money(body.pricePerPerson),
          id: nextId++,
          duration: formatDuration(body.durationMinutes),
          upcomingBookings: 0,
        }
        api.events = [...api.events, created]
        return jsonResponse(created, 201)
      }
      const event = /^\/api\/admin\/farm-events\/(\d+)(\/cancel)?$/.exec(path)
      if (event) {
        const found = api.events.find((each) => each.id === Number(event[1]))
        if (!found) return jsonResponse({ message: 'Event not found', code: 'NOT_FOUND' }, 404)
        if (!event[2] && method === 'GET') return jsonResponse(found)
        if (event[2] && method === 'POST') {
          const cancelledBookings = found.upcomingBookings
          Object.assign(found, { active: false, upcomingBookings: 0 })
          return jsonResponse({ cancelledBookings })
        }
        if (method === 'DELETE') {
          if (found.upcomingBookings > 0) {
            return jsonResponse(
              { message: 'This event has bookings: cancel it instead.', code: 'HAS_BOOKINGS' },
              409,
            )
          }
          api.events = api.events.filter((each) => each !== found)
          return new Response(null, { status: 204 })
        }
        Object.assign(
          found,
          body,
          body.pricePerPerson && { pricePerPerson: money(body.pricePerPerson) },
        )
        return jsonResponse(found)
      }

      if (path === '/api/admin/pick-your-own/slots/schedule') {
        const past = url.searchParams.get('when') === 'past'
        const q = url.searchParams.get('q')?.toLowerCase()
        const items = api.slots
          .filter((each) => each.date < fakeToday === past)
          .filter((each) => !q || each.productName.toLowerCase().includes(q))
          .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime))
        if (past) items.reverse()
        return jsonResponse({ items, total: items.length, page: 1, pageSize: 25 })
      }

      if (path === '/api/admin/pick-your-own/slots') {
        if (method === 'GET') return jsonResponse(api.slots)
        const { weeks, ...fields } = body
        const made = Array.from({ length: weeks }, (_, week) =>
          slotFixture({
            ...fields,
            id: nextId++,
            date: addCalendarDays(fields.date, 7 * week),
            productName: products.find((product) => product.id === fields.productId)!.name,
            pricePerPerson: money(fields.pricePerPerson),
            spotsLeft: fields.maxPeople,
          }),
        )
        api.slots = [...api.slots, ...made]
        return jsonResponse(made, 201)
      }
      const removed = /^\/api\/admin\/waitlist\/(\d+)$/.exec(path)
      if (removed && method === 'DELETE') {
        const id = Number(removed[1])
        const slotId = Number(
          Object.entries(api.slotWaitlists).find(([, list]) => list.some((e) => e.id === id))![0],
        )
        api.slotWaitlists[slotId] = api.slotWaitlists[slotId]!.map((entry) =>
          entry.id === id ? { ...entry, status: 'left', offerExpiresAt: null } : entry,
        )
        return jsonResponse(api.slotWaitlists[slotId])
      }
      const slot =
        /^\/api\/admin\/pick-your-own\/slots\/(\d+)(\/cancel|\/bookings|\/waitlist)?$/.exec(path)
      if (slot) {
        const found = api.slots.find((each) => each.id === Number(slot[1]))
        if (!found) return jsonResponse({ message: 'Session not found', code: 'NOT_FOUND' }, 404)
        if (slot[2] === '/bookings') return jsonResponse(api.slotBookings[found.id] ?? [])
        if (slot[2] === '/waitlist') return jsonResponse(api.slotWaitlists[found.id] ?? [])
        if (slot[2] === '/cancel') {
          const cancelledBookings = found.bookingCount
          Object.assign(found, {
            active: false,
            bookingCount: 0,
            currentBookings: 0,
            cancelledAt: '2030-05-01T12:00:00.000Z',
          })
          return jsonResponse({ cancelledBookings })
        }
        if (method === 'DELETE') {
          api.slots = api.slots.filter((each) => each !== found)
          return new Response(null, { status: 204 })
        }
        Object.assign(
          found,
          body,
          body.pricePerPerson && { pricePerPerson: money(body.pricePerPerson) },
        )
        return jsonResponse(found)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
  return api
}
