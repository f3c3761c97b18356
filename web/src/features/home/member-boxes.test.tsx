import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BoxAddOn, MemberBox } from '#contracts/csa-season'
import type { User } from '#contracts/identity'
import type { CustomerSubscription } from '#contracts/subscriptions'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

vi.setConfig({ testTimeout: 40_000 })
const firstPaint = { timeout: 15_000 }

const maria: User = {
  id: 'u1',
  email: 'maria@example.com',
  firstName: 'Maria',
  lastName: 'L.',
  profileImageUrl: null,
}
const mango: CustomerSubscription = {
  id: 3,
  planId: 1,
  planName: "Mango Lover's Box",
  frequency: 'weekly',
  status: 'active',
  startDate: '2030-06-06',
  nextDelivery: '2030-06-13',
  pausedUntil: null,
  price: '45.00',
  fulfilment: 'pickup',
  deliveryAddress: null,
  pickupWindow: 'Farm stand, Thursdays 3:00 PM to 6:00 PM',
  cardLast4: '4242',
  createdAt: '2030-06-01T14:00:00.000Z',
}
const box = (date: string, overrides: Partial<MemberBox> = {}): MemberBox => ({
  date,
  state: 'box',
  note: null,
  cutOffAt: '2030-06-11T16:00:00.000Z',
  changeable: true,
  charged: false,
  addOns: [],
  total: '45.00',
  contents: null,
  ...overrides,
})
const honey: BoxAddOn = {
  id: 7,
  name: 'Honey jar',
  description: 'Wildflower, 16 oz',
  price: '12.00',
  active: true,
}
const eggs: BoxAddOn = { id: 8, name: 'Eggs', description: '', price: '6.00', active: true }

let boxes: MemberBox[]
let calls: { method: string; path: string; body: unknown }[]
beforeAll(async () => {
  await import('./home-page')
})
beforeEach(() => {
  calls = []
  boxes = [
    box('2030-06-13', {
      addOns: [{ addOnId: 7, name: 'Honey jar', quantity: 2, price: '12.00' }],
      total: '69.00',
      contents: 'Mangos\nAvocados',
    }),
    box('2030-06-20', { state: 'skipped', total: '0.00' }),
    box('2030-06-27', { state: 'farm_break', note: 'Summer rest', changeable: false }),
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method, path: url.pathname, body })
      const skip = /^\/api\/subscriptions\/3\/boxes\/([\d-]+)\/skip$/.exec(url.pathname)
      if (skip) {
        const date = skip[1]!
        boxes = boxes.map((each) =>
          each.date === date ? { ...each, state: method === 'POST' ? 'skipped' : 'box' } : each,
        )
        return jsonResponse(boxes.find((each) => each.date === date))
      }
      const addOns = /^\/api\/subscriptions\/3\/boxes\/([\d-]+)\/add-ons$/.exec(url.pathname)
      if (addOns && method === 'PUT') return jsonResponse(boxes[0])
      if (url.pathname === '/api/subscriptions/3/pause' && method === 'POST') {
        const until = (body as { until?: string }).until ?? null
        return jsonResponse({ ...mango, status: 'paused', pausedUntil: until, nextDelivery: until })
      }
      switch (url.pathname) {
        case '/api/session':
          return jsonResponse({ customer: maria, staff: null })
        case '/api/subscriptions/mine':
          return jsonResponse([mango])
        case '/api/subscriptions/3/boxes':
          return jsonResponse(boxes)
        case '/api/box-add-ons':
          return jsonResponse([honey, eggs])
        case '/api/orders':
        case '/api/products':
        case '/api/blog':
        case '/api/site-content':
          return jsonResponse([])
        case '/api/reviews/summary':
          return jsonResponse({ reviewCount: 0, averageRating: null, satisfiedPercent: null })
        default:
          return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
      }
    }),
  )
})
afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

async function upcomingBoxes() {
  await waitFor(() => expect(screen.getAllByTestId('member-box')).toHaveLength(3), firstPaint)
  return screen.getAllByTestId('member-box')
}

describe('a member’s upcoming boxes', () => {
  it('shows each box with its state, add-ons, cut-off and contents, and skips one', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const [first, second, third] = await upcomingBoxes()
    const card = screen.getByTestId('subscription-card')
    expect(card).toHaveTextContent('Pickup: Farm stand, Thursdays 3:00 PM to 6:00 PM')

    expect(first).toHaveTextContent('Thursday, June 13, 2030')
    expect(within(first!).getByText('Coming')).toBeInTheDocument()
    expect(first).toHaveTextContent('2 × Honey jar')
    expect(first).toHaveTextContent('$69.00')
    expect(first).toHaveTextContent('Changes close Tuesday, June 11, 2030 at 12:00 PM')
    expect(within(first!).getByText(/Mangos/)).toHaveClass('whitespace-pre-line')
    expect(within(second!).getByText('Skipped')).toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: 'Bring it back' })).toBeInTheDocument()
    expect(within(third!).getByText('Farm break: Summer rest')).toBeInTheDocument()
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument()

    await user.click(within(first!).getByRole('button', { name: 'Skip this box' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/subscriptions/3/boxes/2030-06-13/skip',
        body: undefined,
      }),
    )
    expect(await screen.findByText('Box skipped')).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('member-box')[0]!).getByRole('button', {
          name: 'Bring it back',
        }),
      ).toBeInTheDocument(),
    )
  })

  it('chooses add-ons for a box in the dialog', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const [first] = await upcomingBoxes()
    await user.click(within(first!).getByRole('button', { name: 'Add-ons' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons' })
    const honeyJar = await within(dialog).findByRole('spinbutton', { name: 'Honey jar' })
    expect(honeyJar).toHaveValue(2)
    await user.clear(honeyJar)
    await user.type(honeyJar, '0')
    const eggsBox = within(dialog).getByRole('spinbutton', { name: 'Eggs' })
    await user.clear(eggsBox)
    await user.type(eggsBox, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Save add-ons' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/subscriptions/3/boxes/2030-06-13/add-ons',
        body: { addOns: [{ addOnId: 8, quantity: 3 }] },
      }),
    )
    expect(await screen.findByText('Add-ons saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('pauses until a date, and still for a number of weeks', async () => {
    const user = userEvent.setup()
    renderApp('/')
    await upcomingBoxes()
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    let dialog = await screen.findByRole('dialog', { name: /Pause/ })
    await user.click(within(dialog).getByLabelText('Until a date'))
    const until = within(dialog).getByLabelText('Pause until')
    await user.type(until, '2030-07-04')
    await user.click(within(dialog).getByRole('button', { name: 'Pause Subscription' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/subscriptions/3/pause',
        body: { until: '2030-07-04' },
      }),
    )
    expect(await screen.findByText('Subscription paused')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Pause' }))
    dialog = await screen.findByRole('dialog', { name: /Pause/ })
    await user.click(within(dialog).getByLabelText('For a number of weeks'))
    await user.selectOptions(within(dialog).getByLabelText('Pause for'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Pause Subscription' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/subscriptions/3/pause',
        body: { weeks: 3 },
      }),
    )
  })
})
