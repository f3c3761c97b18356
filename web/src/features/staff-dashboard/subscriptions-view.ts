import {
  subscriptionStatusLabels,
  subscriptionStatuses,
  type SubscriptionStatus,
} from '#contracts/subscriptions'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { apiQuery } from '#web/lib/api-client'

export type SubscriptionFilter = 'all' | SubscriptionStatus

/** The Subscriptions tab's filter: All, then Awaiting payment, Active, Paused, Cancelled. */
export const subscriptionFilters: readonly SubscriptionFilter[] = ['all', ...subscriptionStatuses]

export function subscriptionFilterLabel(filter: SubscriptionFilter): string {
  return filter === 'all' ? 'All' : subscriptionStatusLabels[filter]
}

/** The Subscriptions tab's list: every subscription, or `?status=…` for one status. */
export function subscriptionsQuery(filter: SubscriptionFilter) {
  return apiQuery(subscriptionsApi.listStaffSubscriptions, {
    query: { status: filter === 'all' ? undefined : filter },
  })
}

/** The boxes to pack over the next seven farm days. */
export const boxesQuery = apiQuery(subscriptionsApi.listSubscriptionBoxes)
