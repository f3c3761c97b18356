import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { demoCart, demoShippingCents, demoSubtotalCents } from './demo-checkout-data'

configure({ asyncUtilTimeout: 4000 })

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const shippingOptions = [
  {
    id: 'farm_pickup',
    name: 'Farm Pickup',
    description: null,
    cost: '0.00',
    estimatedDays: 'Same day',
    available: true,
    note: null,
    minOrderAmount: '0.00',
    maxOrderAmount: null,
    freeOverSubtotal: null,
    localOnly: false,
    carriesFreshFruit: true,
  },
  {
    id: 'local_delivery',
    name: 'Local Delivery',
    description: null,
    cost: '10.00',
    estimatedDays: '1-2 days',
    available: true,
    note: null,
    minOrderAmount: '0.00',
    maxOrderAmount: null,
    freeOverSubtotal: '25.00',
    localOnly: true,
    carriesFreshFruit: true,
  },
  {
    id: 'standard_shipping',
    name: 'Standard Shipping',
    description: null,
    cost: '15.00',
    estimatedDays: '2-3 days',
    available: true,
    note: null,
    minOrderAmount: '0.00',
    maxOrderAmount: null,
    freeOverSubtotal: null,
    localOnly: false,
    carriesFreshFruit: false,
  },
]

let requests: { method: string; path: string }[]

beforeEach(() => {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      requests.push({ method: init?.method ?? 'GET', path })
      if (path === '/api/shipping-options') return json(200, shippingOptions)
      if (path === '/api/cart') return json(200, [])
      return json(404, { message: 'Not found', code: 'NOT_FOUND' })
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Checkout demo page', { timeout: 30_000 }, () => {
  it('is pre-filled with a sample order and shows the demo notice and the test card hint', async () => {
    renderApp('/checkout-demo')
    expect(
      await screen.findByRole('button', { name: 'Demo Order - $38.00' }, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Demo Mode' })).toBeInTheDocument()
    expect(
      screen.getByText('Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jamie Rivera')
    expect(screen.getByLabelText('State', { exact: true })).toHaveValue('FL')
    expect(screen.getByRole('radio', { name: /^Standard Shipping/ })).toBeChecked()
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2)
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$23.00')
  })

  it('only shows the demo toasts, two seconds apart, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null })
    renderApp('/checkout-demo')
    await screen.findByRole('button', { name: 'Demo Order - $38.00' }, { timeout: 8000 })
    await user.click(screen.getByRole('radio', { name: /^Farm Pickup/ }))
    const submit = await screen.findByRole('button', { name: 'Demo Order - $23.00' })
    const clickedAt = Date.now()
    await user.click(submit)

    expect(
      await screen.findByText('Demo Mode', { selector: '[data-slot="toast-title"]' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('This is a demonstration. No actual payment will be processed.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled()
    expect(screen.queryByText('Demo Order Placed!')).toBeNull()
    expect(
      await screen.findByText(
        'Demo Order Placed!',
        { selector: '[data-slot="toast-title"]' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000)
    expect(screen.getByRole('button', { name: 'Demo Order - $23.00' })).toBeEnabled()
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([])
    expect(
      requests.some((request) => /^\/api\/(orders|payments|checkout)/.test(request.path)),
    ).toBe(false)
  })
})

describe('demo cart', () => {
  it('adds up its sample lines and shows local delivery free over $25', () => {
    expect(demoCart.map((line) => line.name)).toEqual(['Haden Mangos', 'Wildflower Honey'])
    expect(demoSubtotalCents).toBe(2300)
    expect(demoShippingCents(shippingOptions[1], 2300)).toBe(1000)
    expect(demoShippingCents(shippingOptions[1], 2600)).toBe(0)
    expect(demoShippingCents(undefined, 2300)).toBeNull()
  })
})
