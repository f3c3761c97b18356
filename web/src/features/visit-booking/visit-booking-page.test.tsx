import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { VisitorBooking } from '#contracts/visits'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

/** The first screen of a test loads its lazy route module, which can take a while when cold. */
const pageLoad = { timeout: 10_000 }

const token = 'vb_4f8a2c9e1d7b3a6f5e0c'

const booking: VisitorBooking = {
  kind: 'pick_your_own',
  title: 'Blackberries',
  customerName: 'Ana Lopez',
  numberOfPeople: 3,
  totalPrice: '36.00',
  date: '2099-06-06',
  alternateDate: null,
  startTime: '08:00',
  endTime: '10:00',
  status: 'confirmed',
  canCancel: true,
  location: '2180 Seagrape Grove Road\nJensen Beach, FL 34957',
}

interface Call {
  method: string
  path: string
}

let calls: Call[]
let current: VisitorBooking
let cancelAnswer: () => Response

beforeEach(() => {
  calls = []
  current = booking
  cancelAnswer = () => {
    current = { ...current, status: 'cancelled', canCancel: false }
    return jsonResponse(current)
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
      const method = init?.method ?? 'GET'
      calls.push({ method, path: url.pathname })
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === `/api/visit-bookings/${token}` && method === 'GET') {
        return jsonResponse(current)
      }
      if (url.pathname === `/api/visit-bookings/${token}/cancel` && method === 'POST') {
        return cancelAnswer()
      }
      if (url.pathname.startsWith('/api/visit-bookings/')) {
        return jsonResponse({ message: 'This booking link is not valid', code: 'NOT_FOUND' }, 404)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('the visitor’s booking page', { timeout: 30_000 }, () => {
  it('shows the booking from the link, without the token anywhere on the page', async () => {
    const { container } = renderApp(`/visits/booking?token=${token}`)
    expect(await screen.findByRole('heading', { name: 'Blackberries' }, pageLoad)).toBeVisible()
    expect(screen.getByText('Pick Your Own', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('Saturday, June 6, 2099')).toBeInTheDocument()
    expect(screen.getByText('8:00 AM – 10:00 AM EDT')).toBeInTheDocument()
    expect(screen.getByText('3 people')).toBeInTheDocument()
    expect(screen.getByText('$36.00')).toBeInTheDocument()
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed')
    expect(
      within(screen.getByRole('main')).getByText(/2180 Seagrape Grove Road/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(container.innerHTML).not.toContain(token)
    expect(document.body.innerHTML).not.toContain(token)
    await waitFor(() => expect(document.title).toBe('Your Booking | Groveside Farm'))
  })

  it('cancels after the question, says Booking Cancelled and shows the new status', async () => {
    const user = userEvent.setup()
    renderApp(`/visits/booking?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }, pageLoad))

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
    expect(
      within(dialog).getByText(
        'Your spots are released and the farm is told. This cannot be undone.',
      ),
    ).toBeInTheDocument()
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel booking',
      }),
    )
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/visit-bookings/${token}/cancel` },
    ])
    await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled'))
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(document.body.innerHTML).not.toContain(token)
  })

  it('offers no cancel button once the booking cannot be cancelled', async () => {
    current = {
      ...booking,
      kind: 'event',
      title: 'Guided Farm Tour',
      status: 'pending',
      canCancel: false,
      alternateDate: '2099-06-13',
      endTime: null,
      startTime: '09:00',
    }
    renderApp(`/visits/booking?token=${token}`)
    expect(await screen.findByRole('heading', { name: 'Guided Farm Tour' }, pageLoad)).toBeVisible()
    expect(screen.getByText('Preferred date')).toBeInTheDocument()
    expect(screen.getByText('Saturday, June 13, 2099')).toBeInTheDocument()
    expect(screen.getByText('9:00 AM EDT')).toBeInTheDocument()
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Pending')
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(screen.getByText(/can no longer be cancelled online/)).toBeInTheDocument()
  })

  it('explains a link the server does not know, with ways to book', async () => {
    renderApp('/visits/booking?token=vb_not_a_real_booking_token')
    expect(
      await screen.findByRole('heading', { name: 'This booking link is not valid' }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Farm Events & Workshops' })).toHaveAttribute(
      'href',
      '/farm-tours',
    )
    expect(screen.getByRole('link', { name: 'Pick Your Own' })).toHaveAttribute(
      'href',
      '/pick-your-own',
    )
    expect(document.body.innerHTML).not.toContain('vb_not_a_real_booking_token')
  })

  it('explains a missing token without asking the server', async () => {
    renderApp('/visits/booking')
    expect(
      await screen.findByRole('heading', { name: 'This booking link is not valid' }, pageLoad),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Open this page from the link in your booking e-mail/),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.path.startsWith('/api/visit-bookings'))).toHaveLength(0)
  })
})
