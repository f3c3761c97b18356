import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Product } from '#contracts/catalog'
import type { Review } from '#contracts/reviews'
import { dismissToast } from '#web/components/ui/use-toast'
import { productFixture } from '#web/test/products'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first render of a test loads the lazy route modules and the form tests type a lot, which
// takes a while under jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 })
vi.setConfig({ testTimeout: 30_000 })

const product = productFixture

const haden = product({
  id: 1,
  name: 'Haden Mangos',
  description: 'Classic Florida mangos.',
  price: '4.50',
  unit: 'per lb',
  category: 'fresh',
  imageUrl: '/uploads/demo/mango.svg',
})
const kent = product({
  id: 2,
  name: 'Kent Mangos',
  category: 'fresh',
  inStock: false,
  price: '5.00',
})
const glenn = product({
  id: 9,
  name: 'Grafted Mango Tree – Glenn',
  description: 'Easy to keep small.',
  price: '89.00',
  unit: '3-gallon pot',
  category: 'plants',
})
const honey = product({ id: 5, name: 'Wildflower Honey', category: 'honey', price: '14.00' })

function review(
  overrides: Partial<Review> & Pick<Review, 'id' | 'customerName' | 'rating'>,
): Review {
  return {
    productId: 1,
    title: null,
    comment: 'Tasty.',
    verified: false,
    helpful: 0,
    createdAt: '2026-03-03T15:00:00.000Z',
    ...overrides,
  }
}

let reviews: Record<number, Review[]>
let posts: { url: string; body: unknown }[]
/** Answer of POST /api/products/:id/reviews; by default the stored review. */
let reviewAnswer: ((body: Record<string, unknown>) => Response) | null

function fakeServer(catalog: Product[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const path = url.pathname
    if (method === 'GET') {
      if (path === '/api/products') return jsonResponse(catalog)
      if (path === '/api/site-content' || path === '/api/cart') return jsonResponse([])
      const detail = /^\/api\/products\/(\d+)$/.exec(path)
      const found = detail && catalog.find((item) => item.id === Number(detail[1]))
      if (found) return jsonResponse(found)
      const list = /^\/api\/products\/(\d+)\/reviews$/.exec(path)
      if (list && catalog.some((item) => item.id === Number(list[1])))
        return jsonResponse(reviews[Number(list[1])] ?? [])
      if (path === '/api/review-links/open-link-token-0123456789abcdef')
        return jsonResponse({
          productId: 1,
          customerName: 'Dana Buyer',
          customerEmail: 'dana@example.com',
        })
      if (path.startsWith('/api/review-links/'))
        return jsonResponse(
          { message: 'This review link has expired or has already been used.', code: 'NOT_FOUND' },
          404,
        )
      return jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, 404)
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    posts.push({ url: path, body })
    if (path === '/api/cart') {
      const added = catalog.find((item) => item.id === body!.productId)!
      return jsonResponse({ id: 1, quantity: body!.quantity, product: added })
    }
    const create = /^\/api\/products\/(\d+)\/reviews$/.exec(path)
    if (create) {
      if (reviewAnswer) return reviewAnswer(body!)
      const productId = Number(create[1])
      // As the server: a review link makes a Verified Purchase, shown at once; others wait.
      const verified = Boolean(body!.reviewToken)
      const stored = review({
        id: 100 + posts.length,
        productId,
        customerName: String(body!.customerName),
        rating: Number(body!.rating),
        title: (body!.title as string) || null,
        comment: String(body!.comment),
        verified,
        createdAt: '2026-04-01T15:00:00.000Z',
      })
      if (verified) reviews[productId] = [stored, ...(reviews[productId] ?? [])]
      return jsonResponse({ ...stored, awaitingApproval: !verified }, 201)
    }
    const helpful = /^\/api\/reviews\/(\d+)\/helpful$/.exec(path)
    if (helpful) {
      for (const list of Object.values(reviews)) {
        const target = list.find((item) => item.id === Number(helpful[1]))
        if (target) {
          target.helpful += 1
          return jsonResponse({ helpful: target.helpful })
        }
      }
    }
    return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
  })
}

