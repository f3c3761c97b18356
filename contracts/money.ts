import { z } from 'zod'

/** Money on the wire: a decimal string with exactly two decimals, e.g. "12.50". */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Must be an amount with two decimals')
export type Money = z.infer<typeof moneySchema>

/**
 * An amount staff type ("12.5", "12.50" or 12.5): zero or more, at most two decimals. Every staff
 * form with money reads it through this one rule.
 */
export function staffAmountSchema(label: string) {
  const message = `${label} must be an amount like 12.50`
  return z
    .union([z.string(), z.number()], message)
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, message))
}

/** An optional amount: blank or missing is null (e.g. "no upper limit"). */
export function optionalStaffAmountSchema(label: string) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    staffAmountSchema(label).nullable(),
  )
}
