import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffBooking } from '#contracts/visits-admin'
import { dismissToast } from '#web/components/ui/use-toast'
import { addCalendarDays, defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { renderApp } from '#web/test/render-app'
import { slotFixture, stubVisitApi, type FakeVisitApi } from './events-admin-test-api'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 30_000 })

let api: FakeVisitApi

const booking: StaffBooking = {
  key: 'pick_your_own-7',
  id: 7,
  kind: 'pick_your_own',
  type: 'Pick Your Own',
  title: 'Blackberries',
  customerName: 'Tom Reyes',
  customerEmail: 'tom@example.com',
  customerPhone: '(555) 300-1200',
  numberOfPeople: 3,
  price: '36.00',
  preferredDate: '2030-06-01',
  alternateDate: null,
  time: '8:00 AM – 11:00 AM',
  specialRequests: null,
  status: 'confirmed',
  createdAt: '2030-05-01T12:00:00.000Z',
}

beforeEach(() => {
  api = stubVisitApi()
  api.slots = [
    slotFixture({ id: 11, date: '2030-06-08', startTime: '14:00', endTime: '16:00' }),
    slotFixture({
      id: 10,
      date: '2030-06-01',
      currentBookings: 5,
      spotsLeft: 5,
      bookingCount: 2,
    }),
    slotFixture({
      id: 12,
      date: '2030-06-01',
      productId: 5,
      productName: 'Haden Mangos',
      startTime: '15:00',
      endTime: '17:00',
      pricePerPerson: '15.00',
      maxPeople: 6,
      currentBookings: 6,
      spotsLeft: 0,
      bookingCount: 1,
    }),
  ]
  api.slotBookings = {
    10: [
      booking,
      {
        ...booking,
        key: 'pick_your_own-8',
        id: 8,
        customerName: 'Ana Ortiz',
        customerEmail: 'ana@example.com',
        customerPhone: null,
        numberOfPeople: 2,
        price: '24.00',
        status: 'pending',
      },
    ],
  }
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const section = () => screen.getByRole('region', { name: 'Pick-your-own sessions' })
const day = (heading: string) => screen.getByRole('region', { name: heading })
function slotCard(name: RegExp) {
  const found = screen
    .queryAllByTestId('slot-card')
    .find((item) => within(item).queryByRole('heading', { name }))
  if (!found) throw new Error(`No session card for ${name}`)
  return found
}

async function openScreen() {
  const result = renderApp('/events-admin')
  await screen.findByRole('heading', { level: 2, name: 'Pick-your-own sessions' }, slow)
  await waitFor(() => expect(screen.getAllByTestId('slot-card')).toHaveLength(3), slow)
  return result
}

describe('Events & Workshops Manager: pick-your-own sessions', () => {
  it('groups sessions by date with product, hours, price, people booked and status', async () => {
    await openScreen()
    const first = day('Saturday, June 1, 2030')
    const cards = within(first).getAllByTestId('slot-card')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Blackberries, 8:00 AM – 11:00 AM',
      'Haden Mangos, 3:00 PM – 5:00 PM',
    ])
    expect(within(cards[0]!).getByTestId('slot-facts')).toHaveTextContent(
      '$12.00 per person · 5/10 people booked · 2 bookings',
    )
    expect(within(cards[0]!).getByTestId('slot-status')).toHaveTextContent('Open')
    expect(within(cards[1]!).getByTestId('slot-status')).toHaveTextContent('Full')
    expect(within(day('Saturday, June 8, 2030')).getAllByTestId('slot-card')).toHaveLength(1)

    // With bookings: cancel, not delete; without: delete.
    const booked = slotCard(/^Blackberries, 8:00 AM/)
    expect(
      within(booked).getByRole('button', { name: /^Cancel session Blackberries, Sat, Jun 1/ }),
    ).toBeVisible()
    expect(within(booked).queryByRole('button', { name: /^Delete session/ })).toBeNull()
    const free = slotCard(/^Blackberries, 2:00 PM/)
    expect(within(free).getByRole('button', { name: /^Delete session/ })).toBeVisible()
    expect(within(free).queryByRole('button', { name: /^Cancel session/ })).toBeNull()
    expect(within(free).getByRole('switch', { name: /^Active: Blackberries/ })).toBeChecked()
  })

  it('adds a weekly series: the body carries weeks, the toast says how many', async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    queryClient.setQueryData(['/api/pick-your-own/slots'], [])
    await user.click(within(section()).getAllByRole('button', { name: 'Add session' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'Add Session' })
    expect(within(dialog).getByLabelText('Max people')).toHaveValue('10')
    expect(within(dialog).getByLabelText('Repeat weekly for (weeks)')).toHaveValue('1')
    expect(within(dialog).getByText(/Every Saturday 8-11 for six weeks/)).toBeVisible()

    await user.click(within(dialog).getByRole('combobox', { name: 'Product' }))
    await user.click(await screen.findByRole('option', { name: 'Blackberries' }))
    await user.type(within(dialog).getByLabelText('Date'), '2030-07-06')
    await user.type(within(dialog).getByLabelText('Start time'), '08:00')
    await user.type(within(dialog).getByLabelText('End time'), '11:00')
    await user.type(within(dialog).getByLabelText('Price per person ($)'), '12')
    await user.clear(within(dialog).getByLabelText('Repeat weekly for (weeks)'))
    await user.type(within(dialog).getByLabelText('Repeat weekly for (weeks)'), '6')
    expect(within(dialog).getByTestId('series-summary')).toHaveTextContent(
      'Makes 6 sessions: every Saturday from Sat, Jul 6 to Sat, Aug 10.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Add Session' }))

    expect((await screen.findAllByText('6 sessions added', {}, slow))[0]).toBeVisible()
    const post = api.calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe('/api/admin/pick-your-own/slots')
    expect(post.body).toEqual({
      productId: 3,
      date: '2030-07-06',
      startTime: '08:00',
      endTime: '11:00',
      maxPeople: 10,
      pricePerPerson: '12',
      active: true,
      weeks: 6,
    })
    await waitFor(() => expect(screen.getAllByTestId('slot-card')).toHaveLength(9), slow)
    expect(day('Saturday, August 10, 2030')).toBeVisible()
    // The public list of /pick-your-own is refreshed too.
    expect(queryClient.getQueryState(['/api/pick-your-own/slots'])?.isInvalidated).toBe(true)
  })

  it("refuses an end before the start in the contract's words", async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(within(section()).getAllByRole('button', { name: 'Add session' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'Add Session' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Session' }))
    expect(await within(dialog).findByText('Please choose a product')).toBeVisible()
    expect(within(dialog).getByText('Date is required')).toBeVisible()

    await user.click(within(dialog).getByRole('combobox', { name: 'Product' }))
    await user.click(await screen.findByRole('option', { name: 'Haden Mangos' }))
    await user.type(within(dialog).getByLabelText('Date'), '2030-07-06')
    await user.type(within(dialog).getByLabelText('Start time'), '11:00')
    await user.type(within(dialog).getByLabelText('End time'), '08:00')
    await user.type(within(dialog).getByLabelText('Price per person ($)'), '15')
    await user.click(within(dialog).getByRole('button', { name: 'Add Session' }))
    expect(await within(dialog).findByText('End time must be after start time')).toBeVisible()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('edits one session without weeks', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(slotCard(/^Blackberries, 2:00 PM/)).getByRole('button', { name: /^Edit session/ }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Session' })
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2030-06-08')
    expect(within(dialog).queryByLabelText('Repeat weekly for (weeks)')).toBeNull()
    await user.clear(within(dialog).getByLabelText('Max people'))
    await user.type(within(dialog).getByLabelText('Max people'), '12')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect((await screen.findAllByText('Session updated', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/pick-your-own/slots/11',
      body: {
        productId: 3,
        date: '2030-06-08',
        startTime: '14:00',
        endTime: '16:00',
        maxPeople: 12,
        pricePerPerson: '12.00',
        active: true,
      },
    })
  })

  it("shows a session's bookings: name, e-mail, phone, people, total, status", async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(slotCard(/^Blackberries, 8:00 AM/)).getByRole('button', { name: /^Bookings:/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Bookings: Blackberries' })
    expect(dialog).toHaveTextContent('Saturday, June 1, 2030, 8:00 AM – 11:00 AM')
    await waitFor(() => expect(within(dialog).getAllByTestId('slot-booking')).toHaveLength(2))
    const [tom, ana] = within(dialog).getAllByTestId('slot-booking')
    expect(within(tom!).getByText('Tom Reyes')).toBeVisible()
    expect(within(tom!).getByRole('link', { name: 'tom@example.com' })).toHaveAttribute(
      'href',
      'mailto:tom@example.com',
    )
    expect(within(tom!).getByRole('link', { name: '(555) 300-1200' })).toBeVisible()
    expect(tom).toHaveTextContent('3 people · $36.00')
    expect(within(tom!).getByTestId('booking-status')).toHaveTextContent('Confirmed')
    expect(ana).toHaveTextContent('2 people · $24.00')
    expect(within(ana!).getByTestId('booking-status')).toHaveTextContent('Pending')
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/api/admin/pick-your-own/slots/10/bookings',
      }),
    )
  })

  it("shows a session's waitlist in line order and takes an entry off after asking", async () => {
    const user = userEvent.setup()
    const entry = (id: number, name: string, status: 'waiting' | 'offered') => ({
      id,
      status,
      customerName: name,
      customerEmail: `${name.toLowerCase()}@example.com`,
      customerPhone: null,
      numberOfPeople: 2,
      createdAt: '2030-05-01T12:00:00.000Z',
      offerExpiresAt: status === 'offered' ? '2030-05-02T16:00:00.000Z' : null,
    })
    api.slotWaitlists = { 10: [entry(1, 'Rosa', 'offered'), entry(2, 'Omar', 'waiting')] }
    await openScreen()
    await user.click(
      within(slotCard(/^Blackberries, 8:00 AM/)).getByRole('button', { name: /^Bookings:/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Bookings: Blackberries' })
    const waitlist = within(dialog).getByRole('region', { name: 'Waitlist' })
    await waitFor(() => expect(within(waitlist).getAllByTestId('waitlist-entry')).toHaveLength(2))
    const [rosa, omar] = within(waitlist).getAllByTestId('waitlist-entry')
    expect(rosa).toHaveTextContent('1.')
    expect(rosa).toHaveTextContent('Offered')
    expect(rosa).toHaveTextContent('Held until Thursday, May 2, 2030, 12:00 PM EDT')
    expect(omar).toHaveTextContent('2.')
    expect(omar).toHaveTextContent('Waiting')

    await user.click(within(rosa!).getByRole('button', { name: 'Remove Rosa from the waitlist' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('The spots held for them pass to the next person waiting')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Removed from waitlist', {}, slow)).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/admin/waitlist/1' }),
    )
    await waitFor(() =>
      expect(within(waitlist).getAllByTestId('waitlist-entry')[0]).toHaveTextContent('Left'),
    )
    expect(
      within(within(waitlist).getAllByTestId('waitlist-entry')[0]!).queryByRole('button'),
    ).toBeNull()
  })

  it('cancels a session with bookings after saying how many visitors are e-mailed', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(slotCard(/^Blackberries, 8:00 AM/)).getByRole('button', { name: /^Cancel session/ }),
    )
    const question = screen.getByRole('alertdialog', { name: 'Cancel this session?' })
    expect(question).toHaveTextContent(
      'Blackberries, Sat, Jun 1, 8:00 AM: its 2 bookings will be cancelled and each visitor e-mailed.',
    )
    await user.click(within(question).getByRole('button', { name: 'Cancel session' }))
    expect((await screen.findAllByText('Session cancelled', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/admin/pick-your-own/slots/10/cancel',
    )
    await waitFor(() =>
      expect(
        within(slotCard(/^Blackberries, 8:00 AM/)).getByTestId('slot-status'),
      ).toHaveTextContent('Cancelled'),
    )
    // A cancelled session with no bookings left can be deleted, no longer edited or switched.
    const cancelled = slotCard(/^Blackberries, 8:00 AM/)
    expect(within(cancelled).queryByRole('switch')).toBeNull()
    expect(within(cancelled).queryByRole('button', { name: /^Edit session/ })).toBeNull()
    expect(within(cancelled).getByRole('button', { name: /^Delete session/ })).toBeVisible()
  })

  it('deletes a session nobody booked, and switches one off', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(slotCard(/^Blackberries, 2:00 PM/)).getByRole('switch', { name: /^Active:/ }),
    )
    expect((await screen.findAllByText('Session deactivated', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/pick-your-own/slots/11',
      body: { active: false },
    })
    await user.click(
      within(slotCard(/^Blackberries, 2:00 PM/)).getByRole('button', { name: /^Delete session/ }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this session?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Session deleted', {}, slow))[0]).toBeVisible()
    await waitFor(() => expect(screen.getAllByTestId('slot-card')).toHaveLength(2))
  })

  it("shows 'No upcoming sessions' with a way to add one", async () => {
    api.slots = []
    renderApp('/events-admin')
    expect(await screen.findByRole('heading', { name: 'No upcoming sessions' }, slow)).toBeVisible()
    expect(within(section()).getAllByRole('button', { name: 'Add session' })).toHaveLength(2)
  })

  it('searches sessions and shows the past 30 days, the choice in the address', async () => {
    api.slots.push(
      slotFixture({ id: 20, date: addCalendarDays(farmToday(defaultFarmTimeZone), -3) }),
    )
    const user = userEvent.setup()
    const { router } = await openScreen()
    const address = () => router.state.location.search
    await user.type(within(section()).getByRole('searchbox', { name: 'Search sessions' }), 'haden')
    await waitFor(() => expect(address()).toBe('?sessionSearch=haden'), slow)
    await waitFor(() => expect(screen.getAllByTestId('slot-card')).toHaveLength(1))
    expect(slotCard(/^Haden Mangos/)).toBeDefined()
    await user.clear(within(section()).getByRole('searchbox', { name: 'Search sessions' }))
    await user.click(within(section()).getByRole('button', { name: 'Past 30 days' }))
    await waitFor(() => expect(address()).toBe('?sessions=past'), slow)
    await waitFor(() => expect(screen.getAllByTestId('slot-card')).toHaveLength(1))
    expect(
      within(section()).getByRole('navigation', { name: 'Pages of sessions' }),
    ).toHaveTextContent('1–1 of 1 sessions')
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/admin/pick-your-own/slots/schedule' }),
    )
  })
})
