import { z } from 'zod'
import { moneySchema } from './money'

/** Order states (DESIGN.md §4: a state machine) and the separate payment state. */
export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const
export const orderStatusSchema = z.enum(orderStatuses)
export type OrderStatus = z.infer<typeof orderStatusSchema>

export const paymentStatuses = ['unpaid', 'paid', 'failed', 'refunded'] as const
export const paymentStatusSchema = z.enum(paymentStatuses)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/** One of the signed-in customer's orders, as GET /api/orders lists it (spec 1 §3 "Order"). */
export const customerOrderSchema = z.object({
  id: z.number().int().positive(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  totalAmount: moneySchema,
  createdAt: z.string(),
  /** Number of items (the sum of line quantities). */
  itemCount: z.number().int().nonnegative(),
})
export type CustomerOrder = z.infer<typeof customerOrderSchema>

/** GET /api/orders: newest first. */
export const customerOrderListSchema = z.array(customerOrderSchema)
