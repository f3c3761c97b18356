import { queryOptions } from '@tanstack/react-query'
import { farmEventListSchema, type FarmEvent } from '../../../../contracts/visits'
import { getQueryFn } from '../../lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/farm-events/active: the events and workshops open for booking (server-rendered too). */
export const farmEventsQuery = queryOptions({
  queryKey: ['/api/farm-events/active'],
  queryFn: async (context): Promise<FarmEvent[]> =>
    farmEventListSchema.parse(await fetchJson(context)),
})
