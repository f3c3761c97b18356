import { z } from 'zod'
import { moneySchema } from './money'
import { orderStatuses, paymentStatuses } from './order-states'
import { orderTrackingSchema } from './shipping-labels'

export const orderStatusSchema = z.enum(orderStatuses)
export const paymentStatusSchema = z.enum(paymentStatuses)

/** One of the signed-in customer's orders, as GET /api/orders lists it (spec 1 §3 "Order"). */
export const customerOrderSchema = z.object({
  id: z.number().int().positive(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  totalAmount: moneySchema,
  createdAt: z.string(),
  /** Number of items (the sum of line quantities). */
  itemCount: z.number().int().nonnegative(),
  /** The carrier and tracking number once the order has shipped, else null. */
  tracking: orderTrackingSchema.nullable(),
})
export type CustomerOrder = z.infer<typeof customerOrderSchema>

/** GET /api/orders: newest first. */
export const customerOrderListSchema = z.array(customerOrderSchema)
