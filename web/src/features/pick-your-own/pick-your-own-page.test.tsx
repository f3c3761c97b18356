import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PickYourOwnSlot } from '#contracts/visits'
import type { WaitlistEntry } from '#contracts/waitlists'
import { dismissToast } from '#web/components/ui/use-toast'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { jsonResponse, renderApp } from '#web/test/render-app'

/** The first screen of a test loads its lazy route module, which can take a while when cold. */
const pageLoad = { timeout: 10_000 }

interface Call {
  method: string
  path: string
  body: unknown
}

const slot = (id: number, overrides: Partial<PickYourOwnSlot>): PickYourOwnSlot => ({
  id,
  productId: 1,
  productName: 'Blackberries',
  date: '2099-06-06',
  startTime: '08:00',
  endTime: '10:00',
  maxPeople: 10,
  currentBookings: 0,
  spotsLeft: 10,
  pricePerPerson: '12.00',
  active: true,
  ...overrides,
})

// 2099-06-06, 2099-06-13 and 2099-07-04 are Saturdays.
const slots: PickYourOwnSlot[] = [
  slot(7, {
    productName: 'Mangos',
    productId: 2,
    date: '2099-07-04',
    spotsLeft: 25,
    maxPeople: 25,
    pricePerPerson: '15.00',
  }),
  slot(2, {
    date: '2099-06-13',
    startTime: '10:30',
    endTime: '12:00',
    spotsLeft: 2,
    currentBookings: 8,
  }),
  slot(1, { date: '2099-06-13', spotsLeft: 0, currentBookings: 10 }),
  slot(3, { spotsLeft: 6, currentBookings: 4 }),
  slot(9, { date: '2099-06-20', active: false }),
]

const waitlistToken = 'w5.signature-of-the-waitlist-entry-token-abcdefghij'
const waitlistEntry = (status: WaitlistEntry['status']): WaitlistEntry => ({
  status,
  customerName: 'Ana Lopez',
  numberOfPeople: 2,
  ahead: status === 'waiting' ? 3 : null,
  offerExpiresAt: status === 'offered' ? '2099-06-10T16:00:00.000Z' : null,
  slot: slots[2]!,
  event: null,
  bookingToken: null,
})
let entryAnswer: WaitlistEntry

let calls: Call[]
let slotAnswers: PickYourOwnSlot[][]
let bookAnswer: () => Response

