import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { testModeConfirmResponseSchema } from '#contracts/checkout'
import {
  customerSubscriptionListSchema,
  customerSubscriptionSchema,
  pauseRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionIdParamsSchema,
  subscriptionTestConfirmSchema,
} from '#contracts/subscriptions'
import { confirmTestModeSubscription } from './subscription-billing'
import { renewalSchedule, runSubscriptionRenewals } from './subscription-renewals'
import {
  cancelSubscription,
  listMine,
  pauseSubscription,
  resumeSubscription,
  subscribe,
} from './subscription-service'
import { subscriptionDepsOf } from './subscription-deps'

/** Subscribing is a signed-in customer's deliberate act; a script trying card numbers is not. */
const subscribeRateLimit = { max: 20, timeWindow: '10 minutes' }

/**
 * The customer's CSA subscriptions (decision 0030): subscribe to a plan and pay its first box,
 * see them, pause up to 8 weeks, resume, cancel. Every route is the signed-in customer's own
 * (401 for visitors; another customer's subscription is a 404). The renewal job runs from here.
 */
export default async function subscriptionRoutes(app: FastifyInstance) {
  const deps = subscriptionDepsOf(app)
  const api = app.withTypeProvider<ZodTypeProvider>()
  app.jobs.schedule(
    { type: 'subscriptions.renew', label: 'Subscription renewals', cron: renewalSchedule },
    async () => {
      await runSubscriptionRenewals(deps)
    },
  )

  api.post(
    '/api/subscriptions',
    {
      config: { access: 'customer', rateLimit: subscribeRateLimit },
      schema: { body: subscribeRequestSchema, response: { 201: subscribeResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await subscribe(deps, request.currentUserId!, request.body)),
  )

  api.post(
    '/api/subscriptions/:id/test-mode/confirm',
    {
      config: { access: 'customer', rateLimit: subscribeRateLimit },
      schema: {
        params: subscriptionIdParamsSchema,
        body: subscriptionTestConfirmSchema,
        response: { 200: testModeConfirmResponseSchema },
      },
    },
    async (request) =>
      confirmTestModeSubscription(
        deps,
        request.currentUserId!,
        request.params.id,
        request.body.cardNumber,
      ),
  )

  api.get(
    '/api/subscriptions/mine',
    {
      config: { access: 'customer' },
      schema: { response: { 200: customerSubscriptionListSchema } },
    },
    async (request) => listMine(app.db, request.currentUserId!),
  )

  api.post(
    '/api/subscriptions/:id/pause',
    {
      config: { access: 'customer' },
      schema: {
        params: subscriptionIdParamsSchema,
        body: pauseRequestSchema,
        response: { 200: customerSubscriptionSchema },
      },
    },
    async (request) =>
      pauseSubscription(deps, request.currentUserId!, request.params.id, request.body.weeks),
  )

  api.post(
    '/api/subscriptions/:id/resume',
    {
      config: { access: 'customer' },
      schema: { params: subscriptionIdParamsSchema, response: { 200: customerSubscriptionSchema } },
    },
    async (request) => resumeSubscription(deps, request.currentUserId!, request.params.id),
  )

  api.post(
    '/api/subscriptions/:id/cancel',
    {
      config: { access: 'customer' },
      schema: { params: subscriptionIdParamsSchema, response: { 200: customerSubscriptionSchema } },
    },
    async (request) => cancelSubscription(deps, request.currentUserId!, request.params.id),
  )
}
