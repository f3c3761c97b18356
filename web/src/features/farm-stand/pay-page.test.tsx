import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderDetail } from '#contracts/checkout'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 20_000 })

let provider: 'test' | 'stripe'
let order: OrderDetail
let confirmations: unknown[]

const baseOrder: OrderDetail = {
  id: 41,
  status: 'pending',
  paymentStatus: 'unpaid',
  customerName: 'Ana Rivera',
  customerEmail: 'ana@example.com',
  customerPhone: null,
  shippingAddress: { street: 'In person at the farm stand', city: '', state: '', zipCode: '' },
  shippingMethod: 'farm_stand',
  shippingMethodName: 'In person at the farm stand',
  tracking: null,
  pickup: null,
  harvestOn: null,
  specialInstructions: null,
  subtotal: '23.00',
  shippingCost: '0.00',
  tax: { amount: '0.00', description: 'exempt: food and food-producing plants' },
  invoiceNumber: null,
  storeCreditPaid: '0.00',
  giftCardPaid: '0.00',
  totalAmount: '23.00',
  createdAt: '2026-11-21T19:30:00.000Z',
  items: [
    {
      productId: 1,
      productName: 'Haden Mangos',
      unit: 'per lb',
      quantity: 2,
      pricePerUnit: '4.50',
      totalPrice: '9.00',
      taxClass: 'exempt_food',
    },
    {
      productId: 2,
      productName: 'Wildflower Honey',
      unit: null,
      quantity: 1,
      pricePerUnit: '14.00',
      totalPrice: '14.00',
      taxClass: 'exempt_food',
    },
  ],
}

beforeEach(() => {
  provider = 'test'
  order = structuredClone(baseOrder)
  confirmations = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (path === '/api/payments/config') return jsonResponse({ provider, publishableKey: null })
      if (path === '/api/orders/41') return jsonResponse(order)
      if (path === '/api/payments/test-mode/confirm') {
        const body = JSON.parse(String(init?.body)) as { orderId: number; cardNumber: string }
        confirmations.push(body)
        const digits = body.cardNumber.replace(/\s/g, '')
        if (digits === '4000000000000002') {
          return jsonResponse({ message: 'Your card was declined.', code: 'CARD_DECLINED' }, 402)
        }
        order = { ...order, status: 'confirmed', paymentStatus: 'paid' }
        return jsonResponse({ status: 'succeeded', message: 'Payment received.' })
      }
      if (path === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Test-mode payment page', () => {
  it('shows the order and pays it with the test card', async () => {
    const user = userEvent.setup()
    renderApp('/pay/41')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay for Your Order' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByText('TEST MODE')).toBeInTheDocument()
    expect(
      screen.getByText(/Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline/),
    ).toBeInTheDocument()
    expect(screen.getByText('Haden Mangos')).toBeInTheDocument()
    expect(screen.getByTestId('pay-total')).toHaveTextContent('$23.00')

    // Digits alone, as a phone's number pad types them, are grouped as they are typed.
    const cardNumber = screen.getByLabelText('Card Number')
    expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number')
    await user.type(cardNumber, '4242424242424242')
    expect(cardNumber).toHaveValue('4242 4242 4242 4242')
    await user.click(screen.getByRole('button', { name: 'Pay $23.00' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, slow),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
    expect(confirmations).toEqual([{ orderId: 41, cardNumber: '4242 4242 4242 4242' }])
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/order-confirmation?order=41',
    )
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument()
  })

  it("shows 'Payment Failed' with the message for a declined card, and stays payable", async () => {
    const user = userEvent.setup()
    renderApp('/pay/41')
    await user.type(await screen.findByLabelText('Card Number', {}, slow), '4000 0000 0000 0002')
    await user.click(screen.getByRole('button', { name: 'Pay $23.00' }))
    expect((await screen.findAllByText('Payment Failed', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Your card was declined.')[0]).toBeInTheDocument()
    // A lasting message beside the fields; the emptied card number has the focus and reads it.
    const cardNumber = screen.getByLabelText('Card Number')
    await waitFor(() => expect(cardNumber).toHaveFocus())
    expect(cardNumber).toHaveValue('')
    expect(cardNumber).toHaveAccessibleDescription(
      /^Your card was declined\. Try another card\. Use 4242/,
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $23.00' })).toBeEnabled())
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument()
    await user.type(cardNumber, '4242424242424242')
    await user.click(screen.getByRole('button', { name: 'Pay $23.00' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, slow),
    ).toBeInTheDocument()
  })

  it('asks for a card number before calling the server', async () => {
    const user = userEvent.setup()
    renderApp('/pay/41')
    await user.click(await screen.findByRole('button', { name: 'Pay $23.00' }, slow))
    expect(await screen.findByText('Card number is required', {}, slow)).toBeInTheDocument()
    expect(confirmations).toEqual([])
  })

  it('shows an already paid order as paid', async () => {
    order = { ...order, status: 'confirmed', paymentStatus: 'paid' }
    renderApp('/pay/41')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, slow),
    ).toBeInTheDocument()
  })

  it('has a friendly message for an order that is not found', async () => {
    renderApp('/pay/999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the Payment Portal' })).toHaveAttribute(
      'href',
      '/qr-payment',
    )
  })

  it("sends to Stripe's page when Stripe takes the payments", async () => {
    provider = 'stripe'
    renderApp('/pay/41')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payments happen on Stripe' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the Payment Portal' })).toHaveAttribute(
      'href',
      '/qr-payment',
    )
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument()
  })
})