beforeEach(() => {
  calls = []
  entryAnswer = waitlistEntry('waiting')
  slotAnswers = [slots]
  bookAnswer = () =>
    jsonResponse(
      {
        id: 12,
        status: 'confirmed',
        totalPrice: '24.00',
        slot: slots[1],
        token: 'p12.signature-of-the-booking-page-token-abcdefghijk',
        booking: {
          kind: 'pick_your_own',
          title: 'Pick Your Own: Blackberries',
          customerName: 'Ana Lopez',
          numberOfPeople: 2,
          totalPrice: '24.00',
          date: '2099-06-13',
          alternateDate: null,
          startTime: '10:30',
          endTime: '12:00',
          status: 'confirmed',
          canCancel: true,
          location: '2180 Seagrape Grove Road',
        },
      },
      201,
    )
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
      const method = init?.method ?? 'GET'
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/farm-settings')
        return jsonResponse(farmSettingsAnswer({ hoursNote: 'Closed on Thanksgiving' }))
      if (url.pathname === '/api/pick-your-own/slots') {
        // Each fetch answers the next list (the last one again once they run out).
        return jsonResponse(slotAnswers.length > 1 ? slotAnswers.shift() : slotAnswers[0])
      }
      if (/^\/api\/pick-your-own\/slots\/\d+\/book$/.test(url.pathname) && method === 'POST') {
        return bookAnswer()
      }
      if (url.pathname === '/api/pick-your-own/slots/1/waitlist' && method === 'POST') {
        return jsonResponse({ token: waitlistToken, entry: waitlistEntry('waiting') }, 201)
      }
      if (url.pathname === `/api/waitlist/${waitlistToken}`) return jsonResponse(entryAnswer)
      if (url.pathname === `/api/waitlist/${waitlistToken}/claim`) {
        entryAnswer = { ...waitlistEntry('claimed'), bookingToken: 'p40.booked' }
        return jsonResponse(entryAnswer)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const slotFetches = () =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/pick-your-own/slots')
const bookings = () => calls.filter((call) => call.method === 'POST')

const session = (product: string, date: string, time: string) =>
  screen.getByRole('radio', { name: `${product} ${date} ${time}` })

async function openPage() {
  const app = renderApp('/pick-your-own')
  await screen.findByRole('heading', { level: 2, name: 'Mangos' }, pageLoad)
  return app
}

async function peopleOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Number of people' }))
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
  await user.keyboard('{Escape}')
  return options
}

describe('Pick Your Own page (spec 2)', { timeout: 30_000 }, () => {
  it('groups the sessions by product and date, with their badges', async () => {
    await openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Pick Your Own' })).toBeInTheDocument()
    const products = screen.getAllByTestId('pick-your-own-product')
    expect(products.map((product) => within(product).getByRole('heading').textContent)).toEqual([
      'Blackberries',
      'Mangos',
    ])
    const blackberryDays = within(products[0]!).getAllByRole('group')
    expect(blackberryDays.map((day) => day.querySelector('legend')?.textContent)).toEqual([
      'Saturday, June 6, 2099',
      'Saturday, June 13, 2099',
    ])
    // Within a day, by start time; the inactive session is not shown.
    expect(
      within(blackberryDays[1]!)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2'])
    expect(screen.getAllByRole('radio')).toHaveLength(4)

    const full = session('Blackberries', 'Saturday, June 13, 2099', '8:00 AM – 10:00 AM')
    expect(full).toBeDisabled()
    expect(full).toHaveAccessibleDescription('$12.00 per person · No spots left Full')
    const limited = session('Blackberries', 'Saturday, June 13, 2099', '10:30 AM – 12:00 PM')
    expect(limited).toBeEnabled()
    expect(limited).toHaveAccessibleDescription('$12.00 per person · 2 spots left Limited')
    expect(
      session('Blackberries', 'Saturday, June 6, 2099', '8:00 AM – 10:00 AM'),
    ).toHaveAccessibleDescription('$12.00 per person · 6 spots left Available')

    const location = screen.getByRole('region', { name: 'Where to Find Us' })
    expect(await within(location).findByText(/2180 Seagrape Grove Road/)).toBeInTheDocument()
    expect(location).toHaveTextContent(
      'Farm hours: Thu–Sun 8:00 AM – 4:00 PM. Closed on Thanksgiving.',
    )
    expect(within(location).getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=2180%20Seagrape%20Grove%20Road%2C%20Jensen%20Beach%2C%20FL%2034957',
    )
    await waitFor(() => expect(document.title).toBe('Pick Your Own | Groveside Farm'))
  })

  it('does not let a Full session be chosen', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getAllByText('8:00 AM – 10:00 AM')[1]!)
    expect(
      session('Blackberries', 'Saturday, June 13, 2099', '8:00 AM – 10:00 AM'),
    ).not.toBeChecked()
    expect(screen.getByText('Choose a session from the list to book it.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Book this session' })).toBeNull()
  })

  it('offers people up to the lesser of spots left and 10, and shows the total', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(session('Blackberries', 'Saturday, June 13, 2099', '10:30 AM – 12:00 PM'))
    expect(await screen.findByRole('form', { name: 'Book this session' })).toBeInTheDocument()
    expect(await peopleOptions(user)).toEqual(['1 person', '2 people'])
    expect(screen.getByTestId('session-total')).toHaveTextContent('$12.00')

    await user.click(session('Mangos', 'Saturday, July 4, 2099', '8:00 AM – 10:00 AM'))
    const options = await peopleOptions(user)
    expect(options).toHaveLength(10)
    expect(options.at(-1)).toBe('10 people')

    await user.click(screen.getByRole('combobox', { name: 'Number of people' }))
    await user.click(await screen.findByRole('option', { name: '4 people' }))
    expect(screen.getByTestId('session-total')).toHaveTextContent('$60.00')
    expect(screen.getByText('$15.00 × 4 people')).toBeInTheDocument()
  })

  it('books the session, shows what was booked until another session is chosen, and refreshes the sessions', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(session('Blackberries', 'Saturday, June 13, 2099', '10:30 AM – 12:00 PM'))
    await user.type(await screen.findByLabelText('Full name'), 'Ana Lopez')
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await user.type(screen.getByLabelText('Phone (optional)'), '772-555-0100')
    await user.click(screen.getByRole('combobox', { name: 'Number of people' }))
    await user.click(await screen.findByRole('option', { name: '2 people' }))
    expect(slotFetches()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Book Session' }))

    const panel = await screen.findByTestId('booking-confirmation')
    expect(within(panel).getByRole('heading', { name: 'Booking Confirmed!' })).toHaveFocus()
    expect(within(panel).getByText('Pick Your Own: Blackberries')).toBeInTheDocument()
    expect(within(panel).getByText('Saturday, June 13, 2099')).toBeInTheDocument()
    expect(within(panel).getByText('10:30 AM – 12:00 PM EDT')).toBeInTheDocument()
    expect(within(panel).getByText('2 people')).toBeInTheDocument()
    expect(within(panel).getByText('$24.00')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/visit-bookings/p12.signature-of-the-booking-page-token-abcdefghijk/calendar.ics',
    )
    expect(within(panel).getByText('ana@example.com')).toBeInTheDocument()
    expect(bookings()).toHaveLength(1)
    expect(bookings()[0]!.path).toBe('/api/pick-your-own/slots/2/book')
    expect(bookings()[0]!.body).toEqual({
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      customerPhone: '772-555-0100',
      numberOfPeople: 2,
      specialRequests: null,
      website: '',
    })
    await waitFor(() => expect(slotFetches()).toHaveLength(2))
    // The confirmation stays while the sessions refresh behind it.
    expect(screen.getByTestId('booking-confirmation')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Book another session' }))
    expect(screen.getByText('Choose a session from the list to book it.')).toBeInTheDocument()
  })

  it("shows 'Booking Failed' on a 409 and refreshes the sessions", async () => {
    slotAnswers = [slots, slots.map((each) => (each.id === 3 ? { ...each, spotsLeft: 2 } : each))]
    bookAnswer = () =>
      jsonResponse({ message: 'Only 2 spots are left in this session', code: 'SLOT_FULL' }, 409)
    const user = userEvent.setup()
    await openPage()
    await user.click(session('Blackberries', 'Saturday, June 6, 2099', '8:00 AM – 10:00 AM'))
    await user.type(await screen.findByLabelText('Full name'), 'Ana Lopez')
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await user.click(screen.getByRole('combobox', { name: 'Number of people' }))
    await user.click(await screen.findByRole('option', { name: '5 people' }))
    await user.click(screen.getByRole('button', { name: 'Book Session' }))

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument()
    expect(screen.getAllByText('Only 2 spots are left in this session').length).toBeGreaterThan(0)
    await waitFor(() => expect(slotFetches()).toHaveLength(2))
    // The fresh spots: the group now fits them, and what was typed stays.
    expect(
      session('Blackberries', 'Saturday, June 6, 2099', '8:00 AM – 10:00 AM'),
    ).toHaveAccessibleDescription('$12.00 per person · 2 spots left Limited')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Number of people' })).toHaveTextContent(
        '2 people',
      ),
    )
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Lopez')
  })

  it('joins a full session’s waitlist and shows the place in line', async () => {
    const user = userEvent.setup()
    const app = await openPage()
    await user.click(
      screen.getByRole('button', {
        name: 'Join waitlist Blackberries Saturday, June 13, 2099 8:00 AM – 10:00 AM',
      }),
    )
    const form = await screen.findByRole('form', { name: 'Join the waitlist' })
    await user.type(within(form).getByLabelText('Full name'), 'Ana Lopez')
    await user.type(within(form).getByLabelText('E-mail'), 'ana@example.com')
    await user.click(within(form).getByRole('combobox', { name: 'Number of people' }))
    await user.click(await screen.findByRole('option', { name: '2 people' }))
    await user.click(within(form).getByRole('button', { name: 'Join the Waitlist' }))

    expect(await screen.findByText('You are on the waitlist')).toBeInTheDocument()
    const post = calls.find((call) => call.path === '/api/pick-your-own/slots/1/waitlist')
    expect(post?.body).toMatchObject({
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      numberOfPeople: 2,
    })
    expect(await screen.findByTestId('waitlist-entry-status')).toHaveTextContent(
      '3 groups are ahead of you.',
    )
    // The place's link is in the address, as in the e-mail.
    expect(app.router.state.location.search).toBe(`?waitlist=${waitlistToken}`)
  })

  it('opens an offer from its link, books the held spots and links the booking', async () => {
    const user = userEvent.setup()
    entryAnswer = waitlistEntry('offered')
    const app = renderApp(`/pick-your-own?waitlist=${waitlistToken}`)
    const status = await screen.findByTestId('waitlist-entry-status', {}, pageLoad)
    expect(status).toHaveTextContent(
      'Spots are free for your group and held for you until Wednesday, June 10, 2099, 12:00 PM EDT.',
    )
    await user.click(screen.getByRole('button', { name: 'Book these spots' }))
    expect(await screen.findByText('Session Booked!')).toBeInTheDocument()
    expect(screen.getByTestId('waitlist-entry-status')).toHaveTextContent('You booked these spots.')
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveAttribute(
      'href',
      '/visits/booking?token=p40.booked',
    )
    await user.click(screen.getByRole('button', { name: 'See all sessions' }))
    await waitFor(() => expect(app.router.state.location.search).toBe(''))
    expect(screen.queryByTestId('waitlist-entry-status')).toBeNull()
  })

  it("says 'No Sessions Available' when there are none", async () => {
    slotAnswers = [[slot(9, { active: false })]]
    renderApp('/pick-your-own')
    expect(await screen.findByText('No Sessions Available', {}, pageLoad)).toBeInTheDocument()
  })
})
