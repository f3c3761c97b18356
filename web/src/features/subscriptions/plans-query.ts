import * as subscriptionPlansApi from '#contracts/subscription-plans-api'
import { apiQuery } from '#web/lib/api-client'

/** The active plans in the farm's order (server-rendered too), checked against the contract. */
export const subscriptionPlansQuery = apiQuery(subscriptionPlansApi.listActivePlans, undefined, {
  parse: true,
})

/** Where a signed-in customer subscribes to a plan (start date, pickup or delivery, payment). */
export const subscribePath = (planId: number) => `/subscriptions/subscribe?plan=${planId}`
