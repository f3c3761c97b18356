import { describe, expect, it } from 'vitest'
import {
  orderIdParam,
  orderOutcome,
  paymentPollLimit,
  paymentPollMs,
  pollInterval,
} from './order-status'

describe('orderOutcome', () => {
  it('reads paid, waiting and failed orders', () => {
    expect(orderOutcome({ status: 'confirmed', paymentStatus: 'paid' })).toBe('paid')
    expect(orderOutcome({ status: 'pending', paymentStatus: 'unpaid' })).toBe('awaiting')
    expect(orderOutcome({ status: 'cancelled', paymentStatus: 'failed' })).toBe('failed')
    expect(orderOutcome({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe('failed')
  })
})

describe('pollInterval', () => {
  it('asks again only while the payment is being confirmed, a limited number of times', () => {
    const waiting = { status: 'pending', paymentStatus: 'unpaid' } as const
    expect(pollInterval(waiting, 1)).toBe(paymentPollMs)
    expect(pollInterval(waiting, paymentPollLimit)).toBe(false)
    expect(pollInterval({ status: 'confirmed', paymentStatus: 'paid' }, 1)).toBe(false)
    expect(pollInterval(undefined, 0)).toBe(false)
  })
})

describe('orderIdParam', () => {
  it('accepts positive whole ids only', () => {
    expect(orderIdParam('42')).toBe(42)
    expect(orderIdParam(null)).toBeNull()
    expect(orderIdParam('')).toBeNull()
    expect(orderIdParam('0')).toBeNull()
    expect(orderIdParam('-1')).toBeNull()
    expect(orderIdParam('4.2')).toBeNull()
    expect(orderIdParam('abc')).toBeNull()
    expect(orderIdParam('99999999999')).toBeNull()
  })
})
