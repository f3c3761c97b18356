import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BookingReceived, FarmEvent, FarmEventAvailability } from '#contracts/visits'
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

const farmEvent = (id: number, overrides: Partial<FarmEvent>): FarmEvent => ({
  id,
  title: `Event ${id}`,
  description: null,
  duration: '2 hours',
  durationMinutes: 120,
  startTime: '09:00',
  pricePerPerson: '25.00',
  maxPeople: 15,
  includes: [],
  eventType: 'event',
  ...overrides,
})

const events: FarmEvent[] = [
  farmEvent(1, {
    title: 'Guided Farm Tour',
    description: 'Walk the whole farm with one of us.',
    includes: ['Seasonal fruit tasting', 'Honey tasting flight'],
  }),
  farmEvent(3, {
    title: 'Beehive Visit',
    duration: '1 hour',
    durationMinutes: 60,
    startTime: '10:00',
    pricePerPerson: '30.00',
    maxPeople: 8,
  }),
  farmEvent(4, {
    title: 'Fruit Tree Grafting Workshop',
    eventType: 'workshop',
    duration: '3 hours',
    pricePerPerson: '75.00',
    maxPeople: 8,
  }),
]

/** What the server answers a request for the Guided Farm Tour (3 people on 2 May 2099). */
const received: BookingReceived = {
  id: 41,
  status: 'pending',
  totalPrice: '75.00',
  token: 'e41.signature-of-the-booking-page-token-abcdefghijk',
  booking: {
    kind: 'event',
    title: 'Guided Farm Tour',
    customerName: 'Ana Lopez',
    numberOfPeople: 3,
    totalPrice: '75.00',
    date: '2099-05-02',
    alternateDate: '2099-05-09',
    startTime: '09:00',
    endTime: '11:00',
    status: 'pending',
    canCancel: true,
    location: '2180 Seagrape Grove Road',
  },
}

const waitlistEntry = (status: WaitlistEntry['status']): WaitlistEntry => ({
  status,
  customerName: 'Ana Lopez',
  numberOfPeople: 3,
  ahead: status === 'waiting' ? 0 : null,
  offerExpiresAt: status === 'offered' ? '2099-05-01T16:00:00.000Z' : null,
  slot: null,
  event: { farmEventId: 3, title: 'Beehive Visit', date: '2099-05-03', startTime: '10:00' },
  bookingToken: null,
})

let calls: Call[]
let eventList: FarmEvent[]
let bookingAnswer: () => Response
let availability: FarmEventAvailability['dates']

