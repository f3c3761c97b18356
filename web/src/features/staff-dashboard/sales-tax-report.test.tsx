import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { SalesTaxReport } from '#contracts/sales-tax'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 30_000 })

const report: SalesTaxReport = {
  month: '2026-11',
  grossSales: '1234.00',
  exemptSales: '1074.00',
  exemptByReason: [
    { reason: 'Food: fresh fruit, honey', amount: '900.00' },
    { reason: 'Shipped out of FL', amount: '174.00' },
  ],
  taxableAmount: '160.00',
  taxCollected: '11.20',
  stateTax: '9.60',
  surtax: '1.60',
  byCounty: [
    {
      county: 'Hillsborough',
      surtaxRate: '1.50',
      taxableAmount: '80.00',
      stateTax: '4.80',
      surtax: '1.20',
    },
    {
      county: 'Martin',
      surtaxRate: '0.50',
      taxableAmount: '80.00',
      stateTax: '4.80',
      surtax: '0.40',
    },
  ],
  otherStates: [],
  orderCount: 12,
  refundCount: 1,
}
let asked: string[]

beforeEach(() => {
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/session')
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'staff@groveside.test', name: 'Test staff', role: 'staff' },
        })
      if (url.pathname === '/api/farm-settings') return jsonResponse(farmSettingsAnswer({}))
      if (url.pathname === '/api/admin/sales-tax/report') {
        asked.push(url.searchParams.get('month') ?? '')
        return jsonResponse(report)
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/admin/blog/comments/pending-count')
        return jsonResponse({ pending: 0 })
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => vi.unstubAllGlobals())

describe('the sales tax report on /admin/reports', () => {
  it('shows the month in the lines of the return and the surtax by county', async () => {
    renderApp('/admin/reports')
    expect(await screen.findByTestId('tax-gross-sales', {}, slow)).toHaveTextContent('$1,234.00')
    expect(screen.getByTestId('tax-exempt-sales')).toHaveTextContent('$1,074.00')
    expect(screen.getByTestId('tax-taxable-amount')).toHaveTextContent('$160.00')
    expect(screen.getByTestId('tax-collected')).toHaveTextContent('$11.20')
    expect(screen.getByText('State $9.60 + surtax $1.60')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Surtax by county' })
    const hillsborough = within(table).getByRole('row', { name: /Hillsborough/ })
    expect(hillsborough).toHaveTextContent('1.5%')
    expect(hillsborough).toHaveTextContent('$1.20')
    expect(screen.getByText('Shipped out of FL')).toBeInTheDocument()
    expect(asked[0]).toMatch(/^\d{4}-\d{2}$/)
  })
})

describe('the exports on /admin/reports', () => {
  it('links each CSV for the chosen farm dates, and none while the range is backwards', async () => {
    renderApp('/admin/reports')
    const exports = await screen.findByRole('region', { name: 'Exports' }, slow)
    const orders = within(exports).getByRole('link', { name: 'Orders (CSV)' })
    expect(orders.getAttribute('href')).toMatch(
      /^\/api\/admin\/exports\/orders\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    )
    expect(
      within(exports).getByRole('link', { name: 'Sales for QuickBooks Online (CSV)' }),
    ).toBeInTheDocument()
    expect(within(exports).getByRole('link', { name: 'Sales for Xero (CSV)' })).toBeInTheDocument()
    fireEvent.change(within(exports).getByLabelText('From'), { target: { value: '2026-11-20' } })
    fireEvent.change(within(exports).getByLabelText('To'), { target: { value: '2026-11-02' } })
    expect(within(exports).getByText('To must be on or after From')).toBeInTheDocument()
    expect(within(exports).queryAllByRole('link')).toHaveLength(0)
  })
})
