import { queryOptions } from '@tanstack/react-query'
import { seasonalItemListSchema, type SeasonalItem } from '#contracts/seasonal'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/seasonal-availability: active entries, by category then name (server-rendered too). */
export const seasonalAvailabilityQuery = queryOptions({
  queryKey: ['/api/seasonal-availability'],
  queryFn: async (context): Promise<SeasonalItem[]> =>
    seasonalItemListSchema.parse(await fetchJson(context)),
})
