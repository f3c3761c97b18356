import {
  subscriptionStatusLabels,
  subscriptionStatuses,
  type SubscriptionStatus,
} from '#contracts/subscriptions'

export type SubscriptionFilter = 'all' | SubscriptionStatus

/** The Subscriptions tab's filter: All, then Awaiting payment, Active, Paused, Cancelled. */
export const subscriptionFilters: readonly SubscriptionFilter[] = ['all', ...subscriptionStatuses]

export function subscriptionFilterLabel(filter: SubscriptionFilter): string {
  return filter === 'all' ? 'All' : subscriptionStatusLabels[filter]
}

/** GET /api/admin/subscriptions, or ?status=… for one status. */
export function subscriptionsUrl(filter: SubscriptionFilter): string {
  return filter === 'all' ? '/api/admin/subscriptions' : `/api/admin/subscriptions?status=${filter}`
}

export const boxesUrl = '/api/admin/subscriptions/boxes'
