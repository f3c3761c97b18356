import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { browserNavigation } from './farm-stand-api'
import type { PortalProduct } from './portal-cart'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 20_000 })

const products: PortalProduct[] = [
  {
    id: 1,
    name: 'Haden Mangos',
    description: 'Sweet and juicy',
    category: 'fresh',
    price: '4.50',
    unit: 'per lb',
    imageUrl: null,
    inStock: true,
  },
  {
    id: 2,
    name: 'Wildflower Honey',
    description: 'Raw honey',
    category: 'honey',
    price: '14.00',
    unit: '16 oz jar',
    imageUrl: null,
    inStock: true,
  },
  {
    id: 3,
    name: 'Kent Mangos',
    description: null,
    category: 'fresh',
    price: '5.00',
    unit: 'per lb',
    imageUrl: null,
    inStock: false,
  },
]

const sig = 'b'.repeat(64)
let calls: { method: string; path: string; search: string; body: unknown }[]
let portalAnswer: { status: number; body: unknown }
let signatureValid: boolean

beforeEach(() => {
  calls = []
  signatureValid = true
  portalAnswer = {
    status: 201,
    body: { orderId: 41, total: '23.00', checkoutUrl: 'http://localhost/pay/41' },
  }
  vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, search: url.search, body })
      if (url.pathname === '/api/products') return jsonResponse(products)
      if (url.pathname === '/api/qr-payment/verify') {
        return jsonResponse({
          valid: signatureValid,
          amount: url.searchParams.get('amount'),
          description: url.searchParams.get('description'),
        })
      }
      if (url.pathname === '/api/qr-payment' && method === 'POST') {
        return jsonResponse(portalAnswer.body, portalAnswer.status)
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const orderCard = () => screen.getByRole('region', { name: 'Your Order' })
const total = () => screen.getByTestId('portal-total').textContent
const posts = () =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/qr-payment')

async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Rivera')
  await user.type(screen.getByLabelText('Email Address'), 'ana@example.com')
}

