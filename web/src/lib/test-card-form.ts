import { z } from 'zod'
import { testModeConfirmSchema } from '#contracts/checkout'

/**
 * The test provider's card fields, as every test-mode card form checks them (the checkout, a
 * subscription's first box): only the number is sent; expiry and CVC are checked for shape only.
 */
export const testCardFields = {
  cardNumber: testModeConfirmSchema.shape.cardNumber,
  cardExpiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, 'Expiry must be MM/YY'),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
}

export interface TestCardInput {
  cardNumber: string
  cardExpiry: string
  cardCvc: string
}
