import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pickupLocationInputSchema, type PickupLocation } from '#contracts/pickup-locations'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { stubStaffResourceApi, type StaffResourceApi } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const adminPath = '/api/admin/pickup-locations'
let api: StaffResourceApi<PickupLocation>

const farmStand: PickupLocation = {
  id: 1,
  name: 'Farm Stand',
  address: '4120 Grove Road, Vero Beach, FL 32960',
  notes: 'Under the big mango tree.',
  active: true,
  sortOrder: 0,
  windows: [
    {
      id: 11,
      weekday: 'wednesday',
      startsAt: '16:00',
      endsAt: '18:30',
      orderCap: 1,
      cutoffHours: 0,
    },
    {
      id: 12,
      weekday: 'saturday',
      startsAt: '09:00',
      endsAt: '12:00',
      orderCap: 10,
      cutoffHours: 12,
    },
  ],
  closedDates: [{ date: '2026-11-28', reason: 'Thanksgiving weekend' }],
}

const market: PickupLocation = {
  id: 2,
  name: 'Downtown Market',
  address: '14th Avenue, Vero Beach',
  notes: null,
  active: false,
  sortOrder: 5,
  windows: [],
  closedDates: [],
}

/** What the server answers for a saved location: ids for new windows, empty texts as null. */
function stored(body: Record<string, unknown>, id: number): PickupLocation {
  const input = pickupLocationInputSchema.parse(body)
  return {
    ...input,
    id,
    notes: input.notes || null,
    windows: input.windows.map((window, index) => ({ ...window, id: window.id ?? 100 + index })),
    closedDates: input.closedDates.map((closed) => ({ ...closed, reason: closed.reason || null })),
  }
}

beforeEach(() => {
  api = stubStaffResourceApi({
    path: adminPath,
    items: [farmStand, market],
    created: (body) => stored(body, 9),
    updated: (current, body, id) => ('name' in body ? stored(body, id) : { ...current, ...body }),
  })
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

/** The next write answers `status` with `body` instead, and reaches nothing (the server refusing it). */
function refuseNextWrite(status: number, body: unknown) {
  const serve = globalThis.fetch
  let refused = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!refused && init?.method && init.method !== 'GET') {
        refused = true
        return jsonResponse(body, status)
      }
      return serve(input, init)
    }),
  )
}

function card(name: string) {
  const found = screen
    .queryAllByTestId('pickup-location-card')
    .find((each) => within(each).queryByRole('heading', { name }))
  if (!found) throw new Error(`No card for ${name}`)
  return found
}

const windowGroup = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole('group', { name: `Window ${number}` })

async function openScreen() {
  const app = renderApp('/admin/pickup')
  // Checkout's windows, as a shopper's page had them: a change must refresh them.
  app.queryClient.setQueryData(['/api/pickup-windows'], { choices: [] })
  await screen.findByRole('heading', { level: 1, name: 'Pickup Locations' }, slow)
  await waitFor(() => card('Farm Stand'), slow)
  return app
}

async function chooseWeekday(group: HTMLElement, day: string) {
  const user = userEvent.setup()
  await user.click(within(group).getByRole('combobox', { name: 'Weekday' }))
  await user.click(await screen.findByRole('option', { name: day }))
}

async function retype(element: HTMLElement, text: string) {
  const user = userEvent.setup()
  await user.clear(element)
  await user.type(element, text)
}

