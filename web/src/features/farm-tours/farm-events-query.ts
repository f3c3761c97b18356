import * as visitsApi from '#contracts/visits-api'
import { apiQuery } from '#web/lib/api-client'

/** GET /api/farm-events/active: the events and workshops open for booking (server-rendered too). */
export const farmEventsQuery = apiQuery(visitsApi.listActiveEvents, undefined, { parse: true })

/** GET /api/farm-events/:id/availability: places left on each date asked for (not cached). */
export const eventAvailabilityQuery = (eventId: number) =>
  apiQuery(visitsApi.getEventAvailability, { params: { id: eventId } }, { parse: true })
