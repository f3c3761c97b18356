import { z } from 'zod'
import {
  emailAddressSchema,
  idField,
  idParamsSchema,
  lineSchema,
  optionalText,
  requiredText,
  tokenSchema,
} from './fields'
import { moneySchema } from './money'
import { usStateCodes } from './us-states'
import { farmPickupMethod } from './order-states'
import { orderPickupSchema, pickupWindowPickSchema } from './order-pickup'
import { orderStatusSchema, paymentStatusSchema } from './orders'
import { orderTrackingSchema } from './shipping-labels'
import { saleTaxSchema, taxClassSchema } from './sales-tax'
import { giftCardCodeSchema } from './gift-cards'

/** Shipping methods as the checkout lists them (spec 2 §3 "Shipping method"). `id` is the method code. */
export const shippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cost: moneySchema,
  estimatedDays: z.string().nullable(),
  available: z.boolean(),
  note: z.string().nullable(),
  minOrderAmount: moneySchema,
  maxOrderAmount: moneySchema.nullable(),
  /** Free when the subtotal is over this amount (local delivery: $25). */
  freeOverSubtotal: moneySchema.nullable(),
  /** Only for addresses in the farm's delivery ZIP codes. */
  localOnly: z.boolean(),
  /** Takes fresh fruit (kept cold or delivered locally); otherwise refused for it (decision 0016). */
  carriesFreshFruit: z.boolean(),
})
export type ShippingOption = z.infer<typeof shippingOptionSchema>
export const shippingOptionListSchema = z.array(shippingOptionSchema)

export const shippingAddressSchema = z.object({
  street: requiredText('Street address', 200, { min: 5 }),
  city: requiredText('City', 100, { min: 2 }),
  state: z.enum(usStateCodes, 'State is required'),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP code is required'),
})
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>

/**
 * Farm Pickup needs name, e-mail and phone but no shipping address (decision 0016); farm-stand
 * orders are bought in person, not made from the cart. The codes live with the order states.
 */
export { farmPickupMethod, farmStandMethod } from './order-states'
export const shippingAddressRequired = 'Shipping address is required'

/** Adds an issue at `shippingAddress` when a method other than Farm Pickup has no address. */
export function requireAddressUnlessPickup(
  order: { shippingMethod: string; shippingAddress?: unknown },
  ctx: z.RefinementCtx,
) {
  if (order.shippingMethod !== farmPickupMethod && order.shippingAddress === undefined)
    ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: shippingAddressRequired })
}

/**
 * The order request of spec 2 §3 without its client-computed money: the server prices the
 * visitor's cart; `subtotal`, `totalAmount`, `items`, prices sent by a client are dropped.
 * `shippingAddress` is left out for Farm Pickup and required for every other method.
 */
export const orderRequestFieldsSchema = z.object({
  customerName: requiredText('Name', 255, {
    min: 2,
    minMessage: 'Name must be at least 2 characters',
  }),
  customerEmail: emailAddressSchema('Invalid email address'),
  customerPhone: requiredText('Phone number', 50, {
    min: 10,
    minMessage: 'Phone number must be at least 10 digits',
  }),
  shippingAddress: shippingAddressSchema.optional(),
  shippingMethod: requiredText('Shipping method', 100, {
    required: 'Please select a shipping method',
  }),
  specialInstructions: optionalText('Special instructions', 1000, { multiline: true }),
  /** Farm Pickup's window, once the farm has pickup windows (issue 26); else left out. */
  pickupWindow: pickupWindowPickSchema.optional(),
  /** A gift card's code: it pays first, what it holds (decision 0066). */
  giftCardCode: giftCardCodeSchema.optional(),
  /** A signed-in customer's store credit pays next (decision 0065). */
  useStoreCredit: z.boolean('Use store credit must be true or false').optional(),
  /** A fresh random key per checkout attempt; the same key never makes a second order. */
  idempotencyKey: tokenSchema('Missing idempotency key', { min: 8, max: 255 }),
})
export const orderRequestSchema = orderRequestFieldsSchema.superRefine(requireAddressUnlessPickup)
export type OrderRequest = z.input<typeof orderRequestSchema>

