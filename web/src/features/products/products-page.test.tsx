import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Product } from '#contracts/catalog'
import { productFixture } from '#web/test/products'
import { fetchStub, renderApp } from '#web/test/render-app'
import { demoShippingOptions } from '#web/test/shipping-options'
import { requestCategory } from './category-event'

const product = productFixture

const catalog: Product[] = [
  product({
    id: 1,
    name: 'Kent Mangos',
    description: 'Sweet and fiberless.',
    price: '4.50',
    unit: 'lb',
    category: 'fresh',
    imageUrl: '/uploads/demo/mango.svg',
  }),
  product({
    id: 2,
    name: 'Wildflower Honey',
    description: 'Raw and unfiltered.',
    category: 'honey',
    price: '14.00',
    unit: 'jar',
  }),
  product({
    id: 3,
    name: 'Grafted Mango Tree',
    description: 'Three-gallon pot.',
    category: 'plants',
    price: '65.00',
    inStock: false,
  }),
  product({
    id: 4,
    name: 'Blackberries',
    description: 'Picked this morning.',
    category: 'fresh',
    price: '6.00',
    unit: 'pint',
  }),
]

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fetchStub({ '/api/products': catalog, '/api/site-content': [] })))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const cardNames = () =>
  screen.getAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent)

describe('Products list', () => {
  it('matches the path case-insensitively and lists every product', async () => {
    renderApp('/PRODUCTS')
    expect(await screen.findByText('4 products found')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'From Our Grove to Your Table' }),
    ).toBeInTheDocument()
    expect(cardNames()).toEqual([
      'Kent Mangos',
      'Wildflower Honey',
      'Grafted Mango Tree',
      'Blackberries',
    ])
  })

  it('shows price, unit, image (placeholder when missing) and an Out of Stock overlay', async () => {
    renderApp('/products')
    await screen.findByText('4 products found')

    const mango = screen.getAllByTestId('product-card')[0]!
    expect(within(mango).getByText('$4.50')).toBeInTheDocument()
    expect(within(mango).getByText('/ lb')).toBeInTheDocument()
    expect(within(mango).getByRole('img', { name: 'Kent Mangos' })).toHaveAttribute(
      'src',
      '/uploads/demo/mango.svg',
    )

    const tree = screen.getAllByTestId('product-card')[2]!
    expect(within(tree).getByRole('img', { name: 'Grafted Mango Tree' })).toHaveAttribute(
      'src',
      '/api/placeholder-image',
    )
    expect(within(tree).getByText('Out of Stock')).toBeInTheDocument()
    expect(within(mango).queryByText('Out of Stock')).not.toBeInTheDocument()
  })

  it('states the free-shipping promise of the shipping options, and none without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/api/products': catalog,
          '/api/site-content': [],
          '/api/shipping-options': demoShippingOptions,
        }),
      ),
    )
    const { unmount } = renderApp('/products')
    expect(await screen.findByTestId('free-shipping-line')).toHaveTextContent(
      'Free Standard Shipping on orders over $75',
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Free Standard Shipping Over $75' }),
    ).toBeInTheDocument()
    unmount()

    const withoutPromise = demoShippingOptions.map((option) =>
      option.localOnly ? option : { ...option, freeOverSubtotal: null },
    )
    const fetchWithoutPromise = vi.fn(
      fetchStub({
        '/api/products': catalog,
        '/api/site-content': [],
        '/api/shipping-options': withoutPromise,
      }),
    )
    vi.stubGlobal('fetch', fetchWithoutPromise)
    renderApp('/products')
    expect(await screen.findByText('4 products found')).toBeInTheDocument()
    await waitFor(() =>
      expect(fetchWithoutPromise.mock.calls.map(([url]) => String(url))).toContain(
        '/api/shipping-options',
      ),
    )
    await act(async () => {})
    expect(screen.getByText('100% satisfaction guarantee')).toBeInTheDocument()
    expect(screen.queryByText(/Free .*Shipping/)).toBeNull()
  })

  it('searches name and description case-insensitively', async () => {
    const user = userEvent.setup()
    renderApp('/products')
    await screen.findByText('4 products found')

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'MANGO')
    expect(screen.getByText('2 products found')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Kent Mangos', 'Grafted Mango Tree'])

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'unfiltered')
    expect(cardNames()).toEqual(['Wildflower Honey'])
  })

  it('filters by category with counts and keeps ?category= in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products')
    await screen.findByText('4 products found')

    const filters = screen.getByRole('group', { name: 'Categories' })
    expect(within(filters).getByRole('button', { name: /^All 4 products$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(within(filters).getByRole('button', { name: /^Fresh 2 products$/ }))

    expect(screen.getByText('2 products found')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Kent Mangos', 'Blackberries'])
    expect(router.state.location.search).toBe('?category=fresh')

    await user.click(within(filters).getByRole('button', { name: /^All/ }))
    expect(router.state.location.search).toBe('')
    expect(screen.getByText('4 products found')).toBeInTheDocument()
  })

  it('keeps the search text in the URL beside the category, and restores both from it', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products?category=fresh')
    await screen.findByText('2 products found')

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'sweet and')
    expect(cardNames()).toEqual(['Kent Mangos'])
    // One address per list: search first, whichever was picked first.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=sweet+and&category=fresh'),
    )
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('sweet and')

    // Away and back (the browser's Back does the same): the list is as it was left.
    await act(() => router.navigate('/about'))
    await act(() => router.navigate(-1))
    expect(await screen.findByText('1 products found')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('sweet and')
    expect(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', {
        name: /^Fresh/,
      }),
    ).toHaveAttribute('aria-pressed', 'true')

    // The address changed by someone else (a link): the box follows it.
    await act(() => router.navigate('/products?search=unfiltered', { replace: true }))
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('unfiltered'),
    )
    expect(cardNames()).toEqual(['Wildflower Honey'])
  })

  it('opens a shared address with its search and category', async () => {
    renderApp('/products?search=MANGO&category=plants')
    expect(await screen.findByText('1 products found')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Grafted Mango Tree'])
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('MANGO')
  })

  it('reads the category from the query parameter', async () => {
    renderApp('/products?category=honey')
    expect(await screen.findByText('1 products found')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Wildflower Honey'])
  })

  it('presets the category from the groveside:set-category event and scrolls to the list', async () => {
    const { router } = renderApp('/products')
    await screen.findByText('4 products found')
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView)
    scrollIntoView.mockClear()

    act(() => requestCategory('plants'))

    await waitFor(() => expect(cardNames()).toEqual(['Grafted Mango Tree']))
    expect(router.state.location.search).toBe('?category=plants')
    expect(scrollIntoView).toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 2, name: 'Plants' })).toHaveFocus()
  })

  it('shows an empty state whose Clear Filters button resets search and category', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products?category=fresh')
    await screen.findByText('2 products found')

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'honey')
    expect(screen.getByText('0 products found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(screen.getByText('4 products found')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('reports a failed load with the server message and a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/products')
          ? new Response('{"message":"The catalogue is resting","code":"UNAVAILABLE"}', {
              status: 503,
            })
          : new Response('[]', { status: 200 }),
      ),
    )
    renderApp('/products')
    expect(await screen.findByText('The catalogue is resting')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('sets the document title with the farm name', async () => {
    renderApp('/products')
    await screen.findByText('4 products found')
    await waitFor(() => expect(document.title).toBe('Products | Groveside Farm'))
  })
})

describe('Unknown paths', () => {
  it('show Page Not Found with links home and to the products', async () => {
    renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    )
  })
})
