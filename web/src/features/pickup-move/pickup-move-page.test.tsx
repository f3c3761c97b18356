import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PickupMove, PickupWindowChoice } from '#contracts/pickup-locations'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

/** The first screen of a test loads its lazy route module, which can take a while when cold. */
const pageLoad = { timeout: 10_000 }
const token = `42.${'a'.repeat(43)}`

const choice = (overrides: Partial<PickupWindowChoice>): PickupWindowChoice => ({
  windowId: 7,
  locationId: 1,
  locationName: 'Farm stand',
  locationAddress: '1200 Grove Road, Jensen Beach',
  date: '2099-06-06',
  startsAt: '14:00',
  endsAt: '17:00',
  state: 'open',
  placesLeft: 2,
  orderBy: '2099-06-06T06:00:00.000Z',
  closedReason: null,
  ...overrides,
})

const move: PickupMove = {
  orderId: 42,
  customerName: 'Ana Lopez',
  pickup: {
    windowId: 5,
    locationName: 'Farm stand',
    locationAddress: '1200 Grove Road, Jensen Beach',
    date: '2099-06-05',
    startsAt: '09:00',
    endsAt: '12:00',
  },
  movableUntil: '2099-06-04T13:00:00.000Z',
  canMove: true,
  choices: [choice({}), choice({ windowId: 8, date: '2099-06-07', state: 'full', placesLeft: 0 })],
}

let posted: unknown[]
let moveAnswer: () => Response

beforeEach(() => {
  posted = []
  moveAnswer = () =>
    jsonResponse({
      ...move,
      pickup: {
        ...move.pickup,
        windowId: 7,
        date: '2099-06-06',
        startsAt: '14:00',
        endsAt: '17:00',
      },
      choices: [],
    })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === `/api/pickup-moves/${encodeURIComponent(token)}`) {
        if (method === 'GET') return jsonResponse(move)
        posted.push(JSON.parse(String(init?.body)))
        return moveAnswer()
      }
      if (url.pathname.startsWith('/api/pickup-moves/')) {
        return jsonResponse({ message: 'This pickup link is not valid', code: 'NOT_FOUND' }, 404)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('/pickup: an order’s pickup time from its e-mailed link', () => {
  it('shows the window, offers the others (a full one disabled) and moves it', async () => {
    const user = userEvent.setup()
    renderApp(`/pickup?token=${token}`)
    expect(await screen.findByTestId('pickup-current', {}, pageLoad)).toHaveTextContent(
      'Friday, June 5, 2099, 9:00 AM – 12:00 PM',
    )
    const picker = screen.getByRole('group', { name: 'Move my pickup to' })
    const full = within(picker).getByRole('radio', { name: /Sunday, June 7, 2099 Farm stand/ })
    expect(full).toBeDisabled()
    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Move my pickup' }))
    expect(await within(picker).findByRole('alert')).toHaveTextContent('Choose a pickup window')
    expect(posted).toEqual([])

    await user.click(
      within(picker).getByRole('radio', { name: /Saturday, June 6, 2099 Farm stand/ }),
    )
    expect(within(picker).getByText('2 places left')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Move my pickup' }))
    await waitFor(() => expect(posted).toEqual([{ windowId: 7, date: '2099-06-06' }]))
    expect((await screen.findAllByText('Pickup time changed'))[0]).toBeVisible()
    await waitFor(() =>
      expect(screen.getByTestId('pickup-current')).toHaveTextContent(
        'Saturday, June 6, 2099, 2:00 PM – 5:00 PM',
      ),
    )
  })

  it("shows the server's refusal under the windows", async () => {
    moveAnswer = () =>
      jsonResponse(
        {
          message: 'That pickup window is full; please choose another',
          code: 'PICKUP_WINDOW_UNAVAILABLE',
          fields: { pickupWindow: 'That pickup window is full; please choose another' },
        },
        409,
      )
    const user = userEvent.setup()
    renderApp(`/pickup?token=${token}`)
    const picker = await screen.findByRole('group', { name: 'Move my pickup to' }, pageLoad)
    await user.click(within(picker).getByRole('radio', { name: /Saturday, June 6/ }))
    await user.click(screen.getByRole('button', { name: 'Move my pickup' }))
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'That pickup window is full; please choose another',
    )
  })

  it('says when a link is not valid', async () => {
    renderApp(`/pickup?token=43.${'b'.repeat(43)}`)
    expect(
      await screen.findByRole('heading', { name: 'This pickup link is not valid' }, pageLoad),
    ).toBeVisible()
    renderApp('/pickup')
    expect(
      (await screen.findAllByRole('heading', { name: 'This pickup link is not valid' }))[0],
    ).toBeVisible()
  })
})
