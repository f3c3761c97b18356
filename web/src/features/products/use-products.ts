import { useQuery } from '@tanstack/react-query'
import * as catalogApi from '#contracts/catalog-api'
import { apiQuery } from '#web/lib/api-client'

/** GET /api/products, checked against the shared contract. */
export const productsQuery = apiQuery(catalogApi.listProducts, undefined, { parse: true })

export function useProducts() {
  return useQuery(productsQuery)
}
