import type { StripeError } from '@stripe/stripe-js'
import { StripeConfirmButton as PayButton } from '#web/components/stripe-payment'

/*
 * Stripe mode of the checkout (loaded only when GET /api/payments/config names Stripe): the shared
 * Payment Element (web/src/components/stripe-payment.tsx), returning to /order-confirmation.
 */

export { StripeElements, StripePaymentFields } from '#web/components/stripe-payment'

/** 'Complete Order - $total': confirms the order's PaymentIntent, then /order-confirmation. */
export function StripeConfirmButton({
  orderId,
  receiptEmail,
  label,
  onError,
}: {
  orderId: number
  receiptEmail: string
  label: string
  onError: (error: StripeError) => void
}) {
  return (
    <PayButton
      returnPath={`/order-confirmation?order=${orderId}`}
      receiptEmail={receiptEmail}
      label={label}
      onError={onError}
    />
  )
}
