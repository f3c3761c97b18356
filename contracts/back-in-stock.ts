import { z } from 'zod'
import { emailAddressSchema, tokenSchema } from './fields'
import { honeypotField } from './identity'

/** POST /api/products/:id/back-in-stock: "E-mail me when it's back". E-mail trimmed, lowercased. */
export const backInStockRequestSchema = z.object({
  email: emailAddressSchema(),
  ...honeypotField,
})
export type BackInStockRequestInput = z.input<typeof backInStockRequestSchema>

/** POST /api/back-in-stock/unsubscribe: the token from the e-mail's unsubscribe link. */
export const backInStockUnsubscribeSchema = z.object({
  token: tokenSchema('This link is not valid'),
})

/** Both answers: a sentence to show. The sign-up's is the same whether or not the address asked before. */
export const backInStockResultSchema = z.object({ message: z.string() })
export type BackInStockResult = z.infer<typeof backInStockResultSchema>

export const backInStockSignUpMessage = "Thanks! We'll e-mail you once when it's back in stock."
