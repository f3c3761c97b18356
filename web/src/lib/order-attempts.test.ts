import { describe, expect, it } from 'vitest'
import { attemptSignature, OrderAttempts } from './order-attempts'

function keys() {
  let next = 0
  return new OrderAttempts(() => `key-${++next}`)
}

describe('OrderAttempts', () => {
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
    const key = new OrderAttempts().keyFor('x')
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
  })
})
