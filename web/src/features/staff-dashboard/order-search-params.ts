import { readUrlSearch, writeUrlSearch } from '#web/lib/url-search'
import {
  orderSearchQuerySchema,
  type OrderSearchChange,
  type OrderSearchQuery,
} from '#contracts/order-search'

/** The order list's search as the address holds it (web/src/lib/url-search.ts). */
export const readOrderSearch = (params: URLSearchParams): OrderSearchQuery =>
  readUrlSearch(orderSearchQuerySchema, params)

export const writeOrderSearch = (search: OrderSearchChange) =>
  writeUrlSearch(orderSearchQuerySchema, search)

/** Clear filters: every filter off, the sort and page size kept. */
export const clearedFilters: OrderSearchChange = {
  q: undefined,
  view: 'completed',
  status: undefined,
  payment: undefined,
  fulfilment: undefined,
  pickupOn: undefined,
  harvestOn: undefined,
  from: undefined,
  to: undefined,
}

/** Whether any filter is set (the Clear filters button shows then). */
export function hasFilters(search: OrderSearchQuery): boolean {
  return Boolean(
    search.q ||
    search.status ||
    search.payment ||
    search.fulfilment ||
    search.pickupOn ||
    search.harvestOn ||
    search.from ||
    search.to ||
    search.view !== 'completed',
  )
}
