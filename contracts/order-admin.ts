import { z } from 'zod'
import { orderDetailSchema, paymentProviders } from './checkout'
import { optionalText, tokenSchema } from './fields'
import { moneySchema, staffAmountSchema } from './money'
import { orderStatuses } from './order-states'
import { orderStatusSchema, paymentStatusSchema } from './orders'
import {
  carrierRequired,
  shipmentInputSchema,
  trackingNumberRequired,
  trackingNumberSchema,
} from './shipping-labels'

/**
 * Staff order handling (the staff dashboard). An order whose checkout never finished (payment
 * awaited, declined or abandoned: unpaid or failed, and still pending or cancelled) is not an order
 * the farm has to ship: it is left out of the default list and of the counts, and has its own view.
 */
export const orderViews = ['completed', 'unfinished'] as const
export const orderViewSchema = z.enum(orderViews)
export type OrderView = z.infer<typeof orderViewSchema>

/**
 * PATCH /api/admin/orders/:id: the next status. Shipped needs the carrier and the tracking number
 * (or the label made in the Shipping labels manager, which ships the order itself; decision 0042).
 */
export const orderStatusUpdateSchema = z
  .object({
    status: orderStatusSchema,
    carrier: shipmentInputSchema.shape.carrier.optional(),
    trackingNumber: trackingNumberSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status !== 'shipped') return
    if (input.carrier === undefined)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: carrierRequired })
    if (input.trackingNumber === undefined)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: trackingNumberRequired })
  })
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>

/** GET /api/admin/orders/summary: the dashboard's cards and the filters' counts. */
export const adminOrderSummarySchema = z.object({
  /** Orders whose checkout finished (paid or refunded, or moved on by staff). */
  totalOrders: z.number().int().nonnegative(),
  /** Paid orders waiting to be packed and sent (confirmed or processing). */
  toShip: z.number().int().nonnegative(),
  /**
   * Money taken: paid orders that were not cancelled, less what was refunded of them, and every
   * paid CSA box (decision 0042).
   */
  paidRevenue: moneySchema,
  /** The CSA boxes' part of paidRevenue. */
  subscriptionRevenue: moneySchema,
  byStatus: z.object(
    Object.fromEntries(orderStatuses.map((status) => [status, z.number().int()])) as Record<
      (typeof orderStatuses)[number],
      z.ZodNumber
    >,
  ),
  unfinished: z.number().int().nonnegative(),
})
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>

/** What happened to an order, oldest first: placed, payments, and every status change. */
export const orderEvents = [
  'placed',
  'status-changed',
  'paid',
  'payment-failed',
  'released',
  'paid-after-cancel',
  'refunded',
] as const
export const orderEventSchema = z.enum(orderEvents)
export type OrderEvent = z.infer<typeof orderEventSchema>

export const orderHistoryEntrySchema = z.object({
  event: orderEventSchema,
  at: z.string(),
  /** The staff member's e-mail; null for the customer, the payment provider or the shop itself. */
  actorEmail: z.string().nullable(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema.nullable(),
  /** A refund's amount (event 'refunded'). */
  amount: moneySchema.optional(),
})
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>

/**
 * POST /api/admin/orders/:id/review-request: a delivered order's review links e-mailed now rather
 * than when its delay is over (decision 0042); who they went to.
 */
export const reviewRequestSentSchema = z.object({ to: z.string() })

/** One refund of an order's payment (decision 0033); `pending` while the provider answers. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const
export const refundDestinations = ['card', 'store_credit'] as const
export const refundDestinationLabels = { card: 'Card', store_credit: 'Store credit' } as const
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  /** The order's sales tax it gives back, part of `amount` (decision 0062). */
  tax: moneySchema,
  /** Its credit note's number once it went through (decision 0063). */
  creditNoteNumber: z.string().nullable(),
  status: z.enum(refundStatuses),
  /** Back to the card, or to the customer's store credit (decision 0065). */
  to: z.enum(refundDestinations),
  reason: z.string().nullable(),
  createdAt: z.string(),
})
export type OrderRefund = z.infer<typeof orderRefundSchema>

/** The staff's Refund form: an amount of the payment that is left, and why. */
export const refundFormSchema = z.object({
  amount: staffAmountSchema('Amount').refine(
    (amount) => Number(amount) > 0,
    'Amount must be more than 0.00',
  ),
  reason: optionalText('Reason', 500),
  /** Where the money goes; what store credit paid can only go back to store credit. */
  to: z.enum(refundDestinations, 'Refund to must be the card or store credit').default('card'),
})
/**
 * POST /api/admin/orders/:id/refunds. The browser makes `idempotencyKey` once per opened form, so
 * a doubled submit refunds once.
 */
export const refundRequestSchema = refundFormSchema.extend({
  idempotencyKey: tokenSchema('Missing idempotency key', { min: 8, max: 200 }),
})
export type RefundRequest = z.input<typeof refundRequestSchema>
export const refundResponseSchema = z.object({
  refund: orderRefundSchema,
  paymentStatus: paymentStatusSchema,
})

/** GET /api/admin/orders/:id: the order with its payment, refunds and history. */
export const adminOrderDetailsSchema = orderDetailSchema.extend({
  payment: z
    .object({
      provider: z.enum(paymentProviders),
      status: paymentStatusSchema,
      amount: moneySchema,
    })
    .nullable(),
  refunds: z.array(orderRefundSchema),
  /** Refunds that went through. */
  refundedTotal: moneySchema,
  /** What can still be refunded: the payment less succeeded and pending refunds. */
  refundable: moneySchema,
  /** Of that, what may go back to the card (the rest was paid by store credit). */
  refundableToCard: moneySchema,
  history: z.array(orderHistoryEntrySchema),
})
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>
