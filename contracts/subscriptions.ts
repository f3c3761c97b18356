import { z } from 'zod'
import { paymentInfoSchema, shippingAddressSchema } from './checkout'
import { idField, idParam, requiredText } from './fields'
import { moneySchema } from './money'
import { listPageSchema, listPaging, listSearchField } from './paged-list'
import { planFrequencies } from './subscription-plans'
import { farmDateField } from './visits'

/**
 * CSA subscriptions, the customer's half (decision 0030): a signed-in customer subscribes to a
 * plan (contracts/subscription-plans.ts) from a start date, for pickup at the farm or delivery,
 * pays through the shop's payment provider, and pauses, resumes or cancels it; staff list the
 * subscriptions and this week's boxes. Prices and frequencies are the plan's, set by the server.
 */

/** 'pending' waits for its first payment; it is never a box to pack. */
export const subscriptionStatuses = ['pending', 'active', 'paused', 'cancelled'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  pending: 'Awaiting payment',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
}

export const subscriptionFulfilments = ['pickup', 'delivery'] as const
export type SubscriptionFulfilment = (typeof subscriptionFulfilments)[number]
export const subscriptionFulfilmentLabels: Record<SubscriptionFulfilment, string> = {
  pickup: 'Pickup at the farm',
  delivery: 'Local delivery',
}

export const subscriptionProviders = ['test', 'stripe'] as const
export type SubscriptionProvider = (typeof subscriptionProviders)[number]

export const subscriptionLimits = {
  /** Spec 2's policy text: "Subscriptions: pause up to 8 weeks". */
  pauseMaxWeeks: 8,
  /** The first box can be from tomorrow (farm time) up to this many days ahead. */
  startWithinDays: 60,
  /** "This week's boxes": today and the next six farm days. */
  boxDays: 7,
  name: 255,
} as const

export const pauseWeeksMessage = `You can pause for up to ${subscriptionLimits.pauseMaxWeeks} weeks.`
export const deliveryAddressRequired = 'A delivery address is required for delivery'

// ------------------------------------------------------------------ subscribing

/**
 * POST /api/subscriptions. No price, frequency or status: those come from the plan and the
 * server (anything else a client sends is dropped). The start date's range (tomorrow up to
 * `startWithinDays` ahead, farm time) is checked by the server, which knows the farm's zone.
 */
export const subscribeFieldsSchema = z.object({
  planId: idField('Please choose a plan'),
  customerName: requiredText('Name', subscriptionLimits.name),
  startDate: farmDateField('Start date'),
  fulfilment: z.enum(subscriptionFulfilments, 'Please choose pickup or delivery'),
  deliveryAddress: shippingAddressSchema.optional(),
  /**
   * For pickup of a weekly or every-two-weeks plan where the farm has pickup windows: the window
   * its boxes are collected in (the start date must fall on its weekday).
   */
  pickupWindowId: idField('Please choose a pickup window').nullish(),
})

/** Adds an issue at `deliveryAddress` when delivery has no address. */
export function requireAddressForDelivery(
  request: { fulfilment: string; deliveryAddress?: unknown },
  context: z.RefinementCtx,
) {
  if (request.fulfilment === 'delivery' && request.deliveryAddress === undefined)
    context.addIssue({
      code: 'custom',
      path: ['deliveryAddress'],
      message: deliveryAddressRequired,
    })
}

export const subscribeRequestSchema = subscribeFieldsSchema.superRefine(requireAddressForDelivery)
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>
export type SubscribeValues = z.output<typeof subscribeRequestSchema>

/** The answer: the pending subscription and how to pay its first box. */
export const subscribeResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(subscriptionStatuses),
  /** Stripe: the first invoice's client secret for Stripe Elements; test mode: null. */
  payment: paymentInfoSchema,
})
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>

/** POST /api/subscriptions/:id/test-mode/confirm (the built-in test provider's card). */
export const subscriptionTestConfirmSchema = z.object({
  cardNumber: requiredText('Card number', 30, { min: 12 }),
})

export const subscriptionIdParamsSchema = z.object({ id: idParam() })

/**
 * POST /api/subscriptions/:id/card: a member changes the card boxes are charged to. In test mode
 * the test card's number; with Stripe nothing (the answer opens a SetupIntent for Stripe's
 * Payment Element, confirmed in the browser, then `card/confirm` names it).
 */
