import { endpoint } from './endpoint'
import { staffResourceEndpoints } from './staff-resource-endpoints'
import {
  staffSubscriptionPlanSchema,
  subscriptionPlanInputSchema,
  subscriptionPlanListSchema,
} from './subscription-plans'

/** The active plans in the farm's order (the /subscriptions page; server-rendered too). */
export const listActivePlans = endpoint({
  method: 'GET',
  path: '/api/subscription-plans',
  responses: { 200: subscriptionPlanListSchema },
})

/**
 * Subscription Plans admin (spec 3, decision 0029): every plan, inactive ones too; staff add, edit
 * and delete (a plan with live subscriptions answers 409: staff deactivate it instead).
 */
export const subscriptionPlans = staffResourceEndpoints({
  path: '/api/admin/subscription-plans',
  item: staffSubscriptionPlanSchema,
  input: subscriptionPlanInputSchema,
  listing: { sorts: { sortOrder: 'asc', name: 'asc', price: 'asc' }, defaultSort: 'sortOrder' },
})
