import type { ParsedApiError } from '../../lib/api-request'

/**
 * Idempotency keys of checkout attempts. The server answers the same order for the same key, so
 * a double click, a retry after a lost answer, or a second try after a mistyped test card with
 * unchanged details all reach the one order. A different order (other details or another cart)
 * gets a new key, and so does any try after an answer that settled the attempt (a decline, or a
 * refusal that created nothing).
 */
export class CheckoutAttempts {
  private current: { key: string; signature: string } | null = null

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for an order with this signature (see `attemptSignature`). */
  keyFor(signature: string): string {
    if (this.current?.signature !== signature) this.current = { key: this.newKey(), signature }
    return this.current.key
  }

  /** The next submit is a new attempt, whatever its details. */
  retire() {
    this.current = null
  }
}

/** What makes two submits the same order: the details and the cart lines at the time. */
export function attemptSignature(
  details: unknown,
  cart: readonly { id: number; quantity: number }[],
): string {
  return JSON.stringify([details, cart.map((line) => [line.id, line.quantity])])
}

export type CheckoutStep = 'order' | 'payment'

/**
 * Whether a failed step settled the attempt, so the next submit must use a new key.
 * Kept: no answer or a server fault (the order may exist), a payment form mistake (the order is
 * still waiting for a valid card), an order already being placed. Everything else is final: a
 * decline cancels the order, a refused order created nothing.
 */
export function settlesAttempt(step: CheckoutStep, error: ParsedApiError): boolean {
  if (error.status === null || error.status >= 500) return false
  if (error.code === 'CHECKOUT_IN_PROGRESS') return false
  if (step === 'payment' && error.status === 400) return false
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