export const paymentProviders = ['test', 'stripe'] as const
export const paymentInfoSchema = z.object({
  provider: z.enum(paymentProviders),
  status: z.string(),
  amount: moneySchema,
  /** Stripe PaymentIntent client secret; null in test mode. */
  clientSecret: z.string().nullable(),
})
export type PaymentInfo = z.infer<typeof paymentInfoSchema>

export const placeOrderResponseSchema = z.object({
  id: z.number().int(),
  payment: paymentInfoSchema,
})
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>

export const checkoutQuoteQuerySchema = z.object({
  shippingMethod: lineSchema().trim().min(1).max(100).optional(),
  zipCode: lineSchema().trim().max(10).optional(),
  /** The destination's state: a product may not ship to every state (decision 0061). */
  state: z.enum(usStateCodes, 'State must be a two-letter US state such as FL').optional(),
  useStoreCredit: z
    .enum(['true', 'false'], 'Use store credit must be true or false')
    .transform((value) => value === 'true')
    .optional(),
  /** A gift card to apply: a code that does not match is told in `giftCardProblem`. */
  giftCardCode: lineSchema().trim().max(40).optional(),
})
export const checkoutQuoteSchema = z.object({
  itemCount: z.number().int(),
  subtotal: moneySchema,
  shipping: moneySchema.nullable(),
  /** Sales tax once the destination is known (Farm Pickup: the farm's county), else null. */
  tax: saleTaxSchema.nullable(),
  total: moneySchema,
  /**
   * The signed-in customer's store credit, when they have some: what there is, and what this
   * order would use of it (with `useStoreCredit`); null for visitors and empty accounts.
   */
  storeCredit: z.object({ available: moneySchema, applied: moneySchema }).nullable(),
  /** The gift card asked for, when its code matches a card that can pay. */
  giftCard: z
    .object({ lastFour: z.string(), applied: moneySchema, balance: moneySchema })
    .nullable(),
  /** Why the gift card asked for cannot pay (no such card, spent, cancelled). */
  giftCardProblem: z.string().nullable(),
  /** What is left to pay by card: the total less the gift card and store credit applied. */
  amountDue: moneySchema,
  /** Why the chosen method cannot be used for this cart or address, if it cannot. */
  shippingProblem: z.string().nullable(),
  /** Methods this cart cannot use, by method code, with the reason (fresh fruit ships cold or local). */
  blockedMethods: z.record(z.string(), z.string()),
  /**
   * When the cart's fresh products are picked if ordered now, and when orders for that harvest
   * close; null when nothing in it is picked to order (issue 26).
   */
  harvest: z.object({ date: z.string(), orderBy: z.string() }).nullable(),
})
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>

export const paymentsConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  /** Stripe publishable key (public by design); null in test mode. */
  publishableKey: z.string().nullable(),
})

export const testModeConfirmSchema = z.object({
  orderId: idField(),
  cardNumber: requiredText('Card number', 30, { min: 12 }),
})
export const testModeConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'declined']),
  message: z.string(),
})

export const orderItemSchema = z.object({
  productId: z.number().int().nullable(),
  productName: z.string(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
  pricePerUnit: moneySchema,
  totalPrice: moneySchema,
  taxClass: taxClassSchema,
})

/** One order as its buyer (or staff) sees it. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  shippingAddress: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  shippingMethod: z.string().nullable(),
  shippingMethodName: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  subtotal: moneySchema,
  shippingCost: moneySchema,
  /** Its sales tax, included in the total (decision 0062). */
  tax: saleTaxSchema,
  totalAmount: moneySchema,
  /** What store credit paid of the total (decision 0065); the card paid the rest. */
  storeCreditPaid: moneySchema,
  /** What a gift card paid of the total (decision 0066). */
  giftCardPaid: moneySchema,
  /** Its invoice's number once paid (decision 0063). */
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  /** The carrier and tracking number once the order has shipped, else null. */
  tracking: orderTrackingSchema.nullable(),
  /** Where and when a Farm Pickup order is collected, when it has a window. */
  pickup: orderPickupSchema.nullable(),
  /** The farm date its fresh products are picked, when it waits for a harvest (issue 26). */
  harvestOn: z.string().nullable(),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const orderIdParamsSchema = idParamsSchema
