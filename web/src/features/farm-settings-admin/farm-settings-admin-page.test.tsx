import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FarmSettingsView } from '#contracts/farm-settings'
import { dismissToast } from '#web/components/ui/use-toast'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

let role: 'owner' | 'staff'
let settings: FarmSettingsView
let saveAnswer: ((body: Record<string, unknown>) => Response) | null
let calls: { method: string; path: string; body?: Record<string, unknown> }[]

beforeEach(() => {
  role = 'owner'
  settings = farmSettingsAnswer({ hoursNote: 'Closed on Thanksgiving' })
  saveAnswer = null
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: `${role}@groveside.test`, name: `Test ${role}`, role },
        })
      }
      if (url.pathname === '/api/farm-settings') return jsonResponse(settings)
      if (url.pathname === '/api/admin/farm-settings' && method === 'PUT') {
        if (saveAnswer) return saveAnswer(body)
        settings = farmSettingsAnswer(body)
        return jsonResponse(settings)
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/admin/blog/comments/pending-count') {
        return jsonResponse({ pending: 0 })
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

async function openScreen() {
  renderApp('/admin/settings')
  await screen.findByRole('heading', { level: 1, name: 'Farm settings' }, slow)
  return screen.findByRole('form', { name: 'Farm settings' }, slow)
}

const saves = () => calls.filter((call) => call.method === 'PUT')
const day = (name: string) => within(screen.getByRole('group', { name }))

describe('Farm settings (/admin/settings)', () => {
  it("shows the farm's fields, the week's hours and how pages will show them", async () => {
    await openScreen()
    expect(screen.getByLabelText('Street Address')).toHaveValue('2180 Seagrape Grove Road')
    expect(screen.getByLabelText('City')).toHaveValue('Jensen Beach')
    expect(screen.getByLabelText('State')).toHaveValue('FL')
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('34957')
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 274-6264')
    expect(screen.getByLabelText('E-mail')).toHaveValue('hello@groveside.farm')
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York')
    expect(screen.getByLabelText('Hours note (optional)')).toHaveValue('Closed on Thanksgiving')
    expect(screen.getByLabelText('Hold an offer for (hours)')).toHaveValue('24')

    expect(day('Monday').getByRole('switch', { name: 'Open on Monday' })).not.toBeChecked()
    expect(day('Monday').getByText('Closed')).toBeInTheDocument()
    expect(day('Saturday').getByRole('switch', { name: 'Open on Saturday' })).toBeChecked()
    expect(day('Saturday').getByLabelText('Opens on Saturday')).toHaveValue('08:00')
    expect(day('Saturday').getByLabelText('Closes on Saturday')).toHaveValue('16:00')

    const preview = screen.getByText('Shown on the site as').parentElement!
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thu–Sun 8:00 AM – 4:00 PM', 'Mon–Wed Closed'])
  })

  it('saves changed Saturday hours, a second range and the phone, with a toast', async () => {
    const user = userEvent.setup()
    await openScreen()
    fireEvent.change(day('Saturday').getByLabelText('Closes on Saturday'), {
      target: { value: '12:00' },
    })
    await user.click(day('Saturday').getByRole('button', { name: 'Add hours on Saturday' }))
    expect(day('Saturday').getByLabelText('Opens on Saturday, hours 2')).toHaveValue('13:00')
    expect(day('Saturday').getByLabelText('Closes on Saturday, hours 2')).toHaveValue('17:00')
    await user.click(day('Monday').getByRole('switch', { name: 'Open on Monday' }))
    expect(day('Monday').getByLabelText('Opens on Monday')).toHaveValue('08:00')
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '(772) 555-0199')

    const preview = screen.getByText('Shown on the site as').parentElement!
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mon, Thu, Fri, Sun 8:00 AM – 4:00 PM',
      'Sat 8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM',
      'Tue, Wed Closed',
    ])

    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Farm settings saved', {}, slow)).toBeInTheDocument()
    expect(saves()).toHaveLength(1)
    expect(saves()[0]!.body).toMatchObject({
      phone: '(772) 555-0199',
      timeZone: 'America/New_York',
      hoursNote: 'Closed on Thanksgiving',
      geo: null,
      waitlistHoldHours: 24,
      hours: {
        monday: [{ from: '08:00', to: '16:00' }],
        tuesday: [],
        saturday: [
          { from: '08:00', to: '12:00' },
          { from: '13:00', to: '17:00' },
        ],
      },
      address: { street: '2180 Seagrape Grove Road', state: 'FL', country: 'US' },
    })
  })

  it('shows the stored waitlist hold, refuses 0 hours under the field and saves 48', async () => {
    const user = userEvent.setup()
    settings = farmSettingsAnswer({ waitlistHoldHours: 36 })
    await openScreen()
    const hold = screen.getByLabelText('Hold an offer for (hours)')
    expect(hold).toHaveValue('36')

    await user.clear(hold)
    await user.type(hold, '0')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(hold).toHaveAttribute('aria-invalid', 'true'))
    expect(hold).toHaveAccessibleDescription(/Waitlist hold must be at least 1 hour/)
    expect(saves()).toHaveLength(0)

    await user.clear(hold)
    await user.type(hold, '48')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Farm settings saved', {}, slow)).toBeInTheDocument()
    expect(saves()).toHaveLength(1)
    expect(saves()[0]!.body).toMatchObject({ waitlistHoldHours: 48 })
    expect(hold).toHaveValue('48')
  })

  it('refuses hours that close before they open, under the field, and sends nothing', async () => {
    const user = userEvent.setup()
    await openScreen()
    fireEvent.change(day('Friday').getByLabelText('Closes on Friday'), {
      target: { value: '07:00' },
    })
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    const closes = day('Friday').getByLabelText('Closes on Friday')
    await waitFor(() => expect(closes).toHaveAttribute('aria-invalid', 'true'))
    expect(closes).toHaveAccessibleDescription('Closing time must be after the opening time')
    expect(saves()).toHaveLength(0)
  })

  it("shows the server's messages under their fields, with a failure toast", async () => {
    const user = userEvent.setup()
    saveAnswer = () =>
      jsonResponse(
        {
          message: 'Invalid hours.sunday.0.from, timeZone, waitlistHoldHours',
          code: 'VALIDATION_ERROR',
          fields: {
            'hours.sunday.0.from': 'These hours overlap other hours of the same day',
            timeZone: 'Time zone must be an IANA time zone such as America/New_York',
            waitlistHoldHours: 'Waitlist hold must be at most 168 hours (a week)',
          },
        },
        400,
      )
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(
      await screen.findByText('Could not save the farm settings', {}, slow),
    ).toBeInTheDocument()
    expect(day('Sunday').getByLabelText('Opens on Sunday')).toHaveAccessibleDescription(
      'These hours overlap other hours of the same day',
    )
    expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(
      /Time zone must be an IANA time zone such as America\/New_York/,
    )
    expect(screen.getByLabelText('Hold an offer for (hours)')).toHaveAccessibleDescription(
      /Waitlist hold must be at most 168 hours \(a week\)/,
    )
  })

  it('shows other staff the settings read-only', async () => {
    role = 'staff'
    await openScreen()
    expect(screen.getByText(/Only the farm.s owner can change these settings/)).toBeInTheDocument()
    expect(screen.getByLabelText('Phone')).toBeDisabled()
    expect(screen.getByLabelText('Hold an offer for (hours)')).toBeDisabled()
    expect(day('Saturday').getByRole('switch', { name: 'Open on Saturday' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
  })
})
