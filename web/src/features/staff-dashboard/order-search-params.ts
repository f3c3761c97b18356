import {
  orderSearchQuerySchema,
  type OrderSearchInput,
  type OrderSearchQuery,
} from '#contracts/order-search'

const keys = [
  'q',
  'view',
  'status',
  'payment',
  'fulfilment',
  'from',
  'to',
  'sort',
  'dir',
  'page',
  'pageSize',
] as const satisfies readonly (keyof OrderSearchQuery)[]

const defaults = orderSearchQuerySchema.parse({})

/**
 * The order list's filters as the address holds them (`?q=rosa&status=confirmed&page=2`): a
 * link or a reload shows the same list. A value the server would refuse is dropped, one by one,
 * so a hand-edited address still shows a list.
 */
export function readOrderSearch(params: URLSearchParams): OrderSearchQuery {
  const input: Record<string, string> = {}
  for (const key of keys) {
    const value = params.get(key)
    if (value === null || value === '') continue
    if (orderSearchQuerySchema.safeParse({ ...input, [key]: value }).success) input[key] = value
  }
  return orderSearchQuerySchema.parse(input)
}

/** The address's query for a search: only what differs from the defaults. */
export function writeOrderSearch(search: OrderSearchInput): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = search[key]
    if (value === undefined || value === '' || value === defaults[key]) continue
    params.set(key, String(value))
  }
  return params
}

/** A change of filters starts again at page 1; a change of page keeps the filters. */
export function withFilters(current: OrderSearchQuery, change: OrderSearchInput): OrderSearchInput {
  const pageOnly = Object.keys(change).every((key) => key === 'page')
  return { ...current, ...(pageOnly ? {} : { page: 1 }), ...change }
}

/** Clear filters: every filter off, the sort and page size kept. */
export const clearedFilters: OrderSearchInput = {
  q: undefined,
  view: 'completed',
  status: undefined,
  payment: undefined,
  fulfilment: undefined,
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
    search.from ||
    search.to ||
    search.view !== 'completed',
  )
}
