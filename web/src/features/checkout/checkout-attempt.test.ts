import { describe, expect, it } from 'vitest'
import type { ParsedApiError } from '#web/lib/api-request'
import { failureToast, orderFailedFallback, settlesAttempt } from './checkout-attempt'

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

describe('settlesAttempt', () => {
  it('keeps the key when the order may exist or still waits for a valid card', () => {
    expect(settlesAttempt('order', error(null))).toBe(false) // no answer
    expect(settlesAttempt('order', error(503))).toBe(false)
    expect(settlesAttempt('order', error(409, 'CHECKOUT_IN_PROGRESS'))).toBe(false)
    expect(settlesAttempt('payment', error(400))).toBe(false) // not a test card number
    // A declined card leaves the order open for another card.
    expect(settlesAttempt('payment', error(402, 'CARD_DECLINED'))).toBe(false)
  })

  it('retires the key after a cancelled or a refused order', () => {
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
