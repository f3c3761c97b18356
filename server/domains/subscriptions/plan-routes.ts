import type { FastifyInstance } from 'fastify'
import * as subscriptionPlansApi from '#contracts/subscription-plans-api'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listActivePlans, planStore } from './plan-store'

/**
 * Subscription plans (spec 2 "Subscription plans", spec 3 "Subscription plans admin", §7): the
 * public list of active plans, and the staff list, add, edit and delete at
 * /api/admin/subscription-plans, audited as `subscription_plan.*`. A plan with live
 * subscriptions is not deleted (409); staff deactivate it instead (decision 0029).
 */
export default async function planRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'subscription_plan',
    endpoints: subscriptionPlansApi.subscriptionPlans,
    publicList: { endpoint: subscriptionPlansApi.listActivePlans, read: listActivePlans },
    notFoundMessage: 'Subscription plan not found',
    store: planStore,
  })
}
