import { describe, expect, it } from 'vitest'
import {
  deliveriesBetween,
  deliveryDate,
  deliveryOnOrAfter,
  nextBox,
  nextUnpaidBox,
} from './subscription-schedule'

describe('a subscription’s delivery calendar', () => {
  it('steps by the frequency from the start date', () => {
    expect(deliveryDate('2026-11-03', 'daily', 2)).toBe('2026-11-05')
    expect(deliveryDate('2026-11-03', 'weekly', 4)).toBe('2026-12-01')
    expect(deliveryDate('2026-11-03', 'biweekly', 2)).toBe('2026-12-01')
    // Monthly counts calendar months from the start: the 31st comes back after February.
    expect(deliveryDate('2027-01-31', 'monthly', 1)).toBe('2027-02-28')
    expect(deliveryDate('2027-01-31', 'monthly', 2)).toBe('2027-03-31')
  })

  it('finds the first delivery on or after a date, crossing years and DST changes', () => {
    expect(deliveryOnOrAfter('2026-11-03', 'weekly', '2026-10-01')).toBe('2026-11-03')
    expect(deliveryOnOrAfter('2026-11-03', 'weekly', '2026-11-03')).toBe('2026-11-03')
    expect(deliveryOnOrAfter('2026-11-03', 'weekly', '2026-11-04')).toBe('2026-11-10')
    expect(deliveryOnOrAfter('2026-12-29', 'biweekly', '2027-01-06')).toBe('2027-01-12')
    expect(deliveryOnOrAfter('2027-01-31', 'monthly', '2027-03-01')).toBe('2027-03-31')
    expect(deliveryOnOrAfter('2027-03-01', 'daily', '2027-03-15')).toBe('2027-03-15')
  })

  it('lists the deliveries of a week', () => {
    expect(deliveriesBetween('2026-11-03', 'weekly', '2026-11-09', '2026-11-15')).toEqual([
      '2026-11-10',
    ])
    expect(deliveriesBetween('2026-11-03', 'daily', '2026-11-01', '2026-11-05')).toEqual([
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
    ])
    expect(deliveriesBetween('2026-11-03', 'monthly', '2026-11-09', '2026-11-15')).toEqual([])
  })

  it('skips unpaid boxes during a pause but never a paid one', () => {
    const schedule = { start: '2026-11-03', frequency: 'weekly' as const }
    expect(
      nextBox({ ...schedule, from: '2026-11-04', pausedUntil: '2026-11-20', paidDates: new Set() }),
    ).toBe('2026-11-24')
    expect(
      nextBox({
        ...schedule,
        from: '2026-11-04',
        pausedUntil: '2026-11-20',
        paidDates: new Set(['2026-11-17']),
      }),
    ).toBe('2026-11-17')
    expect(
      nextBox({ ...schedule, from: '2026-11-04', pausedUntil: null, paidDates: new Set() }),
    ).toBe('2026-11-10')
  })

  it('finds the next box not yet paid for (what a Stripe renewal pays)', () => {
    const schedule = { start: '2026-11-03', frequency: 'weekly' as const }
    expect(
      nextUnpaidBox({
        ...schedule,
        from: '2026-11-03',
        pausedUntil: null,
        paidDates: new Set(['2026-11-03', '2026-11-10']),
      }),
    ).toBe('2026-11-17')
    expect(
      nextUnpaidBox({
        ...schedule,
        from: '2026-11-03',
        pausedUntil: '2026-11-30',
        paidDates: new Set(['2026-11-03']),
      }),
    ).toBe('2026-12-01')
  })
})