beforeEach(() => {
  reviews = {
    1: [
      review({
        id: 3,
        customerName: 'Priya',
        rating: 4,
        comment: 'Lovely flavor.',
        helpful: 1,
        createdAt: '2026-03-20T15:00:00.000Z',
      }),
      review({
        id: 2,
        customerName: 'Dave Kowalski',
        rating: 5,
        title: 'Worth the drive',
        verified: true,
        helpful: 3,
      }),
      review({
        id: 1,
        customerName: 'Maria L.',
        rating: 5,
        title: 'Like grandmother’s tree',
        verified: true,
        helpful: 7,
        createdAt: '2026-02-10T15:00:00.000Z',
      }),
    ],
  }
  posts = []
  reviewAnswer = null
  vi.stubGlobal('fetch', fakeServer([haden, kent, honey, glenn]))
})

afterEach(() => {
  dismissToast()
  vi.unstubAllGlobals()
})

const reviewsSection = () => screen.getByRole('region', { name: 'Customer Reviews' })

describe('Product detail', () => {
  it('shows the product: image, category badge, name, price with unit and stock', async () => {
    renderApp('/products/1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Haden Mangos' })).toBeVisible()
    expect(screen.getByText('Fresh Produce')).toBeInTheDocument()
    expect(screen.getByTestId('product-price')).toHaveTextContent('$4.50')
    expect(screen.getByText('/ lb')).toBeInTheDocument()
    expect(screen.getByTestId('stock-status')).toHaveTextContent('In Stock')
    expect(screen.getByText('Classic Florida mangos.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Haden Mangos' })).toHaveAttribute(
      'src',
      '/uploads/demo/mango.svg',
    )
    expect(screen.queryByRole('heading', { name: 'Growing Information' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    await waitFor(() => expect(document.title).toBe('Haden Mangos | Groveside Farm'))
  })

  it('says when a picked-to-order product is harvested if ordered now, on the farm clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Monday 30 November 2026, 10:00 on the farm (EST).
    vi.setSystemTime(new Date('2026-11-30T15:00:00Z'))
    try {
      vi.stubGlobal(
        'fetch',
        fakeServer([{ ...haden, harvestDays: ['tuesday', 'friday'] }, kent, honey, glenn]),
      )
      renderApp('/products/1')
      const note = await screen.findByTestId('harvest-note')
      expect(note).toHaveTextContent(
        'Picked to order on Tuesdays and Fridays; order by 12:00 PM the day before.',
      )
      expect(note).toHaveTextContent(
        'Order now and it is picked Tuesday, December 1, 2026. Orders for that harvest close Monday, November 30, 2026, 12:00 PM EST.',
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('says where a plant may not be shipped, and that pickup is always possible', async () => {
    const restricted = {
      ...glenn,
      shipsTo: {
        rule: 'except' as const,
        states: ['CA' as const, 'AZ' as const],
        reason: 'nursery stock rules',
      },
    }
    vi.stubGlobal('fetch', fakeServer([haden, kent, honey, restricted]))
    renderApp(`/products/${glenn.id}`)
    expect(await screen.findByTestId('ships-to-note')).toHaveTextContent(
      'Does not ship to AZ, CA (nursery stock rules). Farm Pickup is always possible.',
    )
  })

  it('says nothing of harvests for a product that is ready at once', async () => {
    renderApp('/products/5')
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildflower Honey' })).toBeVisible()
    expect(screen.queryByTestId('harvest-note')).toBeNull()
  })

  it('marks an out-of-stock product and uses the placeholder image', async () => {
    renderApp('/products/2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kent Mangos' })).toBeVisible()
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Out of Stock')
    expect(screen.getByRole('img', { name: 'Kent Mangos' })).toHaveAttribute(
      'src',
      '/api/placeholder-image',
    )
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument()
  })

  it('counts a used-up tracked stock as out of stock', async () => {
    vi.stubGlobal('fetch', fakeServer([{ ...honey, stockQuantity: 0 }]))
    renderApp('/products/5')
    await screen.findByRole('heading', { level: 1, name: 'Wildflower Honey' })
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Out of Stock')
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
  })

  it('adds the quantity picked, from 1 up to the stock the farm counts', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('fetch', fakeServer([{ ...honey, stockQuantity: 5 }]))
    renderApp('/products/5')
    await screen.findByRole('heading', { level: 1, name: 'Wildflower Honey' })
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    expect(field).toHaveValue(1)
    expect(field).toHaveAccessibleDescription('5 left in stock')
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(field).toHaveValue(3)

    // More than the stock is brought back to it.
    await user.clear(field)
    await user.type(field, '12')
    await user.tab()
    expect(field).toHaveValue(5)
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect((await screen.findAllByText('Added to Cart'))[0]).toBeInTheDocument()
    expect(posts).toContainEqual({ url: '/api/cart', body: { productId: 5, quantity: 4 } })
  })

  it('offers up to 99 of a product whose stock is not counted', async () => {
    const user = userEvent.setup()
    renderApp('/products/1')
    const field = await screen.findByRole('spinbutton', { name: 'Quantity' })
    expect(field).toHaveAttribute('max', '99')
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '0')
    await user.tab()
    expect(field).toHaveValue(1)
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() =>
      expect(posts).toContainEqual({ url: '/api/cart', body: { productId: 1, quantity: 1 } }),
    )
  })

  it('labels the categories as the spec does and shows Growing Information for plants', async () => {
    renderApp('/products/9')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grafted Mango Tree – Glenn' }),
    ).toBeVisible()
    expect(screen.getByText('Plants & Trees')).toBeInTheDocument()
    const growing = screen.getByRole('region', { name: 'Growing Information' })
    expect(within(growing).getByText(/Right after harvest, by August/)).toBeInTheDocument()
    expect(within(growing).getByText('Sun')).toBeInTheDocument()
  })

  it('labels honey as Honey Products', async () => {
    renderApp('/products/5')
    await screen.findByRole('heading', { level: 1, name: 'Wildflower Honey' })
    expect(screen.getByText('Honey Products')).toBeInTheDocument()
  })

  it('shows Product Not Found for an unknown product, and Go Back returns to the previous page', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/')
    await router.navigate('/products/404')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Product Not Found | Groveside Farm'))
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('Go Back leads to the products when the page was opened directly', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products/404')
    await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
  })

  it('shows Product Not Found for a non-numeric id without asking the server', async () => {
    renderApp('/products/mango')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeVisible()
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input))
    expect(asked.some((url) => url.startsWith('/api/products/'))).toBe(false)
  })

  it('is reached from a product card’s link', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products')
    const link = await screen.findByRole('link', { name: 'Haden Mangos' })
    expect(link).toHaveAttribute('href', '/products/1')
    await user.click(link)
    expect(await screen.findByRole('heading', { level: 1, name: 'Haden Mangos' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/products/1')
  })
})

