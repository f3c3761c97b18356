import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SalesTaxSettings } from '#contracts/sales-tax'
import { dismissToast } from '#web/components/ui/use-toast'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 30_000 })

let role: 'owner' | 'staff'
let saved: Record<string, unknown>[]
const rates: SalesTaxSettings = {
  homeState: 'FL',
  stateRate: '6.00',
  taxShipping: false,
  surtaxCapPerItem: '5000.00',
  counties: [
    { county: 'Hillsborough', rate: '1.50' },
    { county: 'Martin', rate: '0.50' },
  ],
  otherStates: [],
  farmCounty: 'Martin',
}

beforeEach(() => {
  role = 'owner'
  saved = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: `${role}@groveside.test`, name: `Test ${role}`, role },
        })
      }
      if (url.pathname === '/api/farm-settings') return jsonResponse(farmSettingsAnswer({}))
      if (url.pathname === '/api/admin/sales-tax' && method === 'GET') return jsonResponse(rates)
      if (url.pathname === '/api/admin/sales-tax' && method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>
        saved.push(body)
        if ((body.otherStates as unknown[]).length > 0)
          return jsonResponse(
            {
              message: 'GA: the farm is not registered there',
              code: 'VALIDATION_FAILED',
              fields: { 'otherStates.0.state': 'GA: the farm is not registered there' },
            },
            400,
          )
        return jsonResponse({ ...rates, counties: body.counties })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/admin/blog/comments/pending-count')
        return jsonResponse({ pending: 0 })
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

async function openSalesTax() {
  renderApp('/admin/settings')
  return screen.findByRole('form', { name: 'Sales tax' }, slow)
}

describe('Sales tax on the Farm settings screen', () => {
  it('lets the owner change a county’s surtax and saves every rate', async () => {
    const user = userEvent.setup({ delay: null })
    await openSalesTax()
    expect(screen.getByLabelText('FL state rate (%)')).toHaveValue('6.00')
    expect(screen.getByText(/pickups and the farm stand: Martin County/)).toBeInTheDocument()
    await user.click(screen.getByText(/County surtaxes \(2 counties/))
    const martin = screen.getByLabelText('Martin')
    await user.clear(martin)
    await user.type(martin, '1')
    await user.click(screen.getByRole('button', { name: 'Save sales tax' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      stateRate: '6.00',
      counties: [
        { county: 'Hillsborough', rate: '1.50' },
        { county: 'Martin', rate: '1' },
      ],
    })
    expect(await screen.findByText('Sales tax saved')).toBeInTheDocument()
  })

  it('refuses a rate that is not one before asking the server, and shows the server’s word under its field', async () => {
    const user = userEvent.setup({ delay: null })
    await openSalesTax()
    const stateRate = screen.getByLabelText('FL state rate (%)')
    await user.clear(stateRate)
    await user.type(stateRate, 'six')
    await user.click(screen.getByRole('button', { name: 'Save sales tax' }))
    expect(
      await screen.findByText('State rate must be a percentage like 6 or 0.5'),
    ).toBeInTheDocument()
    expect(saved).toHaveLength(0)
    await user.clear(stateRate)
    await user.type(stateRate, '6')
    await user.click(screen.getByRole('button', { name: 'Add a state' }))
    await user.type(screen.getByLabelText('Rate (%)'), '6')
    await user.click(screen.getByRole('button', { name: 'Save sales tax' }))
    expect(await screen.findAllByText('GA: the farm is not registered there')).not.toHaveLength(0)
  })

  it('shows other staff the rates without a way to change them', async () => {
    role = 'staff'
    await openSalesTax()
    expect(screen.getByLabelText('FL state rate (%)')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save sales tax' })).not.toBeInTheDocument()
  })
})
