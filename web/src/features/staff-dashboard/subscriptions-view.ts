import { listPageSizes } from '#contracts/paged-list'
import {
  staffSubscriptionQuerySchema,
  subscriptionStatusLabels,
  subscriptionStatuses,
  type StaffSubscriptionQuery,
  type StaffSubscriptionSort,
  type SubscriptionStatus,
} from '#contracts/subscriptions'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import type { SortChoice } from '#web/components/staff/sort-select'
import { listQuery } from '#web/hooks/use-list-search'
import { apiQuery } from '#web/lib/api-client'

export type SubscriptionFilter = 'all' | SubscriptionStatus

/** The Subscriptions tab's filter: All, then Awaiting payment, Active, Paused, Cancelled. */
export const subscriptionFilters: readonly SubscriptionFilter[] = ['all', ...subscriptionStatuses]

export function subscriptionFilterLabel(filter: SubscriptionFilter): string {
  return filter === 'all' ? 'All' : subscriptionStatusLabels[filter]
}

export const subscriptionPageSizes = listPageSizes

/** The orders the list offers (the server's whitelist, each with its direction). */
export const subscriptionSortChoices: readonly SortChoice<StaffSubscriptionSort>[] = [
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'customer', dir: 'asc', label: 'Customer A–Z' },
  { sort: 'plan', dir: 'asc', label: 'Plan A–Z' },
  { sort: 'next', dir: 'asc', label: 'Next delivery soonest' },
  { sort: 'price', dir: 'desc', label: 'Price, highest first' },
  { sort: 'price', dir: 'asc', label: 'Price, lowest first' },
  { sort: 'status', dir: 'asc', label: 'Status' },
]

/** Clear filters: search, status and fulfilment off; the sort and page size kept. */
export const clearedSubscriptionFilters: Partial<StaffSubscriptionQuery> = {
  q: undefined,
  status: undefined,
  fulfilment: undefined,
}

/** The Subscriptions tab's page: the address's search, filters, sort and page. */
export function subscriptionsQuery(search: StaffSubscriptionQuery) {
  return apiQuery(subscriptionsApi.listStaffSubscriptions, {
    query: listQuery(staffSubscriptionQuerySchema, search),
  })
}

/** The boxes to pack over the next seven farm days. */
export const boxesQuery = apiQuery(subscriptionsApi.listSubscriptionBoxes)
