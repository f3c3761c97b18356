import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { farmEventInputSchema } from '#contracts/visits-admin'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { stubVisitApi, type FakeVisitApi } from './events-admin-test-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

let api: FakeVisitApi

beforeEach(() => {
  api = stubVisitApi()
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function card(title: string) {
  const found = screen
    .queryAllByTestId('farm-event-card')
    .find((item) => within(item).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No card for ${title}`)
  return found
}

async function openScreen() {
  const result = renderApp('/events-admin')
  await screen.findByRole('heading', { level: 1, name: 'Events & Workshops Manager' }, slow)
  await waitFor(() => card('Mango Tasting'), slow)
  return result
}

describe('Events & Workshops Manager: events', () => {
  it('lists every event with its type, price, size, duration, start, includes and bookings', async () => {
    await openScreen()
    expect(screen.getByRole('heading', { level: 2, name: 'Events & workshops' })).toBeVisible()
    const tasting = card('Mango Tasting')
    expect(within(tasting).getByText('Farm Event')).toBeVisible()
    expect(within(tasting).getByTestId('farm-event-facts')).toHaveTextContent(
      '$20.00 per person · max 12 people · 1.5 hours · starts 10:00 AM · 3 included items',
    )
    expect(within(tasting).getByTestId('farm-event-bookings')).toHaveTextContent(
      'No upcoming bookings',
    )
    expect(within(tasting).getByRole('switch', { name: 'Active: Mango Tasting' })).toBeChecked()
    expect(within(tasting).getByRole('button', { name: 'Edit Mango Tasting' })).toBeVisible()
    expect(within(tasting).getByRole('button', { name: 'Delete Mango Tasting' })).toBeVisible()
    expect(within(tasting).queryByRole('button', { name: /Cancel event/ })).toBeNull()

    const bees = card('Beekeeping Basics')
    expect(within(bees).getByText('Workshop')).toBeVisible()
    expect(within(bees).getByTestId('farm-event-bookings')).toHaveTextContent('3 upcoming bookings')
  })

  it('creates an event: the body is exactly the contract’s input', async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    // The public list of /farm-tours, as a visitor's earlier look left it in the cache.
    queryClient.setQueryData(['/api/farm-events/active'], [])
    await user.click(screen.getByRole('button', { name: 'Add Event' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Event' })
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))
    expect(within(dialog).getByText('Title is required')).toBeVisible()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(within(dialog).getByLabelText('Title'), 'Honey Harvest Morning')
    await user.type(within(dialog).getByLabelText('Description'), 'Spin honey from the frames.')
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }))
    await user.click(await screen.findByRole('option', { name: 'Workshop' }))
    await user.clear(within(dialog).getByLabelText('Duration (minutes)'))
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '150')
    expect(within(dialog).getByText('Shown as 2.5 hours.')).toBeVisible()
    await user.type(within(dialog).getByLabelText('Start time'), '09:00')
    await user.type(within(dialog).getByLabelText('Price per person ($)'), '35')
    await user.clear(within(dialog).getByLabelText('Max people'))
    await user.type(within(dialog).getByLabelText('Max people'), '10')
    await user.type(
      within(dialog).getByLabelText('Includes'),
      'Veil and gloves\n\n A jar of honey ',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }))

    expect((await screen.findAllByText('Event Created', {}, slow))[0]).toBeVisible()
    const post = api.calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe('/api/admin/farm-events')
    expect(post.body).toEqual({
      title: 'Honey Harvest Morning',
      description: 'Spin honey from the frames.',
      eventType: 'workshop',
      durationMinutes: 150,
      startTime: '09:00',
      pricePerPerson: '35',
      maxPeople: 10,
      includes: ['Veil and gloves', 'A jar of honey'],
      active: true,
      sortOrder: 0,
      minPeople: null,
      minPeopleDaysBefore: 3,
    })
    expect(farmEventInputSchema.strict().safeParse(post.body).success).toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => card('Honey Harvest Morning'), slow)
    expect(queryClient.getQueryState(['/api/farm-events/active'])?.isInvalidated).toBe(true)
  })

  it('edits an event with its values filled in', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(card('Mango Tasting')).getByRole('button', { name: 'Edit Mango Tasting' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mango Tasting')
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('10:00')
    expect(within(dialog).getByLabelText('Includes')).toHaveValue(
      'Six varieties\nTake-home mango\nGrove walk',
    )
    await user.clear(within(dialog).getByLabelText('Price per person ($)'))
    await user.type(within(dialog).getByLabelText('Price per person ($)'), '22.50')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect((await screen.findAllByText('Event Updated', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/admin/farm-events/1',
      body: { title: 'Mango Tasting', pricePerPerson: '22.50', durationMinutes: 90 },
    })
  })

  it('switches an event off from its card (PATCH { active })', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(card('Mango Tasting')).getByRole('switch', { name: 'Active: Mango Tasting' }),
    )
    expect((await screen.findAllByText('Event Deactivated', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/farm-events/1',
      body: { active: false },
    })
    await waitFor(() =>
      expect(
        within(card('Mango Tasting')).getByRole('switch', { name: 'Active: Mango Tasting' }),
      ).not.toBeChecked(),
    )
    expect(within(card('Mango Tasting')).getByText('Inactive')).toBeVisible()
  })

  it('offers Cancel event instead of Delete when it has bookings, after a question', async () => {
    const user = userEvent.setup()
    await openScreen()
    const bees = card('Beekeeping Basics')
    expect(within(bees).queryByRole('button', { name: 'Delete Beekeeping Basics' })).toBeNull()
    await user.click(within(bees).getByRole('button', { name: 'Cancel event Beekeeping Basics' }))
    const question = screen.getByRole('alertdialog', { name: 'Cancel this event?' })
    expect(question).toHaveTextContent(
      'Its 3 upcoming bookings will be cancelled and each visitor e-mailed.',
    )
    await user.click(within(question).getByRole('button', { name: 'Keep event' }))
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.click(within(bees).getByRole('button', { name: 'Cancel event Beekeeping Basics' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel event' }),
    )
    expect((await screen.findAllByText('Event Cancelled', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/admin/farm-events/2/cancel',
    )
    await waitFor(() =>
      expect(
        within(card('Beekeeping Basics')).getByTestId('farm-event-bookings'),
      ).toHaveTextContent('No upcoming bookings'),
    )
    expect(
      within(card('Beekeeping Basics')).getByRole('button', { name: 'Delete Beekeeping Basics' }),
    ).toBeVisible()
  })

  it('deletes an event after the question; a 409 shows its message in a destructive toast', async () => {
    const user = userEvent.setup()
    await openScreen()
    api.refuseWrites = {
      status: 409,
      body: { message: 'Someone just booked this event: cancel it instead.', code: 'HAS_BOOKINGS' },
    }
    await user.click(
      within(card('Mango Tasting')).getByRole('button', { name: 'Delete Mango Tasting' }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Delete Failed', {}, slow))[0]).toBeVisible()
    expect(
      screen.getAllByText('Someone just booked this event: cancel it instead.')[0],
    ).toBeVisible()

    api.refuseWrites = null
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Event Deleted', {}, slow))[0]).toBeVisible()
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/farm-events/1',
      '/api/admin/farm-events/1',
    ])
    await waitFor(() => expect(() => card('Mango Tasting')).toThrow())
  })

  it("shows 'Save Failed' with the server's message and keeps the form", async () => {
    const user = userEvent.setup()
    await openScreen()
    api.refuseWrites = {
      status: 400,
      body: {
        message: 'Start time must be a time like 08:00',
        code: 'INVALID_INPUT',
        fields: { startTime: 'Start time must be a time like 08:00' },
      },
    }
    await user.click(
      within(card('Mango Tasting')).getByRole('button', { name: 'Edit Mango Tasting' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect((await screen.findAllByText('Save Failed', {}, slow))[0]).toBeVisible()
    expect(within(dialog).getByText('Start time must be a time like 08:00')).toBeVisible()
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeVisible()
  })
})
