import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BoxAddOn, BoxContents, FarmBreak, PackingList } from '#contracts/csa-season'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first test loads the staff screens' code: slow on a busy machine.
const slow = { timeout: 20_000 }
vi.setConfig({ testTimeout: 40_000 })

const packingList: PackingList = {
  date: '2030-06-13',
  boxes: 3,
  addOns: [{ name: 'Honey jar', quantity: 2 }],
  groups: [
    {
      label: 'Farm stand, Thursdays 3:00 PM to 6:00 PM',
      boxes: 2,
      plans: [{ name: "Mango Lover's Box", boxes: 2 }],
      addOns: [{ name: 'Honey jar', quantity: 2 }],
      members: [
        {
          subscriptionId: 3,
          customerName: 'Rosa Alvarez',
          planName: "Mango Lover's Box",
          addOns: '2 × Honey jar',
          address: null,
        },
        {
          subscriptionId: 5,
          customerName: 'Pat Pickup',
          planName: "Mango Lover's Box",
          addOns: '',
          address: null,
        },
      ],
    },
    {
      label: 'Local delivery',
      boxes: 1,
      plans: [{ name: 'Honey of the Month', boxes: 1 }],
      addOns: [],
      members: [
        {
          subscriptionId: 6,
          customerName: 'Dee Livery',
          planName: 'Honey of the Month',
          addOns: '',
          address: '41 Palm Hammock Lane, Jensen Beach, FL 34957',
        },
      ],
    },
  ],
  skipped: 4,
}
const summerBreak: FarmBreak = {
  id: 1,
  startsOn: '2030-07-01',
  endsOn: '2030-07-14',
  reason: 'Summer rest',
  boxesMoved: 12,
}
const honey: BoxAddOn = {
  id: 7,
  name: 'Honey jar',
  description: 'Wildflower, 16 oz',
  price: '12.00',
  active: true,
}

let calls: { method: string; path: string; body: unknown }[]
let breaks: FarmBreak[]
let addOns: BoxAddOn[]
let contents: BoxContents | null
beforeEach(() => {
  calls = []
  breaks = [summerBreak]
  addOns = [honey]
  contents = null
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/admin/subscriptions') {
        return jsonResponse({ items: [], total: 0, page: 1, pageSize: 25 })
      }
      if (url.pathname === '/api/admin/subscriptions/boxes') {
        return jsonResponse({ from: '2030-06-10', to: '2030-06-16', days: [] })
      }
      if (url.pathname === '/api/admin/packing-list') return jsonResponse(packingList)
      if (url.pathname === '/api/admin/farm-breaks') {
        if (method === 'POST') {
          const input = body as Omit<FarmBreak, 'id' | 'boxesMoved'>
          if (input.reason === 'Taken') {
            return jsonResponse(
              {
                message: 'This break overlaps another',
                code: 'VALIDATION',
                fields: { startsOn: 'Overlaps the summer rest' },
              },
              400,
            )
          }
          const added = { ...input, id: 2, boxesMoved: 3 }
          breaks = [...breaks, added]
          return jsonResponse(added, 201)
        }
        return jsonResponse(breaks)
      }
      const week = /^\/api\/admin\/box-contents\/([\d-]+)(\/publish)?$/.exec(url.pathname)
      if (week) {
        const weekOf = week[1]!
        if (method === 'PUT') {
          contents = {
            weekOf,
            contents: (body as { contents: string }).contents,
            publishedAt: null,
            membersEmailed: 0,
          }
        } else if (method === 'POST') {
          contents = { ...contents!, publishedAt: '2030-06-10T14:00:00.000Z', membersEmailed: 9 }
        }
        return jsonResponse(
          contents ?? { weekOf, contents: '', publishedAt: null, membersEmailed: 0 },
        )
      }
      if (url.pathname === '/api/admin/box-add-ons') {
        if (method === 'POST') {
          const added = { ...(body as BoxAddOn), id: 8 }
          addOns = [...addOns, added]
          return jsonResponse(added, 201)
        }
        return jsonResponse(addOns)
      }
      if (url.pathname === '/api/admin/box-add-ons/7' && method === 'PATCH') {
        addOns = [{ ...honey, ...(body as object) }]
        return jsonResponse(addOns[0])
      }
      if (url.pathname === '/api/admin/orders/search') {
        return jsonResponse({ orders: [], total: 0, page: 1, pageSize: 25 })
      }
      if (url.pathname === '/api/admin/orders/summary') {
        return jsonResponse({ totalOrders: 0, toShip: 0, paidRevenue: '0.00', byStatus: {} })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})
afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const section = (name: string) => screen.getByRole('region', { name })