describe('Reviews', () => {
  it('shows the average to one decimal and the count and share of each star', async () => {
    renderApp('/products/1')
    const summary = await screen.findByTestId('review-summary')
    expect(summary).toHaveTextContent('4.7')
    expect(
      within(summary).getByRole('img', { name: 'Average rating 4.7 out of 5' }),
    ).toBeInTheDocument()
    expect(summary).toHaveTextContent('Based on 3 reviews')
    expect(within(summary).getByTestId('stars-5')).toHaveTextContent('5 stars: 2 reviews, 67%')
    expect(within(summary).getByTestId('stars-4')).toHaveTextContent('4 stars: 1 review, 33%')
    expect(within(summary).getByTestId('stars-1')).toHaveTextContent('1 star: 0 reviews, 0%')
  })

  it('lists reviews with stars, title, name, date, Verified Purchase and helpful count', async () => {
    reviews[1]![0]!.helpful = 0
    renderApp('/products/1')
    const items = await screen.findAllByTestId('review')
    expect(items).toHaveLength(3)
    const [priya, dave] = items as [HTMLElement, HTMLElement]
    // Nobody has found Priya's review helpful yet: no "0 people found this helpful".
    expect(within(priya).getByTestId('helpful-count')).toBeEmptyDOMElement()
    expect(within(priya).getByRole('button', { name: /^Helpful/ })).toBeInTheDocument()
    expect(within(priya).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(within(priya).getByText('Priya')).toBeInTheDocument()
    expect(within(priya).getByText('March 20, 2026')).toBeInTheDocument()
    expect(within(priya).queryByText('Verified Purchase')).not.toBeInTheDocument()
    expect(within(dave).getByRole('heading', { name: 'Worth the drive' })).toBeInTheDocument()
    expect(within(dave).getByText('Verified Purchase')).toBeInTheDocument()
    expect(within(dave).getByText('3 people found this helpful')).toBeInTheDocument()
  })

  it('shows a friendly empty state with the Write Review button', async () => {
    renderApp('/products/5')
    const section = await waitFor(() => reviewsSection())
    expect(await within(section).findByRole('heading', { name: 'No reviews yet' })).toBeVisible()
    expect(within(section).getByRole('button', { name: 'Write Review' })).toBeVisible()
  })

  it('marks a review helpful once and refreshes the list', async () => {
    const user = userEvent.setup()
    renderApp('/products/1')
    const maria = (await screen.findAllByTestId('review'))[2]!
    const button = within(maria).getByRole('button', { name: 'Helpful (review by Maria L.)' })
    await user.click(button)
    expect(await within(maria).findByText('8 people found this helpful')).toBeInTheDocument()
    expect(posts).toEqual([{ url: '/api/reviews/1/helpful', body: undefined }])
    const marked = within(maria).getByRole('button', { name: /Marked helpful/ })
    expect(marked).toHaveAttribute('aria-disabled', 'true')
    await user.click(marked)
    expect(posts).toHaveLength(1)
    // The list was fetched again after the vote.
    const reviewFetches = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input) === '/api/products/1/reviews')
    expect(reviewFetches.length).toBeGreaterThanOrEqual(2)
  })

  it('writes a review: sends only the reviewer’s fields, says it awaits approval, closes and resets the form', async () => {
    const user = userEvent.setup()
    renderApp('/products/1')
    const section = await waitFor(() => reviewsSection())
    const write = await within(section).findByRole('button', { name: 'Write Review' })
    expect(write).toHaveAttribute('aria-expanded', 'false')
    await user.click(write)
    expect(write).toHaveAttribute('aria-expanded', 'true')

    const form = screen.getByRole('form', { name: 'Write a review of Haden Mangos' })
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked()
    expect(within(form).getByLabelText('Your name')).toHaveFocus()
    await user.type(within(form).getByLabelText('Your name'), '  Rosa  ')
    await user.type(within(form).getByLabelText('E-mail'), 'Rosa@Example.com')
    await user.click(within(form).getByRole('radio', { name: '3 stars' }))
    await user.type(within(form).getByLabelText(/Title/), 'Good')
    await user.type(within(form).getByLabelText('Your review'), 'Sweet, a little fibrous.')
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument()
    const awaiting = 'Thank you! Your review will appear once it has been approved.'
    expect(screen.getAllByText(awaiting)[0]).toBeInTheDocument()
    expect(posts).toEqual([
      {
        url: '/api/products/1/reviews',
        body: {
          customerName: 'Rosa',
          customerEmail: 'rosa@example.com',
          rating: 3,
          title: 'Good',
          comment: 'Sweet, a little fibrous.',
          website: '',
          productId: 1,
        },
      },
    ])
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument())
    expect(write).toHaveAttribute('aria-expanded', 'false')
    // Not a Verified Purchase: it waits for staff, and the section says so where it would show.
    expect(within(section).getByTestId('review-awaiting-approval')).toHaveTextContent(awaiting)
    expect(within(section).getByText('Based on 3 reviews')).toBeInTheDocument()
    expect(within(section).queryByText('Rosa')).not.toBeInTheDocument()

    await user.click(write)
    const reopened = screen.getByRole('form')
    expect(within(reopened).getByLabelText('Your name')).toHaveValue('')
    expect(within(reopened).getByLabelText('Your review')).toHaveValue('')
    expect(within(reopened).getByRole('radio', { name: '5 stars' })).toBeChecked()
  })

  it('opens the form prefilled from the e-mailed review link and sends its token', async () => {
    const user = userEvent.setup()
    renderApp('/products/1?review=open-link-token-0123456789abcdef')
    const form = await screen.findByRole('form', { name: 'Write a review of Haden Mangos' })
    expect(within(form).getByLabelText('Your name')).toHaveValue('Dana Buyer')
    expect(within(form).getByLabelText('E-mail')).toHaveValue('dana@example.com')
    expect(within(form).getByText(/marked as a verified purchase/)).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Your review'), 'Best honey-sweet mangos.')
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument()
    expect(posts).toEqual([
      {
        url: '/api/products/1/reviews',
        body: expect.objectContaining({
          customerName: 'Dana Buyer',
          customerEmail: 'dana@example.com',
          comment: 'Best honey-sweet mangos.',
          reviewToken: 'open-link-token-0123456789abcdef',
        }),
      },
    ])
    // A Verified Purchase shows at once, without "0 people found this helpful".
    const first = (await screen.findAllByTestId('review'))[0]!
    await waitFor(() => expect(first).toHaveTextContent('Best honey-sweet mangos.'))
    expect(first).toHaveTextContent('Verified Purchase')
    expect(within(first).getByTestId('helpful-count')).toBeEmptyDOMElement()
    expect(screen.queryByTestId('review-awaiting-approval')).not.toBeInTheDocument()
    expect(screen.queryByText(/approved/)).not.toBeInTheDocument()
  })

  it('says so when a review link has expired, and leaves the form closed', async () => {
    renderApp('/products/1?review=spent-link-token-0123456789abcdef')
    expect(await screen.findByText('Failed to open review link')).toBeInTheDocument()
    expect(
      screen.getByText('This review link has expired or has already been used.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup()
    renderApp('/products/1')
    await user.click(await screen.findByRole('button', { name: 'Write Review' }))
    const form = screen.getByRole('form')
    await user.type(within(form).getByLabelText('E-mail'), 'not-an-email')
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }))
    expect(await within(form).findByText('Please enter your name')).toBeInTheDocument()
    expect(within(form).getByText('Please enter a valid e-mail address')).toBeInTheDocument()
    expect(within(form).getByText('Please write your review')).toBeInTheDocument()
    expect(within(form).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })

  it('reports a refused review with the server message and keeps the form open', async () => {
    const user = userEvent.setup()
    reviewAnswer = () =>
      jsonResponse(
        {
          message: 'Invalid rating: Rating must be a whole number from 1 to 5',
          code: 'VALIDATION_FAILED',
          fields: { rating: 'Rating must be a whole number from 1 to 5' },
        },
        400,
      )
    renderApp('/products/1')
    await user.click(await screen.findByRole('button', { name: 'Write Review' }))
    const form = screen.getByRole('form')
    await user.type(within(form).getByLabelText('Your name'), 'Rosa')
    await user.type(within(form).getByLabelText('E-mail'), 'rosa@example.com')
    await user.type(within(form).getByLabelText('Your review'), 'Nice.')
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument()
    expect(
      screen.getByText('Invalid rating: Rating must be a whole number from 1 to 5'),
    ).toBeInTheDocument()
    expect(within(form).getByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument()
    expect(screen.getByRole('form')).toBe(form)
    expect(within(form).getByLabelText('Your name')).toHaveValue('Rosa')
  })
})
