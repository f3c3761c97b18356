import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { harvestAlertStatus, type HarvestAlertAdmin } from '#contracts/harvest-alerts'
import { dismissToast } from '#web/components/ui/use-toast'
import { productFixture } from '#web/test/products'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { staffPageResponse } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const adminPath = '/api/admin/harvest-alerts'
const products = [
  productFixture({ id: 1, name: 'Haden Mangos', category: 'fresh' }),
  productFixture({ id: 2, name: 'Wildflower Honey', category: 'honey' }),
  productFixture({ id: 3, name: 'Grafted Mango Tree', category: 'plants' }),
]
const haden: HarvestAlertAdmin = {
  id: 1,
  productId: 1,
  productName: 'Haden Mangos',
  alertType: 'harvest_ready',
  title: 'Haden mangos are ripe!',
  message: 'The first picking is in.',
  alertDate: '2026-06-01T12:00:00.000Z',
  expiryDate: null,
  active: true,
  notifiedAt: '2026-06-01T12:00:00.000Z',
  createdAt: '2026-06-01T12:00:00.000Z',
}

let alerts: HarvestAlertAdmin[]

/** The page's figures, as the server counts them over every alert. */
function alertStats(all: readonly HarvestAlertAdmin[]) {
  const count = (...states: string[]) =>
    all.filter((alert) => states.includes(harvestAlertStatus(alert))).length
  return { live: count('live'), scheduled: count('scheduled'), off: count('hidden', 'expired') }
}
let calls: { method: string; path: string; body?: unknown }[]
let failWrites: boolean

