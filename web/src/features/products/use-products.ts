import { queryOptions, useQuery } from '@tanstack/react-query'
import { productListSchema, type Product } from '#contracts/catalog'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/products, checked against the shared contract. */
export const productsQuery = queryOptions({
  queryKey: ['/api/products'],
  queryFn: async (context): Promise<Product[]> => productListSchema.parse(await fetchJson(context)),
})

export function useProducts() {
  return useQuery(productsQuery)
}
