import { queryOptions } from '@tanstack/react-query'
import { plantListSchema, type Plant } from '#contracts/plant-inventory'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/plant-inventory: every plant, mangos first (server-rendered too); tabs filter it. */
export const plantInventoryQuery = queryOptions({
  queryKey: ['/api/plant-inventory'],
  queryFn: async (context): Promise<Plant[]> => plantListSchema.parse(await fetchJson(context)),
})
