import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { CartItem } from '#contracts/cart'
import type { Product } from '#contracts/catalog'
import { Providers } from '#web/app/providers'
import { AddToCartButton } from '#web/components/add-to-cart-button'
import { dismissToast } from '#web/components/ui/use-toast'
import { createQueryClient } from '#web/lib/query-client'
import { CartButton, cartButtonLabel } from './cart-button'
import { checkoutAvailable } from './cart-drawer'

type CatalogProduct = CartItem['product']

const mango: CatalogProduct = {
  id: 1,
  name: 'Haden Mangos',
  price: '4.50',
  unit: 'lb',
  imageUrl: '/uploads/demo/mango.svg',
  inStock: true,
  category: 'fresh',
}
const honey: CatalogProduct = {
  id: 2,
  name: 'Wildflower Honey',
  price: '14.00',
  unit: 'per jar',
  imageUrl: null,
  inStock: true,
  category: 'honey',
}

/** A small stand-in for the cart API: keeps lines in memory, answers like the server. */
function fakeCartServer(initial: CartItem[] = []) {
  let lines = initial.map((line) => ({ ...line }))
  let nextId = 100
  const failures = new Map<string, { status: number; body: unknown }>()
  const calls: string[] = []
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  const handler = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, number>) : {}
    calls.push(`${method} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ''}`)
    const failure = failures.get(`${method} ${url.pathname}`)
    if (failure) return json(failure.status, failure.body)
    if (url.pathname === '/api/site-content') return json(200, [])
    if (url.pathname === '/api/cart') {
      if (method === 'GET') return json(200, lines)
      if (method === 'DELETE') {
        lines = []
        return new Response(null, { status: 204 })
      }
      const product = [mango, honey].find((candidate) => candidate.id === body.productId)!
      const existing = lines.find((candidate) => candidate.product.id === product.id)
      if (existing) existing.quantity += 1
      else lines.push({ id: nextId++, quantity: body.quantity ?? 1, product })
      return json(200, existing ?? lines.at(-1))
    }
    const id = Number(url.pathname.split('/').at(-1))
    const target = lines.find((candidate) => candidate.id === id)
    if (!target) return json(404, { message: 'This item is not in your cart.', code: 'NOT_FOUND' })
    if (method === 'DELETE' || (method === 'PUT' && body.quantity! <= 0)) {
      lines = lines.filter((candidate) => candidate.id !== id)
      return new Response(null, { status: 204 })
    }
    target.quantity = body.quantity!
    return json(200, target)
  }
  return { handler, calls, failures, lines: () => lines }
}

function renderWithCart(extra?: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CartButton />
            {extra}
          </>
        ),
      },
    ],
    { initialEntries: ['/products'] },
  )
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  )
}

let server: ReturnType<typeof fakeCartServer>
beforeEach(() => {
  server = fakeCartServer()
  vi.stubGlobal('fetch', vi.fn(server.handler))
})
afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Cart, / }))
  return within(await screen.findByRole('dialog', { name: 'Shopping Cart' }))
}

describe('CartButton', () => {
  it('names the count (sum of quantities) and shows it in a badge', async () => {
    server = fakeCartServer([
      { id: 1, quantity: 2, product: mango },
      { id: 2, quantity: 1, product: honey },
    ])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    renderWithCart()
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument()
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3')
    expect(cartButtonLabel(1)).toBe('Cart, 1 item')
    expect(cartButtonLabel(0)).toBe('Cart, 0 items')
  })

  it('shows no badge for an empty cart', async () => {
    renderWithCart()
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument()
  })
})

