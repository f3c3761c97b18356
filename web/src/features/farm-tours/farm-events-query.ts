import { queryOptions } from '@tanstack/react-query'
import {
  farmEventAvailabilitySchema,
  farmEventListSchema,
  type FarmEvent,
  type FarmEventAvailability,
} from '#contracts/visits'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/farm-events/active: the events and workshops open for booking (server-rendered too). */
export const farmEventsQuery = queryOptions({
  queryKey: ['/api/farm-events/active'],
  queryFn: async (context): Promise<FarmEvent[]> =>
    farmEventListSchema.parse(await fetchJson(context)),
})

/** GET /api/farm-events/:id/availability: places left on each date asked for (not cached). */
export const eventAvailabilityQuery = (eventId: number) =>
  queryOptions({
    queryKey: [`/api/farm-events/${eventId}/availability`],
    queryFn: async (context): Promise<FarmEventAvailability> =>
      farmEventAvailabilitySchema.parse(await fetchJson(context)),
  })
