import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BlogPostSummary } from '#contracts/blog'
import type { Product } from '#contracts/catalog'
import type { User } from '#contracts/identity'
import type { CustomerOrder } from '#contracts/orders'
import type { ReviewSummary } from '#contracts/reviews'
import { productFixture } from '#web/test/products'
import { jsonResponse, renderApp } from '#web/test/render-app'

function product(id: number, overrides: Partial<Product> = {}): Product {
  return productFixture({ id, name: `Product ${id}`, category: 'fresh', ...overrides })
}

const catalog: Product[] = [
  product(1, { name: 'Haden Mangos', featured: true, price: '4.50', unit: 'per lb' }),
  product(2, { name: 'Kent Mangos', inStock: false }),
  product(3, { name: 'Fresh Blackberries', featured: true }),
  product(4, { name: 'Wildflower Honey', featured: true, price: '14.00', unit: '16 oz jar' }),
  product(5, { name: 'Raw Honeycomb', featured: true, inStock: false }),
  product(6, { name: 'Glenn Mango Tree', featured: true }),
  product(7, { name: 'Grape Vine', featured: true }),
  product(8, { name: 'Muscadines', featured: true }),
  product(9, { name: 'Blackberry Plant' }),
]

const post = (id: number, createdAt: string): BlogPostSummary => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  category: 'Harvest Updates',
  excerpt: `Excerpt ${id}`,
  excerptIsAutomatic: false,
  imageUrl: null,
  createdAt,
})
const posts = [
  post(1, '2026-01-05T12:00:00.000Z'),
  post(2, '2026-03-05T12:00:00.000Z'),
  post(3, '2026-02-05T12:00:00.000Z'),
  post(4, '2026-04-05T12:00:00.000Z'),
]

const order = (
  id: number,
  createdAt: string,
  overrides: Partial<CustomerOrder> = {},
): CustomerOrder => ({
  id,
  status: 'pending',
  paymentStatus: 'paid',
  totalAmount: '20.00',
  createdAt,
  itemCount: 1,
  tracking: null,
  ...overrides,
})

const maria: User = {
  id: 'u1',
  email: 'maria@example.com',
  firstName: 'Maria',
  lastName: 'L.',
  profileImageUrl: null,
}

interface Answers {
  user?: User | null | 'never'
  orders?: CustomerOrder[]
  blog?: BlogPostSummary[] | 'error'
  reviews?: ReviewSummary
}

const someReviews: ReviewSummary = { reviewCount: 7, averageRating: 4.6, satisfiedPercent: 86 }

const calls: { method: string; path: string }[] = []

function stubServer({ user = null, orders = [], blog = posts, reviews = someReviews }: Answers) {
  calls.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
      const method = init?.method ?? 'GET'
      calls.push({ method, path: url.pathname })
      if (method === 'POST' && url.pathname === '/api/init-data')
        return new Response(null, { status: 204 })
      switch (url.pathname) {
        case '/api/session':
          if (user === 'never') return new Promise<Response>(() => {})
          return jsonResponse({ customer: user, staff: null })
        case '/api/products':
          return jsonResponse(catalog)
        case '/api/blog':
          return blog === 'error'
            ? jsonResponse({ message: 'boom', code: 'INTERNAL' }, 500)
            : jsonResponse(blog)
        case '/api/orders':
          return user
            ? jsonResponse(orders)
            : jsonResponse({ message: 'Please sign in', code: 'UNAUTHORIZED' }, 401)
        case '/api/site-content':
          return jsonResponse([])
        case '/api/reviews/summary':
          return jsonResponse(reviews)
        default:
          return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
      }
    }),
  )
}

/** The first screen can take a while to load on a busy machine (lazy route, cold transform). */
const firstPaint = { timeout: 8000 }

