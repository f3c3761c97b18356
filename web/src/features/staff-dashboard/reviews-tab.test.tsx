import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffReviewListItem } from '#contracts/reviews'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first test loads the staff screens' code: slow on a busy machine.
const slow = { timeout: 20_000 }
vi.setConfig({ testTimeout: 40_000 })

let reviews: StaffReviewListItem[]
let calls: { method: string; path: string; body: unknown }[]
let searches: string[]

/** GET /api/admin/reviews as the server answers: searched, counted by status, one page. */
function reviewPage(url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase()
  const status = url.searchParams.get('status')
  const searched = reviews.filter(
    (review) =>
      !q ||
      `${review.productName} ${review.customerName} ${review.title}`.toLowerCase().includes(q),
  )
  const matching = searched.filter((review) => !status || review.status === status)
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25)
  const count = (each: string) => searched.filter((review) => review.status === each).length
  return jsonResponse({
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    counts: {
      all: searched.length,
      awaiting_approval: count('awaiting_approval'),
      shown: count('shown'),
      hidden: count('hidden'),
    },
  })
}

const waiting: StaffReviewListItem = {
  id: 7,
  productId: 3,
  productName: 'Muscadine Grapes',
  customerName: 'Robin Taster',
  rating: 2,
  title: 'Thick skins',
  comment: 'Wild flavour, thick skins.',
  verified: false,
  helpful: 0,
  createdAt: '2030-05-02T14:00:00.000Z',
  status: 'awaiting_approval',
}
const shown: StaffReviewListItem = {
  ...waiting,
  id: 6,
  customerName: 'Maria L.',
  title: 'Tastes like home',
  verified: true,
  rating: 5,
  createdAt: '2030-05-01T14:00:00.000Z',
  status: 'shown',
}
const hidden: StaffReviewListItem = {
  ...waiting,
  id: 5,
  customerName: 'Spammer',
  title: 'Cheap watches',
  createdAt: '2030-04-30T14:00:00.000Z',
  status: 'hidden',
}

beforeEach(() => {
  calls = []
  searches = []
  reviews = [structuredClone(waiting), structuredClone(shown), structuredClone(hidden)]
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
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/admin/reviews' && method === 'GET') {
        searches.push(url.search)
        return reviewPage(url)
      }
      const patch = /^\/api\/admin\/reviews\/(\d+)$/.exec(url.pathname)
      if (patch && method === 'PATCH') {
        const review = reviews.find((candidate) => candidate.id === Number(patch[1]))!
        review.status = (body as { hidden: boolean }).hidden ? 'hidden' : 'shown'
        return jsonResponse(review)
      }
      if (url.pathname === '/api/admin/orders/search') {
        return jsonResponse({ orders: [], total: 0, page: 1, pageSize: 25 })
      }
      if (url.pathname === '/api/admin/orders/summary') {
        return jsonResponse({
          totalOrders: 0,
          toShip: 0,
          paidRevenue: '0.00',
          byStatus: {},
          unfinished: 0,
        })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const row = (title: string) => {
  const found = screen
    .getAllByTestId('staff-review')
    .find((element) => within(element).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No review row for ${title}`)
  return found
}
const filterButton = (label: RegExp) =>
  within(screen.getByRole('group', { name: 'Filter reviews' })).getByRole('button', {
    name: label,
  })

async function openReviews() {
  const user = userEvent.setup()
  renderApp('/staff-dashboard')
  await user.click(await screen.findByRole('tab', { name: 'Reviews' }, slow))
  await waitFor(() => expect(screen.getAllByTestId('staff-review')).toHaveLength(3), slow)
  return user
}

describe('Staff dashboard: reviews', () => {
  it('marks a review awaiting approval, offers Approve only there, and filters by status', async () => {
    const user = await openReviews()
    const pending = row('Thick skins')
    expect(within(pending).getByText('Awaiting approval')).toBeInTheDocument()
    expect(within(pending).getByRole('button', { name: 'Approve: Thick skins' })).toBeVisible()
    expect(within(pending).getByRole('button', { name: 'Hide: Thick skins' })).toBeVisible()
    expect(within(pending).getByRole('button', { name: 'Delete: Thick skins' })).toBeVisible()
    const live = row('Tastes like home')
    expect(within(live).queryByRole('button', { name: /^Approve/ })).toBeNull()
    expect(within(live).getByRole('button', { name: 'Hide: Tastes like home' })).toBeVisible()
    const gone = row('Cheap watches')
    expect(within(gone).getByText('Hidden from the shop')).toBeInTheDocument()
    expect(within(gone).getByRole('button', { name: 'Show: Cheap watches' })).toBeVisible()

    await user.click(filterButton(/^Awaiting approval/))
    await waitFor(() => expect(screen.getAllByTestId('staff-review')).toHaveLength(1))
    expect(row('Thick skins')).toBeInTheDocument()
  })

  it('approves a review: PATCH shows it, with the approval toast', async () => {
    const user = await openReviews()
    await user.click(
      within(row('Thick skins')).getByRole('button', { name: 'Approve: Thick skins' }),
    )
    expect((await screen.findAllByText('Review Approved', {}, slow))[0]).toBeVisible()
    expect(
      screen.getAllByText(
        'Robin Taster’s review now shows on Muscadine Grapes and counts in its rating.',
      )[0],
    ).toBeVisible()
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/reviews/7',
      body: { hidden: false },
    })
    await waitFor(() =>
      expect(within(row('Thick skins')).queryByText('Awaiting approval')).toBeNull(),
    )
    expect(within(row('Thick skins')).queryByRole('button', { name: /^Approve/ })).toBeNull()
  })

  it('keeps the status, search and page in the address; counts each status of the search', async () => {
    reviews = Array.from({ length: 27 }, (_, index) => ({
      ...shown,
      id: 100 + index,
      customerName: `Taster ${index + 1}`,
      title: `Grape note ${index + 1}`,
    }))
    reviews.push(structuredClone(waiting))
    const user = userEvent.setup()
    const { router } = renderApp('/admin/reviews?status=shown&page=2')
    await waitFor(() => expect(screen.getAllByTestId('staff-review')).toHaveLength(2), slow)
    expect(searches).toContain('?status=shown&page=2')
    expect(filterButton(/^Shown in the shop/)).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton(/^Shown in the shop/)).toHaveTextContent('27')
    expect(filterButton(/^Awaiting approval/)).toHaveTextContent('1')
    expect(screen.getByText('26–27 of 27 reviews')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=shown'))
    await waitFor(() => expect(screen.getAllByTestId('staff-review')).toHaveLength(25))

    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'note 2')
    await waitFor(() => expect(router.state.location.search).toBe('?q=note+2&status=shown'), slow)
    await waitFor(() => expect(screen.getAllByTestId('staff-review')).toHaveLength(9))
    expect(filterButton(/^All/)).toHaveTextContent('9')

    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'x')
    expect(
      await screen.findByRole('heading', { name: 'No reviews match these filters' }, slow),
    ).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(screen.getAllByTestId('staff-review')).toHaveLength(25))
  })

  it("shows 'No reviews available' when there are none", async () => {
    reviews = []
    renderApp('/admin/reviews')
    expect(
      await screen.findByRole('heading', { name: 'No reviews available' }, slow),
    ).toBeInTheDocument()
  })
})
