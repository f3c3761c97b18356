import { describe, expect, it } from 'vitest'
import { canMoveOrder } from './order-status'

describe('order state machine', () => {
  it('moves forward one step at a time', () => {
    expect(canMoveOrder('pending', 'confirmed')).toBe(true)
    expect(canMoveOrder('confirmed', 'processing')).toBe(true)
    expect(canMoveOrder('processing', 'shipped')).toBe(true)
    expect(canMoveOrder('shipped', 'delivered')).toBe(true)
    expect(canMoveOrder('pending', 'shipped')).toBe(false)
    expect(canMoveOrder('delivered', 'pending')).toBe(false)
  })

  it('cancels only before shipping', () => {
    expect(canMoveOrder('pending', 'cancelled')).toBe(true)
    expect(canMoveOrder('processing', 'cancelled')).toBe(true)
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false)
    expect(canMoveOrder('cancelled', 'confirmed')).toBe(false)
  })
})
