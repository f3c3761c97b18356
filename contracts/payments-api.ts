import {
  paymentsConfigSchema,
  testModeConfirmResponseSchema,
  testModeConfirmSchema,
} from './checkout'
import { endpoint } from './endpoint'

/** Which provider takes payments (test or Stripe) and Stripe's publishable key. */
export const getPaymentsConfig = endpoint({
  method: 'GET',
  path: '/api/payments/config',
  responses: { 200: paymentsConfigSchema },
})

/** Test mode only: pays (4242…) or declines (4000…0002) an order with a test card number. */
export const confirmTestModePayment = endpoint({
  method: 'POST',
  path: '/api/payments/test-mode/confirm',
  body: testModeConfirmSchema,
  responses: { 200: testModeConfirmResponseSchema },
})
