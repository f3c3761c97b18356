import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Today } from '#contracts/today'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

vi.setConfig({ testTimeout: 30_000 })
const slow = { timeout: 20_000 }

const workshopDate = {
  eventId: 4,
  title: 'Grafting Workshop',
  date: '2026-12-01',
  people: 3,
  minPeople: 4,
  bookings: 2,
}

const today = (overrides: Partial<Today> = {}): Today => ({
  date: '2026-11-28',
  orders: { toPack: 0, readyForPickup: 0, localDeliveries: 0, toShip: 0 },
  pickupsToday: [],
  harvests: [
    {
      date: '2026-12-01',
      orders: 2,
      lines: [{ productName: 'Haden Mangos', unit: 'per lb', quantity: 5 }],
    },
  ],
  belowMinimum: [workshopDate],
  visitsToday: { bookings: 0, people: 0 },
  visitsWeekend: { from: '2026-11-28', to: '2026-11-29', bookings: 0, people: 0 },
  lowStock: [],
  lowStockLine: 5,
  commentsWaiting: 0,
  reviewsWaiting: 0,
  failedJobs: 0,
  ...overrides,
})

let answer: Today
let posts: string[]

beforeEach(() => {
  answer = today()
  posts = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/admin/today') return jsonResponse(answer)
      if (init?.method === 'POST') {
        posts.push(url.pathname)
        answer = today({ belowMinimum: [] })
        return jsonResponse({ cancelledBookings: 2 })
      }
      return jsonResponse([])
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Today: harvests and head counts (issue 26)', () => {
  it("lists what to pick per harvest day, linked to that day's orders", async () => {
    renderApp('/admin')
    const toPick = await screen.findByRole('region', { name: 'To pick' }, slow)
    expect(within(toPick).getByText('Haden Mangos')).toBeInTheDocument()
    expect(within(toPick).getByText('5 ×')).toBeInTheDocument()
    expect(within(toPick).getByRole('link', { name: /Tue, Dec 1/ })).toHaveAttribute(
      'href',
      '/admin/orders?harvestOn=2026-12-01&status=to_pack',
    )
  })

  it('calls off a date under its minimum after asking, and the date leaves the list', async () => {
    const user = userEvent.setup()
    renderApp('/admin')
    const below = await screen.findByRole('region', { name: 'Below minimum' }, slow)
    expect(within(below).getByTestId('below-minimum')).toHaveTextContent(
      '3 people booked of the 4 it needs (2 bookings)',
    )
    await user.click(
      within(below).getByRole('button', {
        name: 'Cancel Grafting Workshop on Tuesday, December 1, 2026',
      }),
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Each of its 2 bookings is cancelled and the visitor e-mailed.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel date' }))
    expect(await screen.findByText('Date cancelled')).toBeInTheDocument()
    expect(posts).toEqual(['/api/admin/farm-events/4/dates/2026-12-01/cancel'])
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Below minimum' })).toBeNull())
  })
})
