import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BookingStatus } from '#contracts/visits'
import type { StaffBooking } from '#contracts/visits-admin'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 20_000 })

let bookings: StaffBooking[]
let refuseConfirm: string | null
let calls: { method: string; path: string; search: string; body: unknown }[]

const tasting: StaffBooking = {
  key: 'event-12',
  id: 12,
  kind: 'event',
  type: 'Farm Event',
  title: 'Mango Tasting',
  customerName: 'Karen Liu',
  customerEmail: 'karen.liu@example.com',
  customerPhone: '(555) 218-0934',
  numberOfPeople: 4,
  price: '100.00',
  preferredDate: '2030-06-15',
  alternateDate: '2030-06-22',
  time: null,
  specialRequests: 'One wheelchair user in our group',
  status: 'pending',
  createdAt: '2030-05-01T14:00:00.000Z',
}

const berries: StaffBooking = {
  ...tasting,
  key: 'pick_your_own-12',
  id: 12,
  kind: 'pick_your_own',
  type: 'Pick Your Own',
  title: 'Blackberries',
  customerName: 'Tom Reyes',
  customerEmail: 'tom@example.com',
  customerPhone: null,
  numberOfPeople: 2,
  price: '24.00',
  preferredDate: '2030-06-08',
  alternateDate: null,
  time: '8:00 AM – 11:00 AM',
  specialRequests: null,
  status: 'confirmed',
  createdAt: '2030-05-02T14:00:00.000Z',
}