describe('cart drawer (spec 1 §2)', () => {
  it('shows the empty state', async () => {
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    expect(await drawer.findByText('Your cart is empty')).toBeInTheDocument()
    expect(drawer.queryByText('Subtotal')).not.toBeInTheDocument()
    await user.click(drawer.getByRole('button', { name: 'Continue Shopping' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /^Cart, / })).toHaveFocus()
  })

  it('opens with the focus on its title, never on a Remove button', async () => {
    server = fakeCartServer([{ id: 1, quantity: 1, product: mango }])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    await drawer.findAllByTestId('cart-line')
    await waitFor(() =>
      expect(drawer.getByRole('heading', { name: 'Shopping Cart' })).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([])
  })

  it('lists lines with image, unit price and unit, quantity, line total and the totals', async () => {
    server = fakeCartServer([
      { id: 1, quantity: 2, product: mango },
      { id: 2, quantity: 1, product: honey },
    ])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    const lines = await drawer.findAllByTestId('cart-line')
    expect(lines).toHaveLength(2)
    const first = within(lines[0]!)
    expect(first.getByRole('heading', { name: 'Haden Mangos' })).toBeInTheDocument()
    expect(first.getByText('$4.50 / lb')).toBeInTheDocument()
    expect(first.getByTestId('cart-line-quantity')).toHaveTextContent('2')
    expect(first.getByTestId('cart-line-total')).toHaveTextContent('$9.00')
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/demo/mango.svg')
    expect(lines[1]!.querySelector('img')).toHaveAttribute('src', '/api/placeholder-image')
    expect(within(lines[1]!).getByText('$14.00 / jar')).toBeInTheDocument()

    expect(drawer.getByTestId('cart-subtotal')).toHaveTextContent('$23.00')
    expect(drawer.getByText('Calculated at checkout')).toBeInTheDocument()
    expect(drawer.getByTestId('cart-total')).toHaveTextContent('$23.00')
    expect(drawer.getByRole('button', { name: 'Clear Cart' })).toBeInTheDocument()
    expect(drawer.getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument()
    // Checkout shows once its screen is routed; never as a dead placeholder.
    expect(drawer.queryAllByRole('link', { name: 'Checkout' })).toHaveLength(
      checkoutAvailable ? 1 : 0,
    )
    expect(drawer.queryAllByRole('button', { name: 'Checkout' })).toHaveLength(0)
  })

  it('offers Clear Cart only with more than one item', async () => {
    server = fakeCartServer([{ id: 1, quantity: 3, product: mango }])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    await drawer.findByTestId('cart-line')
    expect(drawer.queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument()
  })

  it('changes quantities with plus and minus; minus at 1 removes the line', async () => {
    server = fakeCartServer([
      { id: 1, quantity: 1, product: mango },
      { id: 2, quantity: 1, product: honey },
    ])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    await drawer.findAllByTestId('cart-line')

    await user.click(drawer.getByRole('button', { name: 'Increase quantity of Haden Mangos' }))
    await waitFor(() => expect(drawer.getByTestId('cart-total')).toHaveTextContent('$23.00'))
    expect(server.calls).toContain('PUT /api/cart/1 {"quantity":2}')
    // The page behind the open drawer is hidden from assistive technology.
    expect(screen.getByRole('button', { name: 'Cart, 3 items', hidden: true })).toBeInTheDocument()

    await user.click(drawer.getByRole('button', { name: 'Decrease quantity of Wildflower Honey' }))
    expect(server.calls).toContain('PUT /api/cart/2 {"quantity":0}')
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument()
    await waitFor(() => expect(drawer.getAllByTestId('cart-line')).toHaveLength(1))
    expect(drawer.getByTestId('cart-total')).toHaveTextContent('$9.00')
  })

  it('removes a line and clears the cart with the spec toasts', async () => {
    server = fakeCartServer([
      { id: 1, quantity: 1, product: mango },
      { id: 2, quantity: 2, product: honey },
    ])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    await drawer.findAllByTestId('cart-line')

    await user.click(drawer.getByRole('button', { name: 'Clear Cart' }))
    expect(await screen.findByText('Cart Cleared')).toBeInTheDocument()
    expect(await drawer.findByText('Your cart is empty')).toBeInTheDocument()
    expect(server.calls).toContain('DELETE /api/cart')
  })

  it('removes one line with its remove button', async () => {
    server = fakeCartServer([
      { id: 1, quantity: 1, product: mango },
      { id: 2, quantity: 2, product: honey },
    ])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    await drawer.findAllByTestId('cart-line')
    await user.click(drawer.getByRole('button', { name: 'Remove Haden Mangos from cart' }))
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument()
    await waitFor(() => expect(drawer.getAllByTestId('cart-line')).toHaveLength(1))
    expect(server.calls).toContain('DELETE /api/cart/1')
  })

  it('shows the failure toasts with the server message', async () => {
    server = fakeCartServer([
      { id: 1, quantity: 1, product: mango },
      { id: 2, quantity: 2, product: honey },
    ])
    vi.stubGlobal('fetch', vi.fn(server.handler))
    const user = userEvent.setup()
    renderWithCart()
    const drawer = await openDrawer(user)
    await drawer.findAllByTestId('cart-line')

    server.failures.set('PUT /api/cart/1', {
      status: 409,
      body: { message: 'Only 1 of Haden Mangos left in stock.', code: 'INSUFFICIENT_STOCK' },
    })
    await user.click(drawer.getByRole('button', { name: 'Increase quantity of Haden Mangos' }))
    expect(await screen.findByText('Failed to Update Cart')).toBeInTheDocument()
    expect(screen.getByText('Only 1 of Haden Mangos left in stock.')).toBeInTheDocument()

    server.failures.set('DELETE /api/cart/2', {
      status: 500,
      body: { message: 'Something went wrong on our side.', code: 'INTERNAL' },
    })
    await user.click(drawer.getByRole('button', { name: 'Remove Wildflower Honey from cart' }))
    expect(await screen.findByText('Failed to Remove from Cart')).toBeInTheDocument()

    server.failures.set('DELETE /api/cart', {
      status: 500,
      body: { message: 'Something went wrong on our side.', code: 'INTERNAL' },
    })
    await user.click(drawer.getByRole('button', { name: 'Clear Cart' }))
    expect(await screen.findByText('Failed to Clear Cart')).toBeInTheDocument()
    expect(drawer.getAllByTestId('cart-line')).toHaveLength(2)
  })
})

describe('AddToCartButton', () => {
  const product = (overrides: Partial<Product> = {}) => ({
    id: mango.id,
    inStock: true,
    stockQuantity: null,
    ...overrides,
  })

  it('adds one, toasts, and updates the header count', async () => {
    const user = userEvent.setup()
    renderWithCart(<AddToCartButton product={product()} />)
    await screen.findByRole('button', { name: 'Cart, 0 items' })
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument()
    expect(server.calls).toContain('POST /api/cart {"productId":1,"quantity":1}')
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
  })

  it("offers 'View cart' in the 'Added to Cart' toast, which opens the drawer", async () => {
    const user = userEvent.setup()
    renderWithCart(<AddToCartButton product={product()} />)
    await screen.findByRole('button', { name: 'Cart, 0 items' })
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    // A plain click: jsdom lacks the pointer capture Radix's swipe handling reads on pointer down.
    fireEvent.click(await screen.findByRole('button', { name: 'View cart' }))
    const drawer = within(await screen.findByRole('dialog', { name: 'Shopping Cart' }))
    expect(await drawer.findByRole('heading', { name: 'Haden Mangos' })).toBeInTheDocument()
  })

  it('is disabled while adding, keeping the focus', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let posts = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posts += 1
          await gate
        }
        return server.handler(input, init)
      }),
    )
    const user = userEvent.setup()
    renderWithCart(<AddToCartButton product={product()} />)
    const button = screen.getByRole('button', { name: 'Add to Cart' })
    await user.click(button)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveFocus()
    await user.click(button)
    expect(posts).toBe(1)
    release()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
    expect(button).toHaveFocus()
  })

  it('is disabled for a product out of stock or with its counted stock used up', () => {
    renderWithCart(
      <>
        <AddToCartButton product={product({ inStock: false })} />
        <AddToCartButton product={product({ stockQuantity: 0 })} />
      </>,
    )
    for (const button of screen.getAllByRole('button', { name: 'Add to Cart' }))
      expect(button).toBeDisabled()
  })

  it('shows the failure toast with the server message', async () => {
    server.failures.set('POST /api/cart', {
      status: 409,
      body: { message: 'Haden Mangos is out of stock.', code: 'OUT_OF_STOCK' },
    })
    const user = userEvent.setup()
    renderWithCart(<AddToCartButton product={product()} />)
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(await screen.findByText('Failed to Add to Cart')).toBeInTheDocument()
    expect(screen.getByText('Haden Mangos is out of stock.')).toBeInTheDocument()
  })
})
