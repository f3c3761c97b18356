import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {
  Calendar,
  CalendarSession,
  CheckInBooking,
  MoveTarget,
} from '#contracts/bookings-calendar'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

function sessionFixture(
  overrides: Partial<CalendarSession> & Pick<CalendarSession, 'key' | 'date'>,
) {
  return {
    kind: 'pick_your_own',
    type: 'pick_your_own',
    title: 'Pick Your Own: Blackberries',
    startTime: '08:00',
    endTime: '10:00',
    start: `${overrides.date}T12:00:00.000Z`,
    end: `${overrides.date}T14:00:00.000Z`,
    booked: 7,
    capacity: 12,
    placesLeft: 5,
    bookings: 2,
    cancelled: false,
    active: true,
    checkInOpen: true,
    ...overrides,
  } satisfies CalendarSession
}

// The week of Monday 13 May 2030.
const berries = sessionFixture({ key: 'pick_your_own-7', date: '2030-05-15' })
const grafting = sessionFixture({
  key: 'event-3-2030-05-18',
  kind: 'event',
  type: 'workshop',
  title: 'Fruit Tree Grafting Workshop',
  date: '2030-05-18',
  startTime: '09:00',
  endTime: '12:00',
  booked: 8,
  capacity: 8,
  placesLeft: 0,
  checkInOpen: false,
})
const ana: CheckInBooking = {
  key: 'pick_your_own-41',
  id: 41,
  kind: 'pick_your_own',
  customerName: 'Ana Torres',
  customerEmail: 'ana@example.com',
  customerPhone: '(555) 010-2000',
  numberOfPeople: 4,
  price: '40.00',
  status: 'confirmed',
  attendance: null,
  specialRequests: null,
}
const laterSession: MoveTarget = {
  key: 'pick_your_own-9',
  title: 'Pick Your Own: Blackberries',
  date: '2030-05-22',
  startTime: '08:00',
  endTime: '10:00',
  placesLeft: 6,
  capacity: 12,
  move: { slotId: 9 },
}

interface Call {
  method: string
  url: string
  body: unknown
}
let calls: Call[]
let failCalendar: boolean

