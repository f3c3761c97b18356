import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { HarvestAlert } from '#contracts/harvest-alerts'
import { dismissToast } from '#web/components/ui/use-toast'
import { productFixture } from '#web/test/products'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const products = [
  productFixture({ id: 1, name: 'Haden Mangos', category: 'fresh' }),
  productFixture({ id: 2, name: 'Wildflower Honey', category: 'honey' }),
  productFixture({ id: 3, name: 'Grafted Mango Tree', category: 'plants' }),
]
const haden: HarvestAlert = {
  id: 7,
  title: 'Haden mangos are ripe!',
  productName: 'Haden Mangos',
  alertType: 'harvest_ready',
  message: 'The first picking is in.',
  alertDate: '2026-06-01T12:00:00.000Z',
  expiryDate: '2026-06-15T03:00:00.000Z',
}

let alerts: HarvestAlert[]
let posts: unknown[]
let refuse: boolean

beforeEach(() => {
  alerts = [haden]
  posts = []
  refuse = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/harvest-alerts/subscribe' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)))
        if (refuse) {
          return jsonResponse(
            {
              message: 'Please choose from the fresh and honey products',
              code: 'VALIDATION_FAILED',
              fields: { productIds: 'Please choose from the fresh and honey products' },
            },
            400,
          )
        }
        return jsonResponse({ status: 'pending', message: 'Please check your e-mail.' })
      }
      if (url.pathname === '/api/harvest-alerts') return jsonResponse(alerts)
      if (url.pathname === '/api/products') return jsonResponse(products)
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 401)
    }),
  )
})
afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Harvest Alerts page', () => {
  it('shows the current alerts with their type and the farm dates, and the alert types', async () => {
    renderApp('/harvest-alerts')
    const list = await screen.findByTestId('current-harvest-alerts', {}, slow)
    expect(within(list).getByRole('heading', { name: 'Haden mangos are ripe!' })).toBeVisible()
    expect(within(list).getByText('Harvest Ready')).toBeVisible()
    // 03:00 UTC on the 15th is still the 14th on the farm.
    expect(within(list).getByText('Sun, Jun 14')).toBeVisible()
    const types = screen.getByRole('region', { name: 'Alert Types' })
    expect(within(types).getAllByRole('listitem')).toHaveLength(4)
  })

  it("shows 'No Active Alerts' when there are none", async () => {
    alerts = []
    renderApp('/harvest-alerts')
    expect(await screen.findByRole('heading', { name: 'No Active Alerts' }, slow)).toBeVisible()
  })

  it('asks for a product first, then subscribes and says to check the e-mail', async () => {
    const user = userEvent.setup()
    renderApp('/harvest-alerts')
    const form = await screen.findByRole('form', { name: 'Subscribe to Alerts' }, slow)
    const productGroup = within(form).getByRole('group', { name: 'Products' })
    // Only the fresh and honey products.
    await within(productGroup).findByRole('checkbox', { name: 'Wildflower Honey' }, slow)
    expect(within(productGroup).queryByRole('checkbox', { name: 'Grafted Mango Tree' })).toBeNull()

    await user.type(within(form).getByLabelText('Email address'), 'rosa@example.com')
    await user.click(within(form).getByRole('button', { name: 'Subscribe to Alerts' }))
    expect(await within(form).findByText('Please select at least one product')).toBeVisible()
    expect(posts).toHaveLength(0)

    await user.click(within(productGroup).getByRole('checkbox', { name: 'Haden Mangos' }))
    const types = within(form).getByRole('group', { name: 'Alert types' })
    await user.click(within(types).getByRole('checkbox', { name: 'New Variety' }))
    await user.click(within(form).getByRole('button', { name: 'Subscribe to Alerts' }))
    expect((await screen.findAllByText('Subscribed to Harvest Alerts!', {}, slow))[0]).toBeVisible()
    expect(posts).toEqual([
      {
        email: 'rosa@example.com',
        productIds: [1],
        alertTypes: ['harvest_ready', 'pick_your_own', 'last_call'],
        website: '',
        active: true,
      },
    ])
    expect(within(form).getByRole('status')).toHaveTextContent('rosa@example.com')
  })

  it("shows 'Subscription Failed' and the server's message under its field", async () => {
    const user = userEvent.setup()
    refuse = true
    renderApp('/harvest-alerts')
    const form = await screen.findByRole('form', { name: 'Subscribe to Alerts' }, slow)
    const productGroup = within(form).getByRole('group', { name: 'Products' })
    await user.click(
      await within(productGroup).findByRole('checkbox', { name: 'Haden Mangos' }, slow),
    )
    await user.type(within(form).getByLabelText('Email address'), 'rosa@example.com')
    await user.click(within(form).getByRole('button', { name: 'Subscribe to Alerts' }))
    expect((await screen.findAllByText('Subscription Failed', {}, slow))[0]).toBeVisible()
    expect(within(form).getByText('Please choose from the fresh and honey products')).toBeVisible()
  })
})