beforeEach(() => {
  refuseConfirm = null
  calls = []
  bookings = [structuredClone(berries), structuredClone(tasting)]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, search: url.search, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/admin/bookings' && method === 'GET') {
        const status = url.searchParams.get('status')
        const items = bookings.filter((booking) => !status || booking.status === status)
        return jsonResponse({ items, total: items.length, page: 1, pageSize: 25 })
      }
      const patch = /^\/api\/admin\/(bookings|pick-your-own-bookings)\/(\d+)$/.exec(url.pathname)
      if (patch && method === 'PATCH') {
        const kind = patch[1] === 'bookings' ? 'event' : 'pick_your_own'
        const booking = bookings.find(
          (candidate) => candidate.kind === kind && candidate.id === Number(patch[2]),
        )!
        const next = (body as { status: BookingStatus }).status
        if (next === 'confirmed' && refuseConfirm) {
          return jsonResponse({ message: refuseConfirm, code: 'CAPACITY' }, 409)
        }
        booking.status = next
        return jsonResponse(booking)
      }
      if (url.pathname === '/api/admin/orders/search') {
        return jsonResponse({ orders: [], total: 0, page: 1, pageSize: 25 })
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
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const row = (title: string) => {
  const found = screen
    .getAllByTestId('staff-booking')
    .find((element) => within(element).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No booking row for ${title}`)
  return found
}
const filterButton = (label: string) =>
  within(screen.getByRole('group', { name: 'Filter bookings by status' })).getByRole('button', {
    name: label,
  })

async function openBookings() {
  const user = userEvent.setup()
  renderApp('/staff-dashboard')
  await user.click(await screen.findByRole('tab', { name: 'Bookings' }, slow))
  await waitFor(() => expect(screen.getAllByTestId('staff-booking')).toHaveLength(2), slow)
  return user
}

describe('Staff dashboard: bookings', () => {
  it('lists both kinds with customer, people, price, dates, time, requests, type and status', async () => {
    await openBookings()
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/admin/bookings', search: '' }),
    )
    const event = row('Mango Tasting')
    expect(within(event).getByText('Karen Liu')).toBeInTheDocument()
    expect(within(event).getByRole('link', { name: 'karen.liu@example.com' })).toHaveAttribute(
      'href',
      'mailto:karen.liu@example.com',
    )
    expect(within(event).getByRole('link', { name: '(555) 218-0934' })).toBeInTheDocument()
    expect(within(event).getByTestId('booking-people')).toHaveTextContent('4')
    expect(within(event).getByTestId('booking-price')).toHaveTextContent('$100.00')
    expect(within(event).getByTestId('booking-date')).toHaveTextContent('Saturday, June 15, 2030')
    expect(within(event).getByTestId('booking-alternate-date')).toHaveTextContent(
      'Saturday, June 22, 2030',
    )
    expect(within(event).getByTestId('booking-requests')).toHaveTextContent(
      'One wheelchair user in our group',
    )
    expect(within(event).getByTestId('booking-type')).toHaveTextContent('Farm Event')
    expect(within(event).getByTestId('booking-status')).toHaveTextContent('Pending')

    const pick = row('Blackberries')
    expect(within(pick).getByTestId('booking-time')).toHaveTextContent('8:00 AM – 11:00 AM')
    expect(within(pick).getByTestId('booking-type')).toHaveTextContent('Pick Your Own')
    expect(within(pick).getByTestId('booking-status')).toHaveTextContent('Confirmed')
    expect(within(pick).queryByTestId('booking-alternate-date')).toBeNull()
    // Every status but its own.
    expect(
      within(pick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Set pending', 'Cancel'])
  })

  it('filters by status through the server, with the empty state', async () => {
    const user = await openBookings()
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true')
    await user.click(filterButton('Pending'))
    await waitFor(() => expect(screen.getAllByTestId('staff-booking')).toHaveLength(1))
    expect(row('Mango Tasting')).toBeDefined()
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/admin/bookings', search: '?status=pending' }),
    )
    await user.click(filterButton('Cancelled'))
    expect(
      await screen.findByText('No bookings found for selected status', {}, slow),
    ).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/admin/bookings', search: '?status=cancelled' }),
    )
  })

  it('searches, filters by type and sorts through the server, every choice in the address', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/admin/bookings')
    const address = () => router.state.location.search
    await waitFor(() => expect(screen.getAllByTestId('staff-booking')).toHaveLength(2), slow)
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'karen')
    await waitFor(() => expect(address()).toBe('?q=karen'), slow)
    await user.click(screen.getByRole('combobox', { name: 'Type' }))
    await user.click(await screen.findByRole('option', { name: 'Workshop' }))
    await waitFor(() => expect(address()).toBe('?q=karen&type=workshop'))
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
    await user.click(await screen.findByRole('option', { name: 'Visit date, soonest first' }))
    await waitFor(() => expect(address()).toBe('?q=karen&type=workshop&sort=visit&dir=asc'))
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/api/admin/bookings',
        search: '?q=karen&type=workshop&sort=visit&dir=asc',
      }),
    )
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(address()).toBe('?sort=visit&dir=asc'))
  })

  it('PATCHes the path of each kind and shows the success toast', async () => {
    const user = await openBookings()
    await user.click(
      within(row('Mango Tasting')).getByRole('button', { name: /^Confirm: Karen Liu/ }),
    )
    expect(
      (await screen.findAllByText('Booking status updated successfully', {}, slow))[0],
    ).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/bookings/12',
        body: { status: 'confirmed' },
      }),
    )
    await waitFor(() =>
      expect(within(row('Mango Tasting')).getByTestId('booking-status')).toHaveTextContent(
        'Confirmed',
      ),
    )

    await user.click(within(row('Blackberries')).getByRole('button', { name: /^Cancel: Tom/ }))
    // Cancelling e-mails the visitor, so it asks first; nothing is sent before the answer.
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
    expect(calls.filter((call) => call.path === '/api/admin/pick-your-own-bookings/12')).toEqual([])
    await user.click(within(question).getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          path: '/api/admin/pick-your-own-bookings/12',
          body: { status: 'cancelled' },
        }),
      ),
    )
    await waitFor(() =>
      expect(within(row('Blackberries')).getByTestId('booking-status')).toHaveTextContent(
        'Cancelled',
      ),
    )
  })

  it("shows 'Failed to update booking' with the server's 409 message (capacity)", async () => {
    refuseConfirm =
      'Mango Tasting has 2 places left on Saturday, June 15, 2030; this booking is for 4.'
    const user = await openBookings()
    await user.click(
      within(row('Mango Tasting')).getByRole('button', { name: /^Confirm: Karen Liu/ }),
    )
    expect((await screen.findAllByText('Failed to update booking', {}, slow))[0]).toBeVisible()
    expect(screen.getAllByText(refuseConfirm)[0]).toBeVisible()
    expect(within(row('Mango Tasting')).getByTestId('booking-status')).toHaveTextContent('Pending')
  })

  it('opens on the Bookings tab from its address', async () => {
    renderApp('/staff-dashboard?tab=bookings')
    expect(await screen.findByRole('tab', { name: 'Bookings' }, slow)).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(screen.getAllByTestId('staff-booking')).toHaveLength(2), slow)
  })
})
