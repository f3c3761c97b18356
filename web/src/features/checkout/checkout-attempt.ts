import type { ParsedApiError } from '#web/lib/api-request'

export type CheckoutStep = 'order' | 'payment'

/**
 * Whether a failed step settled the attempt, so the next submit must use a new key.
 * Kept: no answer or a server fault (the order may exist), a payment form mistake or a declined
 * card (the same order still waits for a card until its reservation lapses), an order already
 * being placed. Everything else is final: a cancelled order can't be paid, a refused order
 * created nothing.
 */
export function settlesAttempt(step: CheckoutStep, error: ParsedApiError): boolean {
  if (error.status === null || error.status >= 500) return false
  if (error.code === 'CHECKOUT_IN_PROGRESS') return false
  if (step === 'payment' && (error.status === 400 || error.code === 'CARD_DECLINED')) return false
  return true
}

/** Spec 2 §8: payment errors are 'Payment Failed' with the provider's message; others 'Order Failed'. */
export const orderFailedFallback = 'There was a problem placing your order. Please try again.'

export function failureToast(step: CheckoutStep, error: ParsedApiError) {
  if (step === 'payment' && error.status !== null && error.status < 500) {
    return { title: 'Payment Failed', description: error.message }
  }
  const message = error.status === null || error.status >= 500 ? '' : error.message
  return { title: 'Order Failed', description: message || orderFailedFallback }
}
