import { describe, expect, it } from 'vitest'
import type { Analytics } from '#contracts/analytics'
import {
  formatPercent,
  ratingText,
  revenueBars,
  revenueGrowthText,
  revenueSummary,
  reviewCountText,
} from './analytics-view'

const base: Analytics = {
  period: {
    days: 7,
    from: '2026-11-19',
    to: '2026-11-25',
    previousFrom: '2026-11-12',
    previousTo: '2026-11-18',
  },
  totalRevenue: '110.00',
  previousRevenue: '40.00',
  subscriptionRevenue: '0.00',
  revenueGrowth: 175,
  refundedTotal: '50.00',
  totalOrders: 4,
  averageOrderValue: '27.50',
  pendingOrders: 2,
  totalBookings: 7,
  upcomingBookings: 3,
  tourConversion: 50,
  averageRating: 3.7,
  reviewCount: 3,
  customerSatisfaction: 66.7,
  repeatCustomers: 25,
  popularProducts: [],
  revenueByDay: [
    { date: '2026-11-24', revenue: '60.00', orders: 1 },
    { date: '2026-11-25', revenue: '1250.50', orders: 3 },
  ],
}

describe('analytics view', () => {
  it('writes percentages in en-US with one decimal at most, or says there is none', () => {
    expect(formatPercent(66.7, 'No reviews yet')).toBe('66.7%')
    expect(formatPercent(1250, '')).toBe('1,250%')
    expect(formatPercent(null, 'No reviews yet')).toBe('No reviews yet')
  })

  it('compares revenue with the period before, and says when there was none', () => {
    expect(revenueGrowthText(base)).toBe('+175% vs the previous 7 days ($40.00)')
    expect(revenueGrowthText({ ...base, revenueGrowth: -12.5 })).toBe(
      '-12.5% vs the previous 7 days ($40.00)',
    )
    expect(revenueGrowthText({ ...base, revenueGrowth: null, previousRevenue: '0.00' })).toBe(
      'No revenue in the previous 7 days',
    )
  })

  it('shows the rating out of 5 and never invents one', () => {
    expect(ratingText(base)).toBe('3.7 / 5')
    expect(ratingText({ ...base, averageRating: 4 })).toBe('4.0 / 5')
    expect(ratingText({ ...base, averageRating: null, reviewCount: 0 })).toBe('No reviews yet')
    expect(reviewCountText(1)).toBe('from 1 review')
    expect(reviewCountText(3)).toBe('from 3 reviews')
  })

  it('turns the days into chart bars and a sentence in en-US dollars', () => {
    expect(revenueBars(base.revenueByDay)).toEqual([
      { date: '2026-11-24', label: 'Nov 24', revenue: 60, orders: 1 },
      { date: '2026-11-25', label: 'Nov 25', revenue: 1250.5, orders: 3 },
    ])
    expect(revenueSummary(base)).toBe(
      'Revenue from Nov 24 to Nov 25: $110.00 in all; the best day was Nov 25 with $1,250.50.',
    )
    expect(
      revenueSummary({
        ...base,
        revenueByDay: base.revenueByDay.map((day) => ({ ...day, revenue: '0.00' })),
      }),
    ).toBe('No revenue from Nov 24 to Nov 25.')
  })
})
