import { z } from 'zod'
import { moneySchema, staffAmountSchema } from './money'
import { usStateCodes } from './us-states'

/*
 * Sales tax (issue 27, decision 0062). Florida taxes a sale at its state rate plus the
 * discretionary surtax of the county the goods are delivered to (Florida DOR, DR-15 and its
 * surtax instructions); the surtax applies to the first $5,000 of each item. Groceries such as
 * fresh fruit and honey are exempt, and so are plants that produce food for people; ornamental
 * nursery stock is taxable (F.A.C. 12A-1.011 and 12A-1.048, F.S. 212.08). Every rate is data the
 * owner edits on the Farm settings screen, never code.
 */

export const taxClasses = ['exempt_food', 'exempt_food_plant', 'taxable'] as const
export type TaxClass = (typeof taxClasses)[number]
export const taxClassSchema = z.enum(taxClasses, 'Choose a tax class')

export const taxClassLabels: Record<TaxClass, string> = {
  exempt_food: 'Exempt: food (fresh fruit, honey)',
  exempt_food_plant: 'Exempt: food-producing plant (fruit trees, vines)',
  taxable: 'Taxable (ornamental plants, merchandise)',
}

/** A rate as staff type it, in percent with at most two decimals ("6", "0.5", "1.50"). */
export function staffPercentSchema(label: string) {
  const message = `${label} must be a percentage like 6 or 0.5`
  return z
    .union([z.string(), z.number()], message)
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, message))
}

/** A rate on the wire, in percent with two decimals: "6.00", "0.50". */
export const percentSchema = z.string().regex(/^\d+\.\d{2}$/)

export const countySurtaxSchema = z.object({ county: z.string(), rate: percentSchema })
export const otherStateRateSchema = z.object({ state: z.enum(usStateCodes), rate: percentSchema })

/** The rules as the Farm settings screen shows them. */
export const salesTaxSettingsSchema = z.object({
  /** The state the farm collects in: Florida. */
  homeState: z.enum(usStateCodes),
  stateRate: percentSchema,
  /** Whether shipping charges are taxed along with the taxable goods they carry. */
  taxShipping: z.boolean(),
  /** The surtax applies to this much of each item's price (Florida: $5,000). */
  surtaxCapPerItem: moneySchema,
  /** Every county of the home state with its discretionary surtax (0.00 where it has none). */
  counties: z.array(countySurtaxSchema),
  /** Other states where the farm is registered to collect, with their rate; none by default. */
  otherStates: z.array(otherStateRateSchema),
  /** The county the farm itself is in (from its ZIP code): pickups and farm-stand sales. */
  farmCounty: z.string().nullable(),
})
export type SalesTaxSettings = z.infer<typeof salesTaxSettingsSchema>

export const salesTaxSettingsInputSchema = z.object({
  stateRate: staffPercentSchema('State rate'),
  taxShipping: z.boolean('Tax shipping must be true or false'),
  surtaxCapPerItem: staffAmountSchema('Surtax cap per item'),
  counties: z
    .array(
      z.object({ county: z.string().trim().min(1).max(40), rate: staffPercentSchema('Surtax') }),
    )
    .max(100),
  otherStates: z
    .array(
      z.object({
        state: z.enum(usStateCodes, 'State must be a two-letter US state such as GA'),
        rate: staffPercentSchema('Rate'),
      }),
    )
    .max(usStateCodes.length),
})
export type SalesTaxSettingsInput = z.input<typeof salesTaxSettingsInputSchema>

/** The tax of one sale as an order, a quote and a receipt show it. */
export const saleTaxSchema = z.object({
  amount: moneySchema,
  /** After "Sales tax": "FL 6% + Martin County 0.5%", or why there is none ("none on orders to GA"). */
  description: z.string(),
})
export type SaleTaxAnswer = z.infer<typeof saleTaxSchema>

/** A month of the farm's calendar, "2026-11". */
export const taxMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be a month like 2026-11'),
})

/** The monthly report, in the lines of Florida's return (DR-15) and its surtax by county. */
export const salesTaxReportSchema = z.object({
  month: z.string(),
  /** Line A: sales less refunds, shipping included, tax excluded. */
  grossSales: moneySchema,
  exemptSales: moneySchema,
  /** Exempt sales by reason: food, food-producing plants, shipped out of state, shipping. */
  exemptByReason: z.array(z.object({ reason: z.string(), amount: moneySchema })),
  taxableAmount: moneySchema,
  /** State tax and surtax collected, less what refunds gave back. */
  taxCollected: moneySchema,
  stateTax: moneySchema,
  surtax: moneySchema,
  byCounty: z.array(
    z.object({
      county: z.string(),
      surtaxRate: percentSchema,
      taxableAmount: moneySchema,
      stateTax: moneySchema,
      surtax: moneySchema,
    }),
  ),
  /** Tax collected for other states the farm is registered in. */
  otherStates: z.array(
    z.object({ state: z.string(), taxableAmount: moneySchema, tax: moneySchema }),
  ),
  orderCount: z.number().int(),
  refundCount: z.number().int(),
})
export type SalesTaxReport = z.infer<typeof salesTaxReportSchema>
