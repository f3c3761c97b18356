import { z } from 'zod'
import { optionalText, requiredText } from './fields'
import { moneySchema, optionalStaffAmountSchema, staffAmountSchema } from './money'

/**
 * Shipping options as staff manage them (spec 3 §2 "Shipping options manager", §5): the public
 * checkout list (GET /api/shipping-options) shows the available ones in `sortOrder`.
 */
export const staffShippingOptionSchema = z.object({
  id: z.number().int().positive(),
  /** The stable id checkout sends (farm_pickup, local_delivery, ...), made from the first name. */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cost: moneySchema,
  estimatedDays: z.string().nullable(),
  available: z.boolean(),
  minOrderAmount: moneySchema,
  maxOrderAmount: moneySchema.nullable(),
  notes: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Free once the order subtotal is over this amount (local delivery: $25). */
  freeOverSubtotal: moneySchema.nullable(),
  /** Takes fresh fruit (kept cold or delivered locally). */
  carriesFreshFruit: z.boolean(),
})
export type StaffShippingOption = z.infer<typeof staffShippingOptionSchema>

const sortOrderSchema = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? 0 : value),
  z.coerce
    .number('Sort order must be a whole number')
    .int('Sort order must be a whole number')
    .min(-100_000, 'Sort order must be between -100000 and 100000')
    .max(100_000, 'Sort order must be between -100000 and 100000'),
)

/** The add/edit form (spec 3 §5): name and cost required; amounts >= 0; empty max = no limit. */
export const shippingOptionInputSchema = z
  .object({
    name: requiredText('Name', 255),
    description: optionalText('Description', 2000, { multiline: true }),
    cost: staffAmountSchema('Cost'),
    estimatedDays: optionalText('Estimated days', 50),
    available: z.boolean().default(true),
    minOrderAmount: optionalStaffAmountSchema('Minimum order amount'),
    maxOrderAmount: optionalStaffAmountSchema('Maximum order amount'),
    notes: optionalText('Notes', 2000, { multiline: true }),
    sortOrder: sortOrderSchema,
    freeOverSubtotal: optionalStaffAmountSchema('Free over amount'),
    carriesFreshFruit: z.boolean().default(true),
  })
  .refine(
    (option) =>
      option.maxOrderAmount == null ||
      Number(option.maxOrderAmount) >= Number(option.minOrderAmount ?? 0),
    {
      path: ['maxOrderAmount'],
      message: 'Maximum order amount must be at least the minimum order amount',
    },
  )
export type ShippingOptionInput = z.input<typeof shippingOptionInputSchema>
export type ShippingOptionValues = z.output<typeof shippingOptionInputSchema>
