import type { FastifyInstance } from 'fastify'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { route } from '#server/http/endpoint-route'
import { confirmTestModeSubscription } from './subscription-billing'
import { changeSubscriptionCard, confirmSubscriptionCard } from './subscription-card'
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
  app.jobs.schedule(
    { type: 'subscriptions.renew', label: 'Subscription renewals', cron: renewalSchedule },
    async () => {
      await runSubscriptionRenewals(deps)
    },
  )

  route(app, subscriptionsApi.subscribe, {
    config: { access: 'customer', rateLimit: subscribeRateLimit },
    handler: async (request, reply) =>
      reply.status(201).send(await subscribe(deps, request.currentUserId!, request.body)),
  })

  route(app, subscriptionsApi.confirmTestModeSubscription, {
    config: { access: 'customer', rateLimit: subscribeRateLimit },
    handler: async (request) =>
      confirmTestModeSubscription(
        deps,
        request.currentUserId!,
        request.params.id,
        request.body.cardNumber,
      ),
  })

  route(app, subscriptionsApi.changeSubscriptionCard, {
    config: { access: 'customer', rateLimit: subscribeRateLimit },
    handler: async (request) =>
      changeSubscriptionCard(
        deps,
        request.currentUserId!,
        request.params.id,
        request.body.cardNumber,
      ),
  })

  route(app, subscriptionsApi.confirmSubscriptionCard, {
    config: { access: 'customer', rateLimit: subscribeRateLimit },
    handler: async (request) =>
      confirmSubscriptionCard(
        deps,
        request.currentUserId!,
        request.params.id,
        request.body.setupIntentId,
      ),
  })

  route(app, subscriptionsApi.listMySubscriptions, {
    config: { access: 'customer' },
    handler: async (request) => listMine(app.db, request.currentUserId!),
  })

  route(app, subscriptionsApi.pauseSubscription, {
    config: { access: 'customer' },
    handler: async (request) =>
      pauseSubscription(deps, request.currentUserId!, request.params.id, request.body),
  })

  route(app, subscriptionsApi.resumeSubscription, {
    config: { access: 'customer' },
    handler: async (request) => resumeSubscription(deps, request.currentUserId!, request.params.id),
  })

  route(app, subscriptionsApi.cancelSubscription, {
    config: { access: 'customer' },
    handler: async (request) => cancelSubscription(deps, request.currentUserId!, request.params.id),
  })
}