export const subscriptionCardChangeSchema = z.object({
  cardNumber: requiredText('Card number', 30, { min: 12 }).optional(),
})
export const subscriptionCardConfirmSchema = z.object({
  setupIntentId: requiredText('Setup intent', 100),
})
/** The card is saved (`cardLast4`), or Stripe's Payment Element must confirm it first. */
export const subscriptionCardAnswerSchema = z.object({
  status: z.enum(['saved', 'requires_confirmation']),
  cardLast4: z.string().nullable(),
  clientSecret: z.string().nullable(),
})
export type SubscriptionCardAnswer = z.infer<typeof subscriptionCardAnswerSchema>

/**
 * POST /api/subscriptions/:id/pause: for a number of weeks from today, or until a date (the first
 * box back is the first on or after it); either way at most `pauseMaxWeeks` ahead.
 */
export const pauseRequestSchema = z
  .object({
    weeks: z
      .number('Choose how many weeks to pause')
      .int('Choose a whole number of weeks')
      .min(1, 'Pause for at least 1 week.')
      .max(subscriptionLimits.pauseMaxWeeks, pauseWeeksMessage)
      .optional(),
    until: farmDateField('Pause until').optional(),
  })
  .refine((value) => value.weeks !== undefined || value.until !== undefined, {
    path: ['weeks'],
    message: 'Choose how many weeks to pause',
  })
export type PauseRequest = z.infer<typeof pauseRequestSchema>

// ------------------------------------------------------------------ answers

export const subscriptionAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
})
export type SubscriptionAddress = z.infer<typeof subscriptionAddressSchema>

/** One subscription as its customer sees it (GET /api/subscriptions/mine). */
export const customerSubscriptionSchema = z.object({
  id: z.number().int(),
  planId: z.number().int().nullable(),
  planName: z.string(),
  frequency: z.enum(planFrequencies),
  status: z.enum(subscriptionStatuses),
  startDate: z.string(),
  /** The next box's farm date; null once cancelled. */
  nextDelivery: z.string().nullable(),
  /** Paused: deliveries before this farm date are skipped. */
  pausedUntil: z.string().nullable(),
  /** Per box. */
  price: moneySchema,
  fulfilment: z.enum(subscriptionFulfilments),
  deliveryAddress: subscriptionAddressSchema.nullable(),
  /** "Farm stand, Fridays 3:00 PM to 6:00 PM", for boxes collected in a pickup window. */
  pickupWindow: z.string().nullable(),
  /** The last four digits of the card boxes are charged to, when known. */
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
})
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>
export const customerSubscriptionListSchema = z.array(customerSubscriptionSchema)

/** The Staff Dashboard's Subscriptions tab (GET /api/admin/subscriptions). */
export const staffSubscriptionSchema = customerSubscriptionSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  provider: z.enum(subscriptionProviders),
})
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>

/** The staff list's sorts: newest first by default. */
export const staffSubscriptionSorts = [
  'created',
  'customer',
  'plan',
  'next',
  'price',
  'status',
] as const
export type StaffSubscriptionSort = (typeof staffSubscriptionSorts)[number]

/**
 * GET /api/admin/subscriptions (issue 25): searched (a subscription's number, its customer's name
 * or e-mail, its plan), filtered by status and fulfilment, sorted and paged on the server.
 */
export const staffSubscriptionQuerySchema = z.object({
  q: listSearchField,
  status: z
    .enum(subscriptionStatuses, 'Status must be pending, active, paused or cancelled')
    .optional(),
  fulfilment: z.enum(subscriptionFulfilments, 'Fulfilment must be pickup or delivery').optional(),
  ...listPaging({ sorts: staffSubscriptionSorts, sort: 'created', dir: 'desc' }),
})
export type StaffSubscriptionQuery = z.infer<typeof staffSubscriptionQuerySchema>
export const staffSubscriptionPageSchema = listPageSchema(staffSubscriptionSchema)
export type StaffSubscriptionPage = z.infer<typeof staffSubscriptionPageSchema>

/** One box to pack. */
export const subscriptionBoxSchema = z.object({
  subscriptionId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  planName: z.string(),
  fulfilment: z.enum(subscriptionFulfilments),
  deliveryAddress: subscriptionAddressSchema.nullable(),
  /** Whether this box's payment has been taken (test mode charges on the delivery day). */
  paid: z.boolean(),
})
export type SubscriptionBox = z.infer<typeof subscriptionBoxSchema>

/** GET /api/admin/subscriptions/boxes: the next seven farm days, only days with boxes. */
export const subscriptionBoxesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), boxes: z.array(subscriptionBoxSchema) })),
})
export type SubscriptionBoxes = z.infer<typeof subscriptionBoxesSchema>
