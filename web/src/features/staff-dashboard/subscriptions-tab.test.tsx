import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffSubscription, SubscriptionBoxes } from '#contracts/subscriptions'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first test loads the staff screens' code: slow on a busy machine.
const slow = { timeout: 20_000 }
vi.setConfig({ testTimeout: 40_000 })

const address = {
  street: '41 Palm Hammock Lane',
  city: 'Jensen Beach',
  state: 'FL',
  zipCode: '34957',
}
const mango: StaffSubscription = {
  id: 3,
  planId: 1,
  planName: "Mango Lover's Box",
  frequency: 'weekly',
  status: 'active',
  startDate: '2030-06-06',
  nextDelivery: '2030-06-13',
  pausedUntil: null,
  price: '45.00',
  fulfilment: 'delivery',
  deliveryAddress: address,
  pickupWindow: null,
  cardLast4: null,
  createdAt: '2030-06-01T14:00:00.000Z',
  customerName: 'Rosa Alvarez',
  customerEmail: 'rosa@example.com',
  provider: 'test',
}
const honey: StaffSubscription = {
  ...mango,
  id: 4,
  planId: 2,
  planName: 'Honey of the Month',
  frequency: 'monthly',
  status: 'paused',
  nextDelivery: '2030-07-06',
  pausedUntil: '2030-07-01',
  price: '28.00',
  fulfilment: 'pickup',
  deliveryAddress: null,
  customerName: 'Pat Pickup',
  customerEmail: 'pat@example.com',
}
const boxes: SubscriptionBoxes = {
  from: '2030-06-10',
  to: '2030-06-16',
  days: [
    {
      date: '2030-06-13',
      boxes: [
        {
          subscriptionId: 3,
          customerName: 'Rosa Alvarez',
          customerEmail: 'rosa@example.com',
          planName: "Mango Lover's Box",
          fulfilment: 'delivery',
          deliveryAddress: address,
          paid: false,
        },
      ],
    },
  ],
}

let searches: string[]
let subscriptions: StaffSubscription[]
let failList: boolean
beforeEach(() => {
  searches = []
  subscriptions = [mango, honey]
  failList = false
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
      if (url.pathname === '/api/admin/subscriptions') {
        searches.push(url.search)
        if (failList) return jsonResponse({ message: 'Database is resting', code: 'X' }, 503)
        const status = url.searchParams.get('status')
        const q = url.searchParams.get('q')?.toLowerCase()
        const matching = subscriptions.filter(
          (each) =>
            (!status || each.status === status) &&
            (!q || `${each.customerName} ${each.customerEmail}`.toLowerCase().includes(q)),
        )
        const page = Number(url.searchParams.get('page') ?? 1)
        const pageSize = Number(url.searchParams.get('pageSize') ?? 25)
        return jsonResponse({
          items: matching.slice((page - 1) * pageSize, page * pageSize),
          total: matching.length,
          page,
          pageSize,
        })
      }
      if (url.pathname === '/api/admin/subscriptions/boxes') return jsonResponse(boxes)
      // The CSA season's sections under this week's boxes (csa-season.test.tsx tests them).
      if (url.pathname === '/api/admin/packing-list') {
        return jsonResponse({ date: '2030-06-13', boxes: 0, addOns: [], groups: [], skipped: 0 })
      }
      if (url.pathname === '/api/admin/farm-breaks') return jsonResponse([])
      if (url.pathname.startsWith('/api/admin/box-contents/')) {
        const weekOf = url.pathname.split('/').pop()
        return jsonResponse({ weekOf, contents: '', publishedAt: null, membersEmailed: 0 })
      }
      if (url.pathname === '/api/admin/box-add-ons') return jsonResponse([])
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

describe('Staff dashboard: subscriptions', () => {
  it("lists subscriptions, filters them by status, and shows this week's boxes", async () => {
    const user = userEvent.setup()
    renderApp('/staff-dashboard?tab=subscriptions')
    await waitFor(() => expect(screen.getAllByTestId('staff-subscription')).toHaveLength(2), slow)

    const [first, second] = screen.getAllByTestId('staff-subscription')
    expect(within(first!).getByRole('heading', { name: "Mango Lover's Box" })).toBeInTheDocument()
    expect(within(first!).getByText('Rosa Alvarez')).toBeInTheDocument()
    expect(within(first!).getByText(/per week/)).toBeInTheDocument()
    expect(within(first!).getByTestId('subscription-next-delivery')).toHaveTextContent(
      'Thursday, June 13, 2030',
    )
    expect(within(first!).getByTestId('subscription-price')).toHaveTextContent('$45.00')
    expect(within(first!).getByText('Active')).toBeInTheDocument()
    expect(within(second!).getByText('Paused until Monday, July 1, 2030')).toBeInTheDocument()

    await user.click(
      within(screen.getByRole('group', { name: 'Filter subscriptions by status' })).getByRole(
        'button',
        { name: 'Paused' },
      ),
    )
    await waitFor(() => expect(screen.getAllByTestId('staff-subscription')).toHaveLength(1))
    expect(searches).toContain('?status=paused')

    const day = screen.getByTestId('box-day')
    expect(
      within(day).getByRole('heading', { name: /Thursday, June 13, 2030/ }),
    ).toBeInTheDocument()
    const box = within(day).getByTestId('box')
    expect(box).toHaveTextContent('Rosa Alvarez')
    expect(box).toHaveTextContent('41 Palm Hammock Lane, Jensen Beach, FL 34957')
    expect(box).toHaveTextContent('not paid yet')
    expect(within(day).getByRole('heading', { name: 'Pickup at the farm (0)' })).toBeInTheDocument()
  })

  it('keeps the search, status and page in the address, and asks the server for that page', async () => {
    subscriptions = Array.from({ length: 30 }, (_, index) => ({
      ...mango,
      id: 100 + index,
      customerName: `Member ${index + 1}`,
      customerEmail: `member${index + 1}@example.com`,
    }))
    const user = userEvent.setup()
    const { router } = renderApp('/admin/subscriptions?status=active&page=2')
    const address = () => router.state.location.search
    await waitFor(() => expect(screen.getAllByTestId('staff-subscription')).toHaveLength(5), slow)
    expect(searches).toContain('?status=active&page=2')
    expect(screen.getByText('26–30 of 30 subscriptions')).toBeInTheDocument()
    expect(
      within(screen.getByRole('group', { name: 'Filter subscriptions by status' })).getByRole(
        'button',
        { name: 'Active' },
      ),
    ).toHaveAttribute('aria-pressed', 'true')

    await user.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'member 3')
    await waitFor(() => expect(address()).toBe('?q=member+3&status=active'), slow)
    await waitFor(() => expect(screen.getAllByTestId('staff-subscription')).toHaveLength(2))

    await user.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), '9')
    expect(
      await screen.findByRole('heading', { name: 'No subscriptions match these filters' }, slow),
    ).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(address()).toBe(''))
    await waitFor(() => expect(screen.getAllByTestId('staff-subscription')).toHaveLength(25))
  })

  it('says when there are none', async () => {
    subscriptions = []
    renderApp('/admin/subscriptions')
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No subscriptions found for selected status' },
        slow,
      ),
    ).toBeInTheDocument()
  })

  it('offers Try again when the list fails', async () => {
    failList = true
    renderApp('/admin/subscriptions')
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t load the subscriptions' }, slow),
    ).toBeInTheDocument()
    failList = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByTestId('staff-subscription')).toHaveLength(2), slow)
  })
})
