import { randomUUID } from 'node:crypto'
import type { PaymentProvider, ProviderRefund } from './payment-provider'

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const

/** A test-mode refund moves no money: the refunds row is its only record. */
export async function testModeRefund(): Promise<ProviderRefund> {
  return { reference: `test_re_${randomUUID()}`, status: 'succeeded' }
}

/**
 * Built-in provider used when Stripe is not configured (and in every test): no network; the
 * browser sends a test card number to POST /api/payments/test-mode/confirm.
 */
export function createTestModeProvider(publicUrl: string): PaymentProvider {
  return {
    kind: 'test',
    publishableKey: null,
    async createPayment({ orderId }) {
      return {
        reference: `test_pi_${orderId}`,
        status: 'requires_payment_method',
        clientSecret: null,
      }
    },
    async clientSecretFor() {
      return null
    },
    async createHostedCheckout({ orderId }) {
      return { reference: `test_pi_${orderId}`, url: `${publicUrl}/pay/${orderId}` }
    },
    refund: testModeRefund,
  }
}

/** Outcome of a test card; anything but the two documented numbers is a usage error. */
export function testCardOutcome(cardNumber: string): 'succeeds' | 'declined' | 'unknown' {
  const digits = cardNumber.replace(/[\s-]/g, '')
  if (digits === testCards.succeeds) return 'succeeds'
  if (digits === testCards.declined) return 'declined'
  return 'unknown'
}