beforeAll(async () => {
  await import('./home-page')
})
beforeEach(() => {
  vi.mocked(Element.prototype.scrollIntoView).mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/ while the current user loads', () => {
  it('shows a spinner, not the landing page or the dashboard', async () => {
    stubServer({ user: 'never' })
    renderApp('/')
    expect(await screen.findByText('Loading your farm', {}, firstPaint)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/init-data')).toBe(false)
  })
})

describe('landing page (signed out)', () => {
  it('shows the hero, the first 4 featured products (in stock first) and the 3 newest posts', async () => {
    stubServer({ user: null })
    renderApp('/')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sun-Ripened on the Florida Coast' },
        firstPaint,
      ),
    ).toBeInTheDocument()

    const featured = await screen.findAllByTestId('featured-product')
    expect(featured.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Haden Mangos',
      'Fresh Blackberries',
      'Wildflower Honey',
      'Glenn Mango Tree',
    ])
    expect(featured[0]).toHaveAttribute('href', '/products/1')
    expect(featured[0]).toHaveTextContent('$4.50')
    expect(featured[0]).toHaveTextContent('/ lb')
    for (const card of featured) expect(card).not.toHaveTextContent('Out of Stock')

    const teasers = await screen.findAllByTestId('blog-teaser')
    expect(teasers.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Post 4',
      'Post 2',
      'Post 3',
    ])
    expect(teasers[0]).toHaveAttribute('href', '/blog/post-4')
    expect(screen.getByRole('link', { name: /View All Posts/ })).toHaveAttribute('href', '/blog')

    const story = screen.getByRole('region', { name: 'Our Story' })
    for (const stat of ['3+', 'Local', 'Fresh'])
      expect(within(story).getByText(stat)).toBeInTheDocument()
    expect(within(story).getByText('Years Growing')).toBeInTheDocument()
    expect(within(story).getByText(/^Groveside started in 2022/)).toBeInTheDocument()

    const newsletter = screen.getByRole('region', { name: 'Get Harvest News First' })
    expect(within(newsletter).getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument()

    const closing = screen.getByRole('region', { name: 'Ready to Taste the Grove?' })
    // Guests can buy: shopping starts at the products, signing in is offered, never required.
    expect(within(closing).getByRole('link', { name: /Start Shopping/ })).toHaveAttribute(
      'href',
      '/products',
    )
    expect(within(closing).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/login',
    )
    expect(closing).not.toHaveTextContent(/sign in to order/i)
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it('fires POST /api/init-data once on load', async () => {
    stubServer({ user: null })
    renderApp('/')
    await screen.findAllByTestId('featured-product', {}, firstPaint)
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/init-data')).toEqual([
        { method: 'POST', path: '/api/init-data' },
      ]),
    )
  })

  it('scrolls to the products and the story from the hero buttons, moving focus there', async () => {
    stubServer({ user: null })
    renderApp('/')
    const user = userEvent.setup()
    const scroll = vi.mocked(Element.prototype.scrollIntoView)

    await user.click(await screen.findByRole('button', { name: /Shop Our Products/ }, firstPaint))
    expect(scroll.mock.contexts.at(-1)).toHaveProperty('id', 'featured-products')
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Our Story' }))
    expect(scroll.mock.contexts.at(-1)).toHaveProperty('id', 'our-story')
    expect(screen.getByRole('heading', { name: 'Our Story' })).toHaveFocus()
  })

  it('keeps the page whole when the blog cannot be loaded', async () => {
    stubServer({ user: null, blog: 'error' })
    renderApp('/')
    expect(
      await screen.findByText(
        'New stories from the grove are on their way. Check back soon!',
        {},
        firstPaint,
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByTestId('featured-product')).toHaveLength(4)
  })
})

describe('home dashboard (signed in)', () => {
  it('welcomes the user and shows their real order count and 3 latest orders', async () => {
    stubServer({
      user: maria,
      orders: [
        order(14, '2026-04-10T15:00:00.000Z', { status: 'shipped', totalAmount: '32.50' }),
        order(12, '2026-03-02T15:00:00.000Z', { status: 'delivered' }),
        order(9, '2026-02-01T15:00:00.000Z'),
        order(3, '2026-01-01T15:00:00.000Z'),
      ],
    })
    renderApp('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria!' }, firstPaint),
    ).toBeInTheDocument()

    const stats = screen.getAllByTestId('stat-card')
    await waitFor(() => expect(stats[0]).toHaveTextContent('4 Total Orders'))
    // 7 of the 9 products are in stock.
    expect(stats[1]).toHaveTextContent('7 Products Available')
    // The shop's real review figures, from the server.
    await waitFor(() => expect(stats[2]).toHaveTextContent('4.6 Average Rating'))
    expect(stats[3]).toHaveTextContent('86% Satisfaction')

    const recent = screen.getAllByTestId('recent-order')
    expect(recent).toHaveLength(3)
    expect(recent[0]).toHaveTextContent('Order #14')
    expect(recent[0]).toHaveTextContent('Shipped')
    expect(recent[0]).toHaveTextContent('$32.50')
    expect(recent[0]).toHaveTextContent('Apr 10, 2026')
    expect(recent[2]).toHaveTextContent('Order #9')
    expect(screen.queryByText('Order #3')).not.toBeInTheDocument()

    expect(await screen.findAllByTestId('featured-product')).toHaveLength(6)
    expect(await screen.findAllByTestId('blog-teaser')).toHaveLength(3)
    expect(calls.some((call) => call.path === '/api/init-data')).toBe(false)
  })

  it('says "No orders yet" and greets by e-mail when there is no first name', async () => {
    stubServer({ user: { ...maria, firstName: null }, orders: [] })
    renderApp('/')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome back, maria@example.com!' },
        firstPaint,
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
    expect(screen.getAllByTestId('stat-card')[0]).toHaveTextContent('0 Total Orders')
  })

  it('leaves the rating cards out while nobody has reviewed', async () => {
    stubServer({
      user: maria,
      reviews: { reviewCount: 0, averageRating: null, satisfiedPercent: null },
    })
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria!' }, firstPaint)
    await waitFor(() => expect(screen.getAllByTestId('stat-card')).toHaveLength(2))
    expect(screen.queryByText('Average Rating')).not.toBeInTheDocument()
    expect(screen.queryByText('Satisfaction')).not.toBeInTheDocument()
  })

  it('scrolls to the section named by the URL hash once the data is in', async () => {
    stubServer({ user: maria, orders: [order(1, '2026-04-10T15:00:00.000Z')] })
    renderApp('/#recent-orders')
    await screen.findAllByTestId('recent-order', {}, firstPaint)
    const scroll = vi.mocked(Element.prototype.scrollIntoView)
    await waitFor(() => expect(scroll.mock.contexts.at(-1)).toHaveProperty('id', 'recent-orders'))
  })
})
