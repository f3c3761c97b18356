import { queryOptions } from '@tanstack/react-query'
import { pickYourOwnSlotListSchema, type PickYourOwnSlot } from '#contracts/visits'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/pick-your-own/slots: upcoming active sessions with their spots left (server-rendered too). */
export const slotsQuery = queryOptions({
  queryKey: ['/api/pick-your-own/slots'],
  queryFn: async (context): Promise<PickYourOwnSlot[]> =>
    pickYourOwnSlotListSchema.parse(await fetchJson(context)),
})
