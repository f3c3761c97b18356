import { queryOptions } from '@tanstack/react-query'
import { subscriptionPlanListSchema, type SubscriptionPlan } from '#contracts/subscription-plans'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/subscription-plans: the active plans in the farm's order (server-rendered too). */
export const subscriptionPlansQuery = queryOptions({
  queryKey: ['/api/subscription-plans'],
  queryFn: async (context): Promise<SubscriptionPlan[]> =>
    subscriptionPlanListSchema.parse(await fetchJson(context)),
})

/** Where a signed-in customer subscribes to a plan (start date, pickup or delivery, payment). */
export const subscribePath = (planId: number) => `/subscriptions/subscribe?plan=${planId}`