describe('Staff dashboard: the CSA season', () => {
  it('shows the packing list per group, with totals and what is not packed', async () => {
    renderApp('/staff-dashboard?tab=subscriptions')
    await waitFor(() => expect(screen.getAllByTestId('packing-group')).toHaveLength(2), slow)
    const packing = section('Packing list')
    expect(within(packing).getByTestId('packing-totals')).toHaveTextContent(
      'Thursday, June 13, 2030: 3 boxes, 2 add-ons',
    )
    expect(packing).toHaveTextContent('4 not packed (skipped, paused or farm break)')
    const [stand, delivery] = screen.getAllByTestId('packing-group')
    expect(
      within(stand!).getByRole('heading', { name: /Farm stand, Thursdays.*2 boxes/ }),
    ).toBeInTheDocument()
    expect(stand).toHaveTextContent("2 × Mango Lover's Box")
    expect(stand).toHaveTextContent('Add-ons: 2 × Honey jar')
    const rows = within(stand!).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('Rosa Alvarez')
    expect(rows[1]).toHaveTextContent('2 × Honey jar')
    expect(delivery).toHaveTextContent('41 Palm Hammock Lane, Jensen Beach, FL 34957')
    expect(calls.some((call) => call.path === '/api/admin/packing-list')).toBe(true)
  })

  it('lists farm breaks and adds one, showing server field errors under the fields', async () => {
    const user = userEvent.setup()
    renderApp('/staff-dashboard?tab=subscriptions')
    await waitFor(() => expect(screen.getAllByTestId('farm-break')).toHaveLength(1), slow)
    const breaksSection = section('Farm breaks')
    expect(screen.getByTestId('farm-break')).toHaveTextContent(
      'Monday, July 1, 2030 to Sunday, July 14, 2030',
    )
    expect(screen.getByTestId('farm-break')).toHaveTextContent('Summer rest · 12 boxes not packed')

    const form = within(breaksSection).getByRole('form', { name: 'Add a farm break' })
    await user.click(within(form).getByRole('button', { name: 'Add break' }))
    expect(await within(form).findAllByText(/First day/)).not.toHaveLength(0)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(within(form).getByLabelText('First day'), '2030-08-03')
    await user.type(within(form).getByLabelText('Last day'), '2030-08-04')
    await user.type(within(form).getByLabelText('Reason'), 'Taken')
    await user.click(within(form).getByRole('button', { name: 'Add break' }))
    expect(await within(form).findByText('Overlaps the summer rest')).toBeInTheDocument()

    await user.clear(within(form).getByLabelText('Reason'))
    await user.type(within(form).getByLabelText('Reason'), 'Hurricane prep')
    await user.click(within(form).getByRole('button', { name: 'Add break' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/farm-breaks',
        body: { startsOn: '2030-08-03', endsOn: '2030-08-04', reason: 'Hurricane prep' },
      }),
    )
    expect(await screen.findByText('Farm break added')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('farm-break')).toHaveLength(2))
  })

  it('saves and e-mails the week’s box contents', async () => {
    const user = userEvent.setup()
    renderApp('/staff-dashboard?tab=subscriptions')
    const contentsBox = await screen.findByLabelText('Contents', {}, slow)
    await user.type(contentsBox, 'Mangos{Enter}Avocados')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { contents: 'Mangos\nAvocados' } }),
      ),
    )
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.path).toMatch(/^\/api\/admin\/box-contents\/\d{4}-\d{2}-\d{2}$/)
    // The week is named by its Monday.
    expect(new Date(`${put.path.split('/').pop()}T12:00:00Z`).getUTCDay()).toBe(1)

    await user.click(screen.getByRole('button', { name: 'E-mail members' }))
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'E-mail members' }))
    expect(await screen.findByTestId('box-contents-published')).toHaveTextContent(
      'E-mailed to 9 members on Monday, June 10, 2030',
    )
  })

  it('adds a box add-on and switches one off', async () => {
    const user = userEvent.setup()
    renderApp('/staff-dashboard?tab=subscriptions')
    await waitFor(() => expect(screen.getAllByTestId('box-add-on')).toHaveLength(1), slow)
    await user.click(screen.getByRole('switch', { name: 'Honey jar active' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/admin/box-add-ons/7',
        body: { active: false },
      }),
    )
    const form = screen.getByRole('form', { name: 'Add an add-on' })
    await user.type(within(form).getByLabelText('Name'), 'Eggs')
    await user.type(within(form).getByLabelText('Price'), '6.50')
    await user.click(within(form).getByRole('button', { name: 'Add add-on' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/box-add-ons',
        body: { name: 'Eggs', description: '', price: '6.50', active: true },
      }),
    )
    await waitFor(() => expect(screen.getAllByTestId('box-add-on')).toHaveLength(2))
  })
})