describe('Payment portal', () => {
  it('lists the products with category, price and unit; out-of-stock ones cannot be added', async () => {
    renderApp('/qr-payment')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Portal' }, slow),
    ).toBeInTheDocument()
    const rows = await screen.findAllByTestId('portal-product', {}, slow)
    expect(rows).toHaveLength(3)
    expect(within(rows[0]!).getByText('Haden Mangos')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('Sweet and juicy')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('Fresh')).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('$4.50 / lb')
    expect(within(rows[2]!).getByRole('button', { name: /^Add Kent Mangos/ })).toBeDisabled()
    expect(within(orderCard()).getByText(/Your cart is empty/)).toBeInTheDocument()
    expect(total()).toBe('$0.00')
  })

  it('pre-adds the product of a product QR code and keeps line totals and the total in step', async () => {
    const user = userEvent.setup()
    renderApp('/qr-payment?product=1')
    const line = await screen.findByTestId('portal-line', {}, slow)
    expect(line).toHaveTextContent('Haden Mangos')
    expect(within(line).getByTestId('portal-line-quantity')).toHaveTextContent('1')
    expect(total()).toBe('$4.50')

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Haden Mangos' }))
    expect(within(line).getByTestId('portal-line-total')).toHaveTextContent('$9.00')
    await user.click(screen.getByRole('button', { name: /^Add Wildflower Honey/ }))
    expect(screen.getAllByTestId('portal-line')).toHaveLength(2)
    expect(total()).toBe('$23.00')

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Haden Mangos' }))
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Haden Mangos' }))
    expect(screen.getAllByTestId('portal-line')).toHaveLength(1)
    expect(total()).toBe('$14.00')
  })

  it('says so when the scanned product cannot be bought', async () => {
    renderApp('/qr-payment?product=3')
    expect(
      await screen.findByText(/The product on that QR code can’t be bought right now/, {}, slow),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('portal-line')).not.toBeInTheDocument()
  })

  it("asks for name and e-mail first ('Missing Information'), then for items ('Empty Cart')", async () => {
    const user = userEvent.setup()
    renderApp('/qr-payment')
    await screen.findAllByTestId('portal-product', {}, slow)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findAllByText('Missing Information', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Please provide your name and email')[0]).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText('Full Name'), 'Ana Rivera')
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true'),
    )

    await user.clear(screen.getByLabelText('Email Address'))
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findAllByText('Empty Cart', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Please add items to your cart')[0]).toBeInTheDocument()
    expect(posts()).toHaveLength(0)
  })

  it("sends ids and quantities only, shows 'Payment Portal Created' and opens the checkout page", async () => {
    const user = userEvent.setup()
    renderApp('/qr-payment?product=1')
    await screen.findByTestId('portal-line', {}, slow)
    await user.click(screen.getByRole('button', { name: /^Add Wildflower Honey/ }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Haden Mangos' }))
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    expect((await screen.findAllByText('Payment Portal Created', {}, slow))[0]).toBeInTheDocument()
    expect(posts()).toHaveLength(1)
    expect(posts()[0]!.body).toEqual({
      customerName: 'Ana Rivera',
      customerEmail: 'ana@example.com',
      items: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      paymentMethod: 'qr_portal',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(browserNavigation.assign).toHaveBeenCalledWith('http://localhost/pay/41')
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled()
  })

  it("shows 'Payment Error' with the server's message", async () => {
    portalAnswer = {
      status: 409,
      body: {
        message: "Sorry, these can't be bought right now: Haden Mangos",
        code: 'OUT_OF_STOCK',
      },
    }
    const user = userEvent.setup()
    renderApp('/qr-payment?product=1')
    await screen.findByTestId('portal-line', {}, slow)
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findAllByText('Payment Error', {}, slow))[0]).toBeInTheDocument()
    expect(
      screen.getAllByText("Sorry, these can't be bought right now: Haden Mangos")[0],
    ).toBeInTheDocument()
    expect(browserNavigation.assign).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled()
  })

  it("falls back to 'Failed to create payment' when the server cannot be reached", async () => {
    const user = userEvent.setup()
    renderApp('/qr-payment?product=1')
    await screen.findByTestId('portal-line', {}, slow)
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(
      (await screen.findAllByText('Failed to create payment', {}, slow))[0],
    ).toBeInTheDocument()
  })

  it('includes a verified custom amount in the order and sends its signature', async () => {
    const user = userEvent.setup()
    renderApp(`/qr-payment?amount=12.50&description=Eggs+and+greens&sig=${sig}`)
    const custom = await screen.findByTestId('portal-custom-line', {}, slow)
    expect(custom).toHaveTextContent('Eggs and greens')
    expect(custom).toHaveTextContent('$12.50')
    expect(total()).toBe('$12.50')
    expect(
      calls.some(
        (call) => call.path === '/api/qr-payment/verify' && call.search.includes(`sig=${sig}`),
      ),
    ).toBe(true)

    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(posts()[0]!.body).toMatchObject({
      items: [],
      customPayment: { amount: '12.50', description: 'Eggs and greens', sig },
    })
  })

  it('warns about a tampered custom code and leaves its amount out', async () => {
    signatureValid = false
    const user = userEvent.setup()
    renderApp(`/qr-payment?amount=1.00&description=Eggs&sig=${sig}`)
    expect(
      await screen.findByText(
        'This payment QR code is not valid. Please ask at the farm stand.',
        {},
        slow,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('portal-custom-line')).not.toBeInTheDocument()
    expect(total()).toBe('$0.00')
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect((await screen.findAllByText('Empty Cart', {}, slow))[0]).toBeInTheDocument()
  })

  it('treats a custom amount without a signature as not valid, without asking the server', async () => {
    renderApp('/qr-payment?amount=5.00&description=Eggs')
    expect(
      await screen.findByText(
        'This payment QR code is not valid. Please ask at the farm stand.',
        {},
        slow,
      ),
    ).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/qr-payment/verify')).toBe(false)
  })

  it('shows a description alone as a note', async () => {
    renderApp('/qr-payment?description=Honey+tasting+today')
    expect(await screen.findByText('Honey tasting today', {}, slow)).toBeInTheDocument()
    expect(screen.getByText(/Note from the farm stand/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
