import { describe, expect, it } from 'vitest'
import type { ParsedApiError } from '../../lib/api-request'
import {
  attemptSignature,
  CheckoutAttempts,
  failureToast,
  orderFailedFallback,
  settlesAttempt,
} from './checkout-attempt'

const error = (
  status: number | null,
  code: string | null = null,
  message = 'boom',
): ParsedApiError => ({
  status,
  code,
  message,
  fields: {},
})

function keys() {
  let next = 0
  return new CheckoutAttempts(() => `key-${++next}`)
}

describe('CheckoutAttempts', () => {
  it('keeps one key for the same order and makes a new one for other details', () => {
    const attempts = keys()
    const cart = [{ id: 1, quantity: 2 }]
    const a = attemptSignature({ customerName: 'Ana' }, cart)
    expect(attempts.keyFor(a)).toBe('key-1')
    expect(attempts.keyFor(a)).toBe('key-1')
    expect(attempts.keyFor(attemptSignature({ customerName: 'Bea' }, cart))).toBe('key-2')
    // Back to the first details: another attempt, so another key.
    expect(attempts.keyFor(a)).toBe('key-3')
  })

  it('treats a changed cart as another order', () => {
    const attempts = keys()
    const details = { customerName: 'Ana' }
    expect(attempts.keyFor(attemptSignature(details, [{ id: 1, quantity: 2 }]))).toBe('key-1')
    expect(attempts.keyFor(attemptSignature(details, [{ id: 1, quantity: 3 }]))).toBe('key-2')
  })

  it('starts a new attempt after retire, even with the same details', () => {
    const attempts = keys()
    const signature = attemptSignature({ customerName: 'Ana' }, [])
    expect(attempts.keyFor(signature)).toBe('key-1')
    attempts.retire()
    expect(attempts.keyFor(signature)).toBe('key-2')
  })

  it('uses crypto.randomUUID by default', () => {
    const key = new CheckoutAttempts().keyFor('x')
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('settlesAttempt', () => {
  it('keeps the key when the order may exist or still waits for a valid card', () => {
    expect(settlesAttempt('order', error(null))).toBe(false) // no answer
    expect(settlesAttempt('order', error(503))).toBe(false)
    expect(settlesAttempt('order', error(409, 'CHECKOUT_IN_PROGRESS'))).toBe(false)
    expect(settlesAttempt('payment', error(400))).toBe(false) // not a test card number
  })

  it('retires the key after a decline or a refused order', () => {
    expect(settlesAttempt('payment', error(402, 'CARD_DECLINED'))).toBe(true)
    expect(settlesAttempt('payment', error(409, 'ORDER_CANCELLED'))).toBe(true)
    expect(settlesAttempt('order', error(400))).toBe(true)
    expect(settlesAttempt('order', error(409, 'OUT_OF_STOCK'))).toBe(true)
  })
})

describe('failureToast (spec 2 §8)', () => {
  it("titles payment errors 'Payment Failed' with the provider's message", () => {
    expect(failureToast('payment', error(402, 'CARD_DECLINED', 'Your card was declined.'))).toEqual(
      {
        title: 'Payment Failed',
        description: 'Your card was declined.',
      },
    )
  })

  it("titles other errors 'Order Failed' with the message, or the fallback text", () => {
    expect(failureToast('order', error(409, 'OUT_OF_STOCK', 'Sorry, no honey left'))).toEqual({
      title: 'Order Failed',
      description: 'Sorry, no honey left',
    })
    expect(failureToast('order', error(null, null, 'Failed to fetch'))).toEqual({
      title: 'Order Failed',
      description: orderFailedFallback,
    })
    expect(failureToast('payment', error(500))).toEqual({
      title: 'Order Failed',
      description: orderFailedFallback,
    })
    expect(orderFailedFallback).toBe('There was a problem placing your order. Please try again.')
  })
})