beforeEach(() => {
  calls = []
  eventList = events
  availability = []
  bookingAnswer = () => jsonResponse(received, 201)
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
      if (url.pathname === '/api/site-content') {
        return jsonResponse([
          {
            key: 'farm_events_header_title',
            title: 'Farm events title',
            content: 'Visit the Grove',
            imageUrl: null,
            contentType: 'text',
            description: null,
          },
        ])
      }
      if (url.pathname === '/api/farm-settings') return jsonResponse(farmSettingsAnswer())
      if (url.pathname === '/api/farm-events/active') return jsonResponse(eventList)
      if (url.pathname === '/api/bookings' && method === 'POST') return bookingAnswer()
      if (/^\/api\/farm-events\/\d+\/waitlist$/.test(url.pathname) && method === 'POST')
        return jsonResponse({ token: 'w7.token', entry: waitlistEntry('waiting') }, 201)
      if (url.pathname === '/api/waitlist/w7.token') return jsonResponse(waitlistEntry('waiting'))
      if (url.pathname === '/api/waitlist/w8.offered') return jsonResponse(waitlistEntry('offered'))
      if (url.pathname === '/api/waitlist/w8.offered/claim' && method === 'POST')
        return jsonResponse({ ...waitlistEntry('claimed'), bookingToken: 'v1.booking' })
      const places = /^\/api\/farm-events\/(\d+)\/availability$/.exec(url.pathname)
      if (places) {
        const event = eventList.find((each) => each.id === Number(places[1]))!
        return jsonResponse({
          farmEventId: event.id,
          maxPeople: event.maxPeople,
          dates: availability,
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

const bookingPosts = () => calls.filter((call) => call.method === 'POST')
const availabilityCalls = () => calls.filter((call) => call.path.endsWith('/availability'))
const submitButton = () => screen.getByRole('button', { name: 'Send Booking Request' })

async function openPage(path = '/farm-tours') {
  const app = renderApp(path)
  await screen.findByRole('radio', { name: 'Guided Farm Tour' }, pageLoad)
  return app
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), ' Ana Lopez ')
  await user.type(screen.getByLabelText('E-mail'), 'Ana@Example.com')
  const people = screen.getByLabelText('Number of people')
  await user.clear(people)
  await user.type(people, '3')
  fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2099-05-02' } })
  fireEvent.change(screen.getByLabelText('Alternate date (optional)'), {
    target: { value: '2099-05-09' },
  })
  await user.type(screen.getByLabelText('Special requests (optional)'), 'Two kids, ages 6 and 9')
}

describe('Farm Events & Workshops page (spec 2)', { timeout: 30_000 }, () => {
  it('shows the editable header, the event cards with their details, and the contact card', async () => {
    await openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Visit the Grove' })).toBeInTheDocument()
    // The default subtitle, while staff have not changed it.
    expect(screen.getByText(/Walk the mango grove, meet the bees/)).toBeInTheDocument()

    const tour = screen.getAllByTestId('farm-event-card')[0]!
    expect(within(tour).getByText('$25.00')).toBeInTheDocument()
    expect(within(tour).getByText(/2 hours, starts 9:00 AM/)).toBeInTheDocument()
    expect(within(tour).getByText('Up to 15 people')).toBeInTheDocument()
    expect(within(tour).getByText('Walk the whole farm with one of us.')).toBeInTheDocument()
    expect(within(tour).getByText('Honey tasting flight')).toBeInTheDocument()
    // Workshops wait behind their tab.
    expect(screen.queryByRole('radio', { name: 'Fruit Tree Grafting Workshop' })).toBeNull()

    const contact = screen.getByRole('region', { name: 'Questions before you book?' })
    expect(await within(contact).findByRole('link', { name: '(555) 274-6264' })).toHaveAttribute(
      'href',
      'tel:5552746264',
    )
    expect(within(contact).getByRole('link', { name: 'hello@groveside.farm' })).toHaveAttribute(
      'href',
      'mailto:hello@groveside.farm',
    )
    expect(within(contact).getByText(/2180 Seagrape Grove Road/)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Farm Events & Workshops | Groveside Farm'))
  })

  it('keeps the button disabled until an event is chosen, then shows the estimate', async () => {
    const user = userEvent.setup()
    await openPage()
    expect(submitButton()).toBeDisabled()
    expect(screen.getByTestId('booking-total')).toHaveTextContent('–')

    await user.click(screen.getByText('Beehive Visit'))
    expect(screen.getByRole('radio', { name: 'Beehive Visit' })).toBeChecked()
    expect(submitButton()).toBeEnabled()
    expect(screen.getByTestId('booking-selection')).toHaveTextContent('Beehive Visit')
    expect(screen.getByText('From 1 to 8 people.')).toBeInTheDocument()
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$30.00')

    const people = screen.getByLabelText('Number of people')
    await user.clear(people)
    await user.type(people, '3')
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$90.00')
    expect(screen.getByText('$30.00 × 3 people')).toBeInTheDocument()
    expect(
      screen.getByText('Payment is collected on arrival. The farm confirms within 24 hours.'),
    ).toBeInTheDocument()
  })

  it('clears the selection when the type changes', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Guided Farm Tour' }))
    expect(submitButton()).toBeEnabled()

    await user.click(screen.getByRole('tab', { name: 'Workshops' }))
    const workshop = await screen.findByRole('radio', { name: 'Fruit Tree Grafting Workshop' })
    expect(workshop).not.toBeChecked()
    expect(screen.queryByRole('radio', { name: 'Guided Farm Tour' })).toBeNull()
    expect(submitButton()).toBeDisabled()

    await user.click(workshop)
    expect(workshop).toBeChecked()
    await user.click(screen.getByRole('tab', { name: 'Farm Events' }))
    expect(screen.getByRole('radio', { name: 'Guided Farm Tour' })).not.toBeChecked()
    expect(submitButton()).toBeDisabled()
  })

  it('sends the request without a price, then shows what was booked until another is wanted', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Guided Farm Tour' }))
    await fillDetails(user)
    await user.click(submitButton())

    const panel = await screen.findByTestId('booking-confirmation')
    expect(within(panel).getByRole('heading', { name: 'Booking Request Sent!' })).toHaveFocus()
    expect(
      within(panel).getByText("We'll contact you within 24 hours to confirm your booking."),
    ).toBeInTheDocument()
    expect(within(panel).getByText('Guided Farm Tour')).toBeInTheDocument()
    expect(within(panel).getByText('Saturday, May 2, 2099')).toBeInTheDocument()
    expect(within(panel).getByText('Saturday, May 9, 2099')).toBeInTheDocument()
    expect(within(panel).getByText('9:00 AM – 11:00 AM EDT')).toBeInTheDocument()
    expect(within(panel).getByText('3 people')).toBeInTheDocument()
    expect(within(panel).getByText('$75.00')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/visit-bookings/${received.token}/calendar.ics`,
    )
    expect(within(panel).getByRole('link', { name: 'See your booking' })).toHaveAttribute(
      'href',
      `/visits/booking?token=${received.token}`,
    )
    expect(within(panel).getByText('ana@example.com')).toBeInTheDocument()
    expect(bookingPosts()).toHaveLength(1)
    expect(bookingPosts()[0]).toMatchObject({ path: '/api/bookings' })
    expect(bookingPosts()[0]!.body).toEqual({
      farmEventId: 1,
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      customerPhone: null,
      numberOfPeople: 3,
      preferredDate: '2099-05-02',
      alternateDate: '2099-05-09',
      specialRequests: 'Two kids, ages 6 and 9',
      website: '',
    })

    // The panel stays; the form behind it was reset (spec 2 §4) for the next booking.
    expect(screen.queryByLabelText('Full name')).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Book another visit' }))
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''))
    expect(screen.getByLabelText('Preferred date')).toHaveValue('')
    expect(screen.getByLabelText('Number of people')).toHaveValue('1')
    expect(screen.getByRole('radio', { name: 'Guided Farm Tour' })).not.toBeChecked()
    expect(submitButton()).toBeDisabled()
  })

  it('reads Sending Request... while the request is on its way', async () => {
    let answer: (response: Response) => void = () => {}
    bookingAnswer = () => new Promise<Response>((resolve) => (answer = resolve)) as never
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Guided Farm Tour' }))
    await fillDetails(user)
    await user.click(submitButton())
    expect(await screen.findByRole('button', { name: 'Sending Request...' })).toBeDisabled()
    await act(async () => answer(jsonResponse(received, 201)))
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
  })

  it("shows 'Booking Failed' with the server's message, beside the field it names, and keeps the input", async () => {
    bookingAnswer = () =>
      jsonResponse(
        {
          message: 'Preferred date: The farm is closed on that day',
          code: 'VALIDATION_FAILED',
          fields: { preferredDate: 'The farm is closed on that day' },
        },
        400,
      )
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Guided Farm Tour' }))
    await fillDetails(user)
    await user.click(submitButton())

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument()
    expect(screen.getByText('Preferred date: The farm is closed on that day')).toBeInTheDocument()
    const date = screen.getByLabelText('Preferred date')
    expect(date).toHaveAttribute('aria-invalid', 'true')
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('The farm is closed on that day'),
    )
    expect(screen.getByLabelText('Full name')).toHaveValue(' Ana Lopez ')
    expect(screen.getByRole('radio', { name: 'Guided Farm Tour' })).toBeChecked()
  })

  it('checks the group size against the chosen event and names missing fields, sending nothing', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Beehive Visit' }))
    const people = screen.getByLabelText('Number of people')
    await user.clear(people)
    await user.type(people, '9')
    await user.click(submitButton())

    expect(await screen.findByText('Number of people must be at most 8')).toBeInTheDocument()
    expect(screen.getByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('Preferred date is required')).toBeInTheDocument()
    expect(bookingPosts()).toHaveLength(0)
  })

  it('shows the places left on the preferred date and keeps the group within them', async () => {
    availability = [
      { date: '2099-05-02', placesLeft: 2 },
      { date: '2099-05-03', placesLeft: 0 },
    ]
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Beehive Visit' }))
    expect(await screen.findByTestId('filling-dates')).toHaveTextContent(
      'Dates filling up: Sat, May 2: 2 places left · Sun, May 3: Fully booked',
    )
    await fillDetails(user)
    const date = screen.getByLabelText('Preferred date')
    expect(date).toHaveAccessibleDescription('2 places left on Sat, May 2.')
    fireEvent.change(date, { target: { value: '2099-05-06' } })
    expect(date).toHaveAccessibleDescription('8 places left on Wed, May 6.')
    fireEvent.change(date, { target: { value: '2099-05-02' } })
    await user.click(submitButton())
    expect(await screen.findByText('Only 2 places left on Sat, May 2')).toBeInTheDocument()
    fireEvent.change(date, { target: { value: '2099-05-03' } })
    await user.click(submitButton())
    expect(
      await screen.findByText('No places are left on Sun, May 3. Please choose another date.'),
    ).toBeInTheDocument()
    expect(bookingPosts()).toHaveLength(0)
  })

  it('offers the waitlist of a fully booked date, joins it and shows the place in line', async () => {
    availability = [{ date: '2099-05-03', placesLeft: 0 }]
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Beehive Visit' }))
    await screen.findByTestId('filling-dates')
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2099-05-03' } })
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for this date' }))
    const form = screen.getByRole('form', { name: 'Join the waitlist' })
    expect(within(form).getByTestId('waitlist-session')).toHaveTextContent(
      'Beehive VisitSunday, May 3, 2099',
    )
    await user.type(within(form).getByLabelText('Full name'), 'Ana Lopez')
    await user.type(within(form).getByLabelText('E-mail'), 'ana@example.com')
    await user.click(within(form).getByRole('combobox', { name: 'Number of people' }))
    await user.click(await screen.findByRole('option', { name: '3 people' }))
    await user.click(within(form).getByRole('button', { name: 'Join the Waitlist' }))
    expect(await screen.findByTestId('waitlist-entry-status')).toHaveTextContent(
      'You are next in line. We will e-mail you when places free up for your group.',
    )
    const post = calls.find((call) => /^\/api\/farm-events\/\d+\/waitlist$/.test(call.path))!
    expect(post.body).toMatchObject({
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      numberOfPeople: 3,
      eventDate: '2099-05-03',
    })
  })

  it('opens an offer from its link and books the held places', async () => {
    const user = userEvent.setup()
    await openPage('/farm-tours?waitlist=w8.offered')
    expect(await screen.findByTestId('waitlist-entry-status')).toHaveTextContent(
      'Places are free for your group and held for you until',
    )
    await user.click(screen.getByRole('button', { name: 'Book these places' }))
    expect(await screen.findByTestId('waitlist-entry-status')).toHaveTextContent(
      'You asked for these places: the farm confirms within 24 hours.',
    )
    expect(screen.getByRole('link', { name: 'See your booking' })).toBeInTheDocument()
  })

  it('names the people when the server says the places went meanwhile, and asks for them again', async () => {
    const message = 'Only 1 place is left for Guided Farm Tour on Saturday, May 2, 2099.'
    bookingAnswer = () =>
      jsonResponse({ message, code: 'NOT_ENOUGH_PLACES', fields: { numberOfPeople: message } }, 409)
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('radio', { name: 'Guided Farm Tour' }))
    await fillDetails(user)
    const asked = availabilityCalls().length
    await user.click(submitButton())
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument()
    expect(screen.getByLabelText('Number of people')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    )
    await waitFor(() => expect(availabilityCalls().length).toBeGreaterThan(asked))
    expect(screen.queryByTestId('booking-confirmation')).toBeNull()
  })

  it('asks for a choice when the form is sent with nothing selected', async () => {
    await openPage()
    fireEvent.submit(submitButton().closest('form')!)
    expect(await screen.findByText('Please select an event or workshop')).toBeInTheDocument()
    expect(bookingPosts()).toHaveLength(0)
  })

  it('offers no date before the farm’s today', async () => {
    await openPage()
    await waitFor(() =>
      expect(screen.getByLabelText('Preferred date')).toHaveAttribute(
        'min',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ),
    )
    const min = screen.getByLabelText('Preferred date').getAttribute('min')!
    expect(screen.getByLabelText('Alternate date (optional)')).toHaveAttribute('min', min)
  })

  it('says when a type has nothing to book', async () => {
    eventList = events.filter((event) => event.eventType === 'event')
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('tab', { name: 'Workshops' }))
    expect(await screen.findByText('No Workshops Available')).toBeInTheDocument()
  })

  it('scrolls to the section named by the URL hash', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    await openPage('/farm-tours#booking')
    await waitFor(() =>
      expect(scrolled.mock.contexts.map((element) => (element as Element).id)).toContain('booking'),
    )
    scrolled.mockRestore()
  })
})
