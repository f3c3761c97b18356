import { queryOptions } from '@tanstack/react-query'
import { harvestAlertListSchema, type HarvestAlert } from '#contracts/harvest-alerts'
import { productListSchema, type Product } from '#contracts/catalog'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/harvest-alerts: the live alerts, newest first (server-rendered too). */
export const harvestAlertsQuery = queryOptions({
  queryKey: ['/api/harvest-alerts'],
  queryFn: async (context): Promise<HarvestAlert[]> =>
    harvestAlertListSchema.parse(await fetchJson(context)),
})

/** GET /api/products: the sign-up form offers the fresh and honey ones (spec 2 §5). */
export const productsQuery = queryOptions({
  queryKey: ['/api/products'],
  queryFn: async (context): Promise<Product[]> => productListSchema.parse(await fetchJson(context)),
})