beforeEach(() => {
  calls = []
  failCalendar = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url: `${url.pathname}${url.search}`, body })
      const path = url.pathname
      if (path === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'staff@groveside.test', name: 'Staff', role: 'staff' },
        })
      }
      if (path === '/api/site-content') return jsonResponse([])
      if (path === '/api/admin/calendar') {
        if (failCalendar) return jsonResponse({ message: 'Server down', code: 'X' }, 500)
        const from = url.searchParams.get('from')!
        const to = url.searchParams.get('to')!
        const sessions = [berries, grafting].filter((s) => s.date >= from && s.date <= to)
        return jsonResponse({
          from,
          to,
          today: '2030-05-15',
          timeZone: 'America/New_York',
          sessions,
        } satisfies Calendar)
      }
      if (path === `/api/admin/calendar/sessions/${berries.key}`) {
        return jsonResponse({ session: berries, bookings: [ana] })
      }
      if (path === `/api/admin/calendar/sessions/${grafting.key}`) {
        return jsonResponse({ session: grafting, bookings: [] })
      }
      if (/^\/api\/admin\/pick-your-own\/slots\/\d+\/waitlist$/.test(path)) return jsonResponse([])
      if (/^\/api\/admin\/farm-events\/\d+\/dates\/[\d-]+\/waitlist$/.test(path)) {
        return jsonResponse([
          {
            id: 5,
            status: 'waiting',
            customerName: 'Lena Park',
            customerEmail: 'lena@example.com',
            customerPhone: null,
            numberOfPeople: 3,
            createdAt: '2030-05-10T12:00:00.000Z',
            offerExpiresAt: null,
          },
        ])
      }
      if (path === '/api/admin/calendar/bookings/pick_your_own/41/attendance') {
        return jsonResponse({ ...ana, attendance: body.attendance })
      }
      if (path === '/api/admin/calendar/bookings/pick_your_own/41/move-targets') {
        return jsonResponse([laterSession])
      }
      if (path === '/api/admin/calendar/bookings/pick_your_own/41/move') {
        return jsonResponse({
          booking: ana,
          from: { ...berries, booked: 3 },
          to: sessionFixture({ key: 'pick_your_own-9', date: '2030-05-22', booked: 4 }),
        })
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const calendarCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/calendar?'))

async function openCalendar(address: string) {
  const result = renderApp(address)
  await screen.findByRole('heading', { level: 1, name: 'Bookings Calendar' }, slow)
  return result
}

describe('Bookings Calendar', () => {
  it('shows the week of the date in the address, each session with booked / capacity', async () => {
    const user = userEvent.setup()
    const { router } = await openCalendar('/admin/calendar?date=2030-05-15')
    expect(await screen.findByTestId('calendar-period', {}, slow)).toHaveTextContent(
      'Week of May 13 – 19, 2030',
    )
    const cards = await screen.findAllByTestId('calendar-session', {}, slow)
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent('Pick Your Own: Blackberries')
    expect(cards[0]).toHaveTextContent('7/12 booked')
    expect(cards[1]).toHaveTextContent('8/8 booked')
    expect(calendarCalls()[0]!.url).toBe('/api/admin/calendar?from=2030-05-13&to=2030-05-19')
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(7)

    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(router.state.location.search).toBe('?date=2030-05-22'))
    await waitFor(() =>
      expect(calendarCalls().at(-1)!.url).toBe('/api/admin/calendar?from=2030-05-20&to=2030-05-26'),
    )
    expect(await screen.findByText('No sessions this week', {}, slow)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Day' }))
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2030-05-22'))
    expect(await screen.findByText('No sessions on this day', {}, slow)).toBeVisible()
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('Wednesday, May 22, 2030')
  })

  it('opens a session: marks a visitor attended and moves a booking to a session with room', async () => {
    const user = userEvent.setup()
    await openCalendar('/admin/calendar?view=day&date=2030-05-15')
    await user.click(
      await screen.findByRole('button', { name: /Pick Your Own: Blackberries/ }, slow),
    )
    const panel = await screen.findByRole('dialog', { name: 'Pick Your Own: Blackberries' }, slow)
    expect(within(panel).getByRole('link', { name: 'Print check-in list' })).toHaveAttribute(
      'href',
      '/api/admin/calendar/sessions/pick_your_own-7/check-in.pdf',
    )
    const row = await within(panel).findByTestId('check-in-booking', {}, slow)
    expect(row).toHaveTextContent('Ana Torres')
    expect(row).toHaveTextContent('4 people')

    const attendance = within(row).getByRole('group', { name: 'Attendance: Ana Torres' })
    await user.click(within(attendance).getByRole('button', { name: 'Attended' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: '/api/admin/calendar/bookings/pick_your_own/41/attendance',
        body: { attendance: 'attended' },
      }),
    )

    await user.click(within(row).getByRole('button', { name: 'Move Ana Torres’s booking' }))
    const move = await screen.findByRole('dialog', { name: 'Move booking' }, slow)
    await user.click(within(move).getByRole('button', { name: 'Move booking' }))
    expect(within(move).getByText('Please choose a new session')).toBeVisible()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await user.click(within(move).getByRole('radio', { name: /Wed, May 22, 8:00 AM – 10:00 AM/ }))
    expect(within(move).getByText('6 places left')).toBeVisible()
    await user.click(within(move).getByRole('button', { name: 'Move booking' }))
    expect((await screen.findAllByText('Booking moved', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/calendar/bookings/pick_your_own/41/move',
      body: { slotId: 9 },
    })
  })

  it('says when check-in opens for a session still to come, and shows a failed load', async () => {
    const user = userEvent.setup()
    await openCalendar('/admin/calendar?date=2030-05-18&view=day')
    await user.click(
      await screen.findByRole('button', { name: /Fruit Tree Grafting Workshop/ }, slow),
    )
    const panel = await screen.findByRole('dialog', { name: 'Fruit Tree Grafting Workshop' }, slow)
    expect(within(panel).getByText(/Check-in opens on the day of the visit/)).toBeVisible()
    expect(await within(panel).findByText('No bookings for this session', {}, slow)).toBeVisible()
    expect(within(panel).queryByRole('group', { name: /Attendance/ })).toBeNull()
    // The date's waitlist, in line order.
    const waitlist = within(panel).getByRole('region', { name: 'Waitlist' })
    expect(await within(waitlist).findByTestId('waitlist-entry', {}, slow)).toHaveTextContent(
      'Lena Park',
    )
    await user.keyboard('{Escape}')

    failCalendar = true
    await user.click(screen.getByRole('button', { name: 'Next day' }))
    expect(await screen.findByText('We couldn’t load the calendar', {}, slow)).toBeVisible()
  })
})