beforeEach(() => {
  calls = []
  failWrites = false
  alerts = [haden]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname.startsWith(adminPath) && method !== 'GET' && failWrites) {
        return jsonResponse({ message: 'Database is resting', code: 'UNAVAILABLE' }, 409)
      }
      if (url.pathname === adminPath && method === 'POST') {
        const created = { ...haden, ...body, id: 9, productName: 'Wildflower Honey' }
        alerts = [created, ...alerts]
        return jsonResponse(created, 201)
      }
      const match = new RegExp(`^${adminPath}/(\\d+)$`).exec(url.pathname)
      if (match && (method === 'PUT' || method === 'PATCH')) {
        const updated = { ...alerts.find((each) => each.id === Number(match[1]))!, ...body }
        alerts = alerts.map((each) => (each.id === updated.id ? updated : each))
        return jsonResponse(updated)
      }
      if (match && method === 'DELETE') {
        alerts = alerts.filter((each) => each.id !== Number(match[1]))
        return new Response(null, { status: 204 })
      }
      if (url.pathname === `${adminPath}/page`) return staffPageResponse(url, alerts, alertStats)
      if (url.pathname === adminPath) return jsonResponse(alerts)
      if (url.pathname === '/api/products') return jsonResponse(products)
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

function card(title: string) {
  const found = screen
    .getAllByTestId('harvest-alert-admin-card')
    .find((each) => within(each).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No card for ${title}`)
  return found
}

async function openScreen() {
  const app = renderApp('/harvest-alerts-admin')
  app.queryClient.setQueryData(['/api/harvest-alerts'], [])
  await screen.findByRole('heading', { level: 1, name: 'Harvest Alerts Admin' }, slow)
  await waitFor(() => card('Haden mangos are ripe!'), slow)
  return app
}

describe('Harvest Alerts Admin', () => {
  it('creates an alert with farm-time dates sent as ISO instants', async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    expect(within(card('Haden mangos are ripe!')).getByText('Live')).toBeVisible()
    expect(
      within(card('Haden mangos are ripe!')).getByText('E-mailed Mon, Jun 1, 2026 at 8:00 AM'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'New Alert' }))
    const dialog = screen.getByRole('dialog', { name: 'New Harvest Alert' })
    expect(within(dialog).getByRole('combobox', { name: 'Alert type' })).toHaveTextContent(
      'Harvest Ready',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }))
    expect(await within(dialog).findByText('Please choose a product')).toBeVisible()
    expect(within(dialog).getByText('Title is required')).toBeVisible()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.click(within(dialog).getByRole('combobox', { name: 'Product' }))
    expect(screen.queryByRole('option', { name: 'Grafted Mango Tree' })).toBeNull()
    await user.click(await screen.findByRole('option', { name: 'Wildflower Honey' }))
    await user.type(within(dialog).getByLabelText('Title'), 'Spring honey is jarred')
    await user.type(within(dialog).getByLabelText('Message'), 'Come and taste it.')
    // June on the farm is EDT (UTC-4).
    fireEvent.change(within(dialog).getByLabelText('Alert date'), {
      target: { value: '2026-06-10T08:00' },
    })
    fireEvent.change(within(dialog).getByLabelText('Expiry date (optional)'), {
      target: { value: '2026-06-09T08:00' },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }))
    expect(
      await within(dialog).findByText('Expiry date must be after the alert date'),
    ).toBeVisible()
    fireEvent.change(within(dialog).getByLabelText('Expiry date (optional)'), {
      target: { value: '2026-06-20T20:00' },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }))
    expect((await screen.findAllByText('Harvest Alert Created', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: adminPath,
      body: {
        productId: 2,
        alertType: 'harvest_ready',
        title: 'Spring honey is jarred',
        message: 'Come and taste it.',
        alertDate: '2026-06-10T12:00:00.000Z',
        expiryDate: '2026-06-21T00:00:00.000Z',
        active: true,
      },
    })
    await waitFor(() => card('Spring honey is jarred'))
    expect(queryClient.getQueryState(['/api/harvest-alerts'])?.isInvalidated).toBe(true)
  })

  it('edits with the values filled in, switches visibility sending only active, and deletes', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Edit Haden mangos are ripe!' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Harvest Alert' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Haden mangos are ripe!')
    expect(within(dialog).getByLabelText('Alert date')).toHaveValue('2026-06-01T08:00')
    expect(within(dialog).getByRole('combobox', { name: 'Product' })).toHaveTextContent(
      'Haden Mangos',
    )
    await user.clear(within(dialog).getByLabelText('Title'))
    await user.type(within(dialog).getByLabelText('Title'), 'Haden mangos: second picking')
    await user.click(within(dialog).getByRole('button', { name: 'Update Alert' }))
    expect((await screen.findAllByText('Harvest Alert Updated', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `${adminPath}/1`,
      body: { title: 'Haden mangos: second picking', alertDate: '2026-06-01T12:00:00.000Z' },
    })
    await waitFor(() => card('Haden mangos: second picking'))
    act(() => dismissToast())

    await user.click(
      within(card('Haden mangos: second picking')).getByRole('switch', {
        name: 'Visible to customers: Haden mangos: second picking',
      }),
    )
    expect((await screen.findAllByText('Alert Status Updated', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `${adminPath}/1`,
      body: { active: false },
    })
    await waitFor(() =>
      expect(within(card('Haden mangos: second picking')).getByText('Hidden')).toBeVisible(),
    )

    await user.click(screen.getByRole('button', { name: 'Delete Haden mangos: second picking' }))
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this harvest alert?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Harvest Alert Deleted', {}, slow))[0]).toBeVisible()
  })

  it("shows the spec's failure titles", async () => {
    const user = userEvent.setup()
    failWrites = true
    await openScreen()
    await user.click(
      within(card('Haden mangos are ripe!')).getByRole('switch', {
        name: 'Visible to customers: Haden mangos are ripe!',
      }),
    )
    expect((await screen.findAllByText('Failed to Update Status', {}, slow))[0]).toBeVisible()
    act(() => dismissToast())
    await user.click(screen.getByRole('button', { name: 'Delete Haden mangos are ripe!' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect((await screen.findAllByText('Failed to Delete Alert', {}, slow))[0]).toBeVisible()
    expect(screen.getAllByText('Database is resting')[0]).toBeVisible()
  })
})
