import { z } from 'zod'

/** Money on the wire: a decimal string with exactly two decimals, e.g. "12.50". */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Must be an amount with two decimals')
export type Money = z.infer<typeof moneySchema>
