import { testModeConfirmResponseSchema } from './checkout'
import { endpoint } from './endpoint'
import {
  customerSubscriptionListSchema,
  subscriptionCardAnswerSchema,
  subscriptionCardChangeSchema,
  subscriptionCardConfirmSchema,
  customerSubscriptionSchema,
  pauseRequestSchema,
  staffSubscriptionPageSchema,
  staffSubscriptionQuerySchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionBoxesSchema,
  subscriptionIdParamsSchema,
  subscriptionTestConfirmSchema,
} from './subscriptions'

/** A signed-in customer subscribes to a plan: the pending subscription and how to pay its first box. */
export const subscribe = endpoint({
  method: 'POST',
  path: '/api/subscriptions',
  body: subscribeRequestSchema,
  responses: { 201: subscribeResponseSchema },
})

/** Pays the first box with the built-in test provider's card (test mode). */
export const confirmTestModeSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/test-mode/confirm',
  params: subscriptionIdParamsSchema,
  body: subscriptionTestConfirmSchema,
  responses: { 200: testModeConfirmResponseSchema },
})

/** A member changes the card their boxes are charged to (test card, or a Stripe SetupIntent). */
export const changeSubscriptionCard = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/card',
  params: subscriptionIdParamsSchema,
  body: subscriptionCardChangeSchema,
  responses: { 200: subscriptionCardAnswerSchema },
})

/** Stripe: the SetupIntent the Payment Element confirmed becomes the subscription's card. */
export const confirmSubscriptionCard = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/card/confirm',
  params: subscriptionIdParamsSchema,
  body: subscriptionCardConfirmSchema,
  responses: { 200: subscriptionCardAnswerSchema },
})

/** The signed-in customer's own subscriptions. */
export const listMySubscriptions = endpoint({
  method: 'GET',
  path: '/api/subscriptions/mine',
  responses: { 200: customerSubscriptionListSchema },
})

/** Pauses the customer's subscription for up to 8 weeks. */
export const pauseSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/pause',
  params: subscriptionIdParamsSchema,
  body: pauseRequestSchema,
  responses: { 200: customerSubscriptionSchema },
})

export const resumeSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/resume',
  params: subscriptionIdParamsSchema,
  responses: { 200: customerSubscriptionSchema },
})

export const cancelSubscription = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/cancel',
  params: subscriptionIdParamsSchema,
  responses: { 200: customerSubscriptionSchema },
})

/** The staff list of subscriptions: one page, searched, filtered and sorted on the server. */
export const listStaffSubscriptions = endpoint({
  method: 'GET',
  path: '/api/admin/subscriptions',
  query: staffSubscriptionQuerySchema,
  responses: { 200: staffSubscriptionPageSchema },
})

/** The boxes to pack over the next seven farm days (staff). */
export const listSubscriptionBoxes = endpoint({
  method: 'GET',
  path: '/api/admin/subscriptions/boxes',
  responses: { 200: subscriptionBoxesSchema },
})
