import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Analytics } from '#contracts/analytics'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 20_000 })

const week: Analytics = {
  period: {
    days: 7,
    from: '2026-11-19',
    to: '2026-11-25',
    previousFrom: '2026-11-12',
    previousTo: '2026-11-18',
  },
  totalRevenue: '1110.00',
  previousRevenue: '40.00',
  subscriptionRevenue: '90.00',
  revenueGrowth: 2675,
  refundedTotal: '50.00',
  totalOrders: 4,
  averageOrderValue: '277.50',
  pendingOrders: 2,
  totalBookings: 7,
  upcomingBookings: 3,
  tourConversion: 50,
  averageRating: 3.7,
  reviewCount: 3,
  customerSatisfaction: 66.7,
  repeatCustomers: 25,
  popularProducts: [
    { name: 'Wildflower Honey', sales: 6, revenue: '60.00' },
    { name: 'Haden Mangos', sales: 4, revenue: '40.00' },
  ],
  revenueByDay: [
    { date: '2026-11-24', revenue: '60.00', orders: 1 },
    { date: '2026-11-25', revenue: '1050.00', orders: 3 },
  ],
}

const emptyMonth: Analytics = {
  ...week,
  period: { ...week.period, days: 30 },
  totalRevenue: '0.00',
  previousRevenue: '0.00',
  subscriptionRevenue: '0.00',
  revenueGrowth: null,
  refundedTotal: '0.00',
  totalOrders: 0,
  averageOrderValue: null,
  pendingOrders: 0,
  totalBookings: 0,
  upcomingBookings: 0,
  tourConversion: null,
  averageRating: null,
  reviewCount: 0,
  customerSatisfaction: null,
  repeatCustomers: null,
  popularProducts: [],
  revenueByDay: [{ date: '2026-11-25', revenue: '0.00', orders: 0 }],
}

let periods: string[]

beforeEach(() => {
  periods = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/admin/analytics') {
        const period = url.searchParams.get('period') ?? ''
        periods.push(period)
        return jsonResponse(period === '7' ? week : emptyMonth)
      }
      if (url.pathname === '/api/admin/orders/summary') {
        return jsonResponse({
          totalOrders: 0,
          toShip: 0,
          paidRevenue: '0.00',
          byStatus: {},
          unfinished: 0,
        })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const figure = (testId: string) => screen.getByTestId(testId)

describe('Staff dashboard: analytics', () => {
  it('opens on the last 30 days and says so when there is nothing to compute from', async () => {
    renderApp('/staff-dashboard?tab=analytics')
    await waitFor(() => expect(figure('analytics-total-revenue')).toHaveTextContent('$0.00'), slow)
    expect(periods).toEqual(['30'])
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days')
    expect(screen.getByText('No revenue in the previous 30 days')).toBeInTheDocument()
    expect(figure('analytics-average-order-value')).toHaveTextContent('No orders yet')
    expect(figure('analytics-average-rating')).toHaveTextContent('No reviews yet')
    expect(figure('analytics-customer-satisfaction')).toHaveTextContent('No reviews yet')
    expect(figure('analytics-tour-conversion')).toHaveTextContent('No requests yet')
    expect(screen.getByText('No products sold in this period.')).toBeInTheDocument()
    expect(screen.queryByText(/4\.8/)).not.toBeInTheDocument()
  })

  it('switches period and shows the figures in en-US dollars, with the charts as text', async () => {
    const user = userEvent.setup()
    renderApp('/staff-dashboard?tab=analytics')
    await user.click(await screen.findByRole('combobox', { name: 'Period' }, slow))
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }))
    await waitFor(
      () => expect(figure('analytics-total-revenue')).toHaveTextContent('$1,110.00'),
      slow,
    )
    expect(periods).toContain('7')
    expect(screen.getByText('+2,675% vs the previous 7 days ($40.00)')).toBeInTheDocument()
    expect(figure('analytics-refunded')).toHaveTextContent('$50.00')
    expect(figure('analytics-subscription-revenue')).toHaveTextContent('$90.00')
    expect(figure('analytics-total-orders')).toHaveTextContent('4')
    expect(figure('analytics-average-order-value')).toHaveTextContent('$277.50')
    expect(figure('analytics-pending-orders')).toHaveTextContent('2')
    expect(figure('analytics-repeat-customers')).toHaveTextContent('25%')
    expect(figure('analytics-total-bookings')).toHaveTextContent('7')
    expect(figure('analytics-upcoming-bookings')).toHaveTextContent('3')
    expect(figure('analytics-tour-conversion')).toHaveTextContent('50%')
    expect(figure('analytics-average-rating')).toHaveTextContent('3.7 / 5')
    expect(screen.getByText('from 3 reviews')).toBeInTheDocument()
    expect(figure('analytics-customer-satisfaction')).toHaveTextContent('66.7%')

    const revenue = figure('revenue-chart')
    expect(
      within(revenue).getByText(
        'Revenue from Nov 24 to Nov 25: $1,110.00 in all; the best day was Nov 25 with $1,050.00.',
      ),
    ).toBeInTheDocument()
    const days = within(revenue).getByRole('table', { name: 'Revenue and orders by farm day' })
    expect(within(days).getByRole('row', { name: 'Nov 25 $1,050.00 3' })).toBeInTheDocument()

    const products = within(figure('popular-products')).getAllByRole('row')
    expect(products.map((row) => row.textContent)).toEqual([
      'ProductUnits soldRevenue',
      'Wildflower Honey6$60.00',
      'Haden Mangos4$40.00',
    ])
  })
})
