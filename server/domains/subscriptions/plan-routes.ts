import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  staffSubscriptionPlanSchema,
  subscriptionPlanInputSchema,
  subscriptionPlanListSchema,
} from '#contracts/subscription-plans'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listActivePlans, planStore } from './plan-store'

/**
 * Subscription plans (spec 2 "Subscription plans", spec 3 "Subscription plans admin", §7): the
 * public list of active plans, and the staff list, add, edit and delete at
 * /api/admin/subscription-plans, audited as `subscription_plan.*`. A plan with live
 * subscriptions is not deleted (409); staff deactivate it instead (decision 0029).
 */
export default async function planRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/subscription-plans',
    { config: { access: 'public' }, schema: { response: { 200: subscriptionPlanListSchema } } },
    async () => listActivePlans(app.db),
  )

  staffResourceRoutes(app, {
    name: 'subscription_plan',
    path: '/api/admin/subscription-plans',
    item: staffSubscriptionPlanSchema,
    input: subscriptionPlanInputSchema,
    notFoundMessage: 'Subscription plan not found',
    store: planStore,
  })
}