describe('Pickup Locations', () => {
  it('shows each location with its address, windows, closed dates and Active switch', async () => {
    const user = userEvent.setup()
    await openScreen()
    const stand = within(card('Farm Stand'))
    expect(stand.getByText('4120 Grove Road, Vero Beach, FL 32960')).toBeVisible()
    expect(stand.getByText('Under the big mango tree.')).toBeVisible()
    expect(
      within(stand.getByTestId('pickup-windows'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Wednesday 4:00 PM – 6:30 PM · 1 order · orders close when it opens',
      'Saturday 9:00 AM – 12:00 PM · 10 orders · orders close 12 h before',
    ])
    expect(stand.getByTestId('pickup-closed-dates')).toHaveTextContent(
      'Sat, Nov 28 · Thanksgiving weekend',
    )
    expect(stand.getByRole('switch', { name: 'Active: Farm Stand' })).toBeChecked()
    expect(stand.queryByText('Inactive')).toBeNull()

    const downtown = within(card('Downtown Market'))
    expect(downtown.getByText('Inactive')).toBeVisible()
    expect(
      downtown.getByText('No windows yet: checkout offers no pickup times here.'),
    ).toBeVisible()
    expect(downtown.queryByTestId('pickup-closed-dates')).toBeNull()

    await user.click(downtown.getByRole('switch', { name: 'Active: Downtown Market' }))
    expect((await screen.findAllByText('Pickup location switched on', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `${adminPath}/2`,
      body: { active: true },
    })
    await waitFor(() => expect(within(card('Downtown Market')).queryByText('Inactive')).toBeNull())
  })

  it('says what a location is for when there is none, with an Add button', async () => {
    const user = userEvent.setup()
    api.items = []
    renderApp('/admin/pickup')
    expect(
      await screen.findByRole('heading', { name: 'No pickup locations yet' }, slow),
    ).toBeVisible()
    expect(
      screen.getByText('Farm Pickup at checkout asks for a window once a location has windows.'),
    ).toBeVisible()
    const addButtons = screen.getAllByRole('button', { name: 'Add Location' })
    await user.click(addButtons[addButtons.length - 1]!)
    expect(screen.getByRole('dialog', { name: 'Add Pickup Location' })).toBeVisible()
  })

  it('adds a location with two windows and a closed date', async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    await user.click(screen.getByRole('button', { name: 'Add Location' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Pickup Location' })
    expect(
      within(dialog).getByText('No windows yet: checkout offers no pickup times here.'),
    ).toBeVisible()

    await user.type(within(dialog).getByLabelText('Name'), 'Riverside Market')
    await user.type(within(dialog).getByLabelText('Address'), '2 Dock Street, Sebastian, FL')
    await user.click(within(dialog).getByRole('button', { name: 'Add window' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add window' }))
    // The first keeps the new window's Saturday morning; the second is a Tuesday evening.
    const second = windowGroup(dialog, 2)
    await chooseWeekday(second, 'Tuesday')
    await retype(within(second).getByLabelText('Opens at'), '17:00')
    await retype(within(second).getByLabelText('Closes at'), '16:00')
    await retype(within(second).getByLabelText('Orders per window'), '25')
    await retype(within(second).getByLabelText('Cut-off (hours)'), '24')
    await user.click(within(dialog).getByRole('button', { name: 'Add closed date' }))
    const closed = within(dialog).getByRole('group', { name: 'Closed date 1' })
    await user.type(within(closed).getByLabelText('Date'), '2026-12-25')
    await user.type(within(closed).getByLabelText('Reason (optional)'), 'Christmas')

    // The contract's rule shows under the window's own field; nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add Location' }))
    expect(await within(second).findByText('Closes at must be after Opens at')).toBeVisible()
    expect(within(second).getByLabelText('Closes at')).toHaveAttribute('aria-invalid', 'true')
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await retype(within(second).getByLabelText('Closes at'), '19:00')
    await user.click(within(dialog).getByRole('button', { name: 'Add Location' }))
    expect((await screen.findAllByText('Pickup location added', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: adminPath,
      body: {
        name: 'Riverside Market',
        address: '2 Dock Street, Sebastian, FL',
        notes: '',
        active: true,
        sortOrder: 0,
        windows: [
          {
            weekday: 'saturday',
            startsAt: '09:00',
            endsAt: '12:00',
            orderCap: 10,
            cutoffHours: 12,
          },
          { weekday: 'tuesday', startsAt: '17:00', endsAt: '19:00', orderCap: 25, cutoffHours: 24 },
        ],
        closedDates: [{ date: '2026-12-25', reason: 'Christmas' }],
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => card('Riverside Market'), slow)
    expect(within(card('Riverside Market')).getByTestId('pickup-windows')).toHaveTextContent(
      'Tuesday 5:00 PM – 7:00 PM · 25 orders · orders close 24 h before',
    )
    expect(queryClient.getQueryState(['/api/pickup-windows'])?.isInvalidated).toBe(true)
  })

  it('edits a location with its values filled in and sends each window back with its id', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(within(card('Farm Stand')).getByRole('button', { name: 'Edit Farm Stand' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Pickup Location' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Farm Stand')
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Under the big mango tree.')
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked()
    const saturday = windowGroup(dialog, 2)
    expect(within(saturday).getByRole('combobox', { name: 'Weekday' })).toHaveTextContent(
      'Saturday',
    )
    expect(within(saturday).getByLabelText('Opens at')).toHaveValue('09:00')
    expect(within(saturday).getByLabelText('Orders per window')).toHaveValue('10')
    const closed = within(dialog).getByRole('group', { name: 'Closed date 1' })
    expect(within(closed).getByLabelText('Date')).toHaveValue('2026-11-28')
    expect(within(closed).getByLabelText('Reason (optional)')).toHaveValue('Thanksgiving weekend')

    // The Wednesday window goes, Saturday takes more orders, a new Sunday window comes.
    await user.click(
      within(windowGroup(dialog, 1)).getByRole('button', { name: 'Remove window 1' }),
    )
    await retype(within(windowGroup(dialog, 1)).getByLabelText('Orders per window'), '15')
    await user.click(within(dialog).getByRole('button', { name: 'Add window' }))
    await chooseWeekday(windowGroup(dialog, 2), 'Sunday')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect((await screen.findAllByText('Pickup location updated', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `${adminPath}/1`,
      body: {
        name: 'Farm Stand',
        address: '4120 Grove Road, Vero Beach, FL 32960',
        notes: 'Under the big mango tree.',
        active: true,
        sortOrder: 0,
        windows: [
          {
            id: 12,
            weekday: 'saturday',
            startsAt: '09:00',
            endsAt: '12:00',
            orderCap: 15,
            cutoffHours: 12,
          },
          { weekday: 'sunday', startsAt: '09:00', endsAt: '12:00', orderCap: 10, cutoffHours: 12 },
        ],
        closedDates: [{ date: '2026-11-28', reason: 'Thanksgiving weekend' }],
      },
    })
    await waitFor(() =>
      expect(
        within(within(card('Farm Stand')).getByTestId('pickup-windows'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Saturday 9:00 AM – 12:00 PM · 15 orders · orders close 12 h before',
        'Sunday 9:00 AM – 12:00 PM · 10 orders · orders close 12 h before',
      ]),
    )
  })

  it("puts the server's messages under a window's field and under the windows", async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(within(card('Farm Stand')).getByRole('button', { name: 'Edit Farm Stand' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Pickup Location' })
    refuseNextWrite(400, {
      message: 'Check the pickup windows',
      code: 'VALIDATION_FAILED',
      fields: { 'windows.1.orderCap': 'Orders per window must be at most 1000' },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    const saturday = windowGroup(dialog, 2)
    expect(
      await within(saturday).findByText('Orders per window must be at most 1000', {}, slow),
    ).toBeVisible()
    const cap = within(saturday).getByLabelText('Orders per window')
    expect(cap).toHaveAttribute('aria-invalid', 'true')
    expect(cap).toHaveFocus()
    expect(within(windowGroup(dialog, 1)).getByLabelText('Orders per window')).not.toHaveAttribute(
      'aria-invalid',
    )
    expect(screen.getByRole('dialog', { name: 'Edit Pickup Location' })).toBeVisible()

    // Removing a window that still has orders to collect: the server's 409 names the windows.
    const message = 'A window you removed has orders to collect; keep it until they are picked up'
    refuseNextWrite(409, { message, code: 'WINDOW_IN_USE', fields: { windows: message } })
    await user.click(
      within(windowGroup(dialog, 1)).getByRole('button', { name: 'Remove window 1' }),
    )
    await retype(within(windowGroup(dialog, 1)).getByLabelText('Orders per window'), '12')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    const windows = within(dialog).getByRole('region', { name: 'Pickup windows' })
    expect(await within(windows).findByText(message, {}, slow)).toBeVisible()
    expect(api.calls.some((call) => call.method === 'PUT' && call.path === `${adminPath}/1`)).toBe(
      false,
    )
  })

  it('deletes a location after the question', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(card('Downtown Market')).getByRole('button', { name: 'Delete Downtown Market' }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this pickup location?',
    })
    expect(question).toHaveTextContent(
      'Downtown Market and its windows will no longer be offered at checkout.',
    )
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(
      within(card('Downtown Market')).getByRole('button', { name: 'Delete Downtown Market' }),
    )
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect((await screen.findAllByText('Pickup location deleted', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${adminPath}/2`)
    await waitFor(() => expect(() => card('Downtown Market')).toThrow())
  })
})
