import { z } from 'zod'
import { requiredText } from './fields'
import { moneySchema } from './money'
import { orderStatusSchema, paymentStatusSchema } from './orders'

/**
 * The back office's customers (issue 25): everyone who ordered, booked, subscribed or signed up,
 * one customer per e-mail address (case aside). A customer is named in addresses by a key made
 * from the address (a hash), so no e-mail address travels in a URL or a log line.
 */
export const customerKeySchema = z.object({
  key: z.string().regex(/^[0-9a-f]{24}$/, 'Not a customer'),
})

export const customerSortKeys = ['recent', 'name', 'spend', 'orders'] as const
export const customerPageSizes = [25, 50, 100] as const

export const customerSearchQuerySchema = z.object({
  /** Part of the name or the e-mail address. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: z.enum(customerSortKeys).default('recent'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (customerPageSizes as readonly number[]).includes(size),
      'Page size must be 25, 50 or 100',
    )
    .default(25),
})
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>
export type CustomerSearchInput = z.input<typeof customerSearchQuerySchema>

export const customerSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  email: z.string(),
  orders: z.number().int(),
  bookings: z.number().int(),
  subscriptions: z.number().int(),
  hasAccount: z.boolean(),
  /** Paid orders less their refunds. */
  lifetimeSpend: moneySchema,
  firstSeen: z.string(),
  lastSeen: z.string(),
})
export type CustomerSummary = z.infer<typeof customerSummarySchema>

export const customerPageSchema = z.object({
  customers: z.array(customerSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type CustomerPage = z.infer<typeof customerPageSchema>

export const customerNoteInputSchema = z.object({
  body: requiredText('Note', 2000, { multiline: true }),
})
export const customerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
})

export const customerDetailSchema = customerSummarySchema.extend({
  phone: z.string().nullable(),
  orderList: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      status: orderStatusSchema,
      paymentStatus: paymentStatusSchema,
      total: moneySchema,
    }),
  ),
  bookingList: z.array(
    z.object({
      kind: z.enum(['visit', 'pick-your-own']),
      id: z.number().int(),
      title: z.string(),
      date: z.string(),
      people: z.number().int(),
      status: z.string(),
    }),
  ),
  subscriptionList: z.array(
    z.object({ id: z.number().int(), planName: z.string(), status: z.string() }),
  ),
  reviews: z.array(
    z.object({ id: z.number().int(), productName: z.string(), rating: z.number().int() }),
  ),
  newsletter: z.boolean(),
  harvestAlerts: z.boolean(),
  notes: z.array(customerNoteSchema),
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>

/** What erasing a customer did. */
export const customerErasedSchema = z.object({ erased: z.literal(true) })
