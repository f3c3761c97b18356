import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { renderApp } from '#web/test/render-app'
import { hasToursPage } from './contact-page'

interface Call {
  method: string
  path: string
  body: unknown
}

/**
 * The first screen of a test loads its lazy route module, which can take a while when cold
 * (and each test may take longer than vitest's default 5 s on a busy machine).
 */
const pageLoad = { timeout: 10_000 }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let calls: Call[]
let contactAnswer: () => Response

beforeAll(() => {
  // Radix Select uses pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
})

beforeEach(() => {
  calls = []
  contactAnswer = () => json(201, { message: 'Message received' })
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
        return json(200, [
          {
            key: 'contact_header_title',
            title: 'Contact title',
            content: 'Say Hello to the Grove',
            imageUrl: null,
            contentType: 'text',
            description: null,
          },
        ])
      }
      if (url.pathname === '/api/farm-settings') {
        return json(
          200,
          farmSettingsAnswer({
            phone: '(555) 000-1111',
            hours: {
              ...farmSettingsAnswer().hours,
              saturday: [
                { from: '08:00', to: '12:00' },
                { from: '13:00', to: '17:00' },
              ],
            },
            hoursNote: 'Closed on Thanksgiving',
          }),
        )
      }
      if (url.pathname === '/api/contact' && method === 'POST') return contactAnswer()
      return json(404, { message: 'Not found', code: 'NOT_FOUND' })
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const contactPosts = () =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/contact')

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), '  Ana ')
  await user.type(screen.getByLabelText('Last name'), 'Lopez')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com ')
  await user.click(screen.getByRole('combobox', { name: 'Subject' }))
  await user.click(await screen.findByRole('option', { name: 'Wholesale Orders' }))
  await user.type(screen.getByLabelText('Message'), 'Could we order 40 lb of mangos for our cafe?')
}

describe('Contact page', { timeout: 20_000 }, () => {
  it('shows the editable texts with built-in defaults, the farm settings and the three ways to connect', async () => {
    renderApp('/contact')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Say Hello to the Grove' }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.getByText(/Questions about an order, a visit or a tree/)).toBeInTheDocument() // default subtitle

    const info = screen.getByRole('region', { name: 'Farm Information' })
    expect(await within(info).findByText(/2180 Seagrape Grove Road/)).toBeInTheDocument()
    expect(within(info).getByRole('link', { name: '(555) 000-1111' })).toHaveAttribute(
      'href',
      'tel:5550001111',
    )
    expect(within(info).getByRole('link', { name: 'hello@groveside.farm' })).toHaveAttribute(
      'href',
      'mailto:hello@groveside.farm',
    )
    // The hours as the server formats them: equal days together, the open ones first.
    const hours = within(info).getByText('Closed on Thanksgiving').parentElement!
    expect([...hours.children].map((line) => line.textContent)).toEqual([
      'Thu, Fri, Sun 8:00 AM – 4:00 PM',
      'Sat 8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM',
      'Mon–Wed Closed',
      'Closed on Thanksgiving',
    ])
    for (const network of ['Facebook', 'Instagram', 'Twitter', 'YouTube']) {
      expect(within(info).getByRole('link', { name: network })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      )
    }

    const directions = screen.getByRole('link', { name: /Get directions/ })
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=2180%20Seagrape%20Grove%20Road%2C%20Jensen%20Beach%2C%20FL%2034957',
    )
    expect(document.querySelector('iframe')).toBeNull()

    const ways = screen.getByRole('region', { name: 'More Ways to Connect' })
    expect(within(ways).getByRole('heading', { name: 'Call Us' })).toBeInTheDocument()
    expect(
      within(ways).getByText(
        'Hours: Thu, Fri, Sun 8:00 AM – 4:00 PM; Sat 8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM',
      ),
    ).toBeInTheDocument()
    expect(within(ways).getByText(/reply within 24 hours/)).toBeInTheDocument()
    expect(within(ways).getByRole('heading', { name: 'Visit the Farm' })).toBeInTheDocument()
    // 'Schedule Tour' only links somewhere real: the tours page, once the app has it.
    const scheduleTour = within(ways).queryByRole('link', { name: 'Schedule Tour' })
    if (hasToursPage()) expect(scheduleTour).toHaveAttribute('href', '/farm-tours')
    else expect(scheduleTour).toBeNull()
    expect(within(ways).queryByRole('button', { name: 'Schedule Tour' })).toBeNull()

    await waitFor(() => expect(document.title).toBe('Contact | Groveside Farm'))
  })

  it('names every missing field and sends nothing', async () => {
    const user = userEvent.setup()
    renderApp('/contact')
    await user.click(await screen.findByRole('button', { name: 'Send Message' }, pageLoad))

    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument()
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    )
    expect(contactPosts()).toHaveLength(0)
  })

  it('sends the trimmed message, says Message Sent! and clears the form', async () => {
    const user = userEvent.setup()
    renderApp('/contact')
    await screen.findByRole('button', { name: 'Send Message' }, pageLoad)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeInTheDocument()
    expect(contactPosts()).toHaveLength(1)
    expect(contactPosts()[0]!.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      subject: 'wholesale',
      message: 'Could we order 40 lb of mangos for our cafe?',
      website: '',
    })
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''))
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Choose a subject')
  })

  it("shows 'Failed to Send Message' with the server's message and marks the field it names", async () => {
    contactAnswer = () =>
      json(400, {
        message: 'Invalid email: Please enter a valid e-mail address',
        code: 'VALIDATION_FAILED',
        fields: { email: 'Please enter a valid e-mail address' },
      })
    const user = userEvent.setup()
    renderApp('/contact')
    await screen.findByRole('button', { name: 'Send Message' }, pageLoad)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument()
    expect(
      screen.getByText('Invalid email: Please enter a valid e-mail address'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('First name')).toHaveValue('  Ana ') // kept for another try
  })

  it('offers the newsletter sign-up too', async () => {
    renderApp('/contact')
    const newsletter = await screen.findByRole(
      'region',
      { name: 'Farm News in Your Inbox' },
      pageLoad,
    )
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
  })
})
