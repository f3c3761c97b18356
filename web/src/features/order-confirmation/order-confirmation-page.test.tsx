import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, configure, screen, within } from '@testing-library/react'
import type { OrderDetail } from '#contracts/checkout'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'

configure({ asyncUtilTimeout: 4000 })
const pageLoad = { timeout: 8000 }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const order: OrderDetail = {
  id: 42,
  status: 'confirmed',
  paymentStatus: 'paid',
  customerName: 'Ana Lopez',
  customerEmail: 'ana@example.com',
  customerPhone: '772-555-0100',
  shippingAddress: { street: '12 Palm Way', city: 'Miami', state: 'FL', zipCode: '33101' },
  shippingMethod: 'standard_shipping',
  shippingMethodName: 'Standard Shipping',
  tracking: null,
  pickup: null,
  harvestOn: null,
  specialInstructions: 'Ring twice',
  subtotal: '44.00',
  shippingCost: '15.00',
  tax: { amount: '0.00', description: 'exempt: food and food-producing plants' },
  invoiceNumber: null,
  storeCreditPaid: '0.00',
  giftCardPaid: '0.00',
  totalAmount: '59.00',
  createdAt: '2026-05-02T15:30:00.000Z',
  items: [
    {
      productId: 5,
      productName: 'Wildflower Honey',
      unit: '16 oz jar',
      quantity: 2,
      pricePerUnit: '14.00',
      totalPrice: '28.00',
      taxClass: 'exempt_food',
    },
    {
      productId: 6,
      productName: 'Mango Blossom Honey',
      unit: '12 oz jar',
      quantity: 1,
      pricePerUnit: '16.00',
      totalPrice: '16.00',
      taxClass: 'exempt_food',
    },
  ],
}

let answers: OrderDetail[]
let orderGets: number

beforeEach(() => {
  answers = [order]
  orderGets = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (path === '/api/orders/42') {
        const answer = answers[Math.min(orderGets, answers.length - 1)]
        orderGets += 1
        return json(200, answer)
      }
      if (path === '/api/cart') return json(200, [])
      return json(404, { message: 'Order not found', code: 'NOT_FOUND' })
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Order confirmation page', { timeout: 30_000 }, () => {
  it('shows the order with its items, totals, statuses and address', async () => {
    renderApp('/order-confirmation?order=42')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }, pageLoad),
    ).toBeInTheDocument()
    // Honey waits for no harvest.
    expect(screen.queryByTestId('order-harvest')).toBeNull()
    expect(screen.getByText('Order #42')).toBeInTheDocument()
    expect(screen.getByText(/A receipt is on its way to/)).toHaveTextContent('ana@example.com')

    const lines = screen.getAllByTestId('order-line')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('Wildflower Honey')
    expect(lines[0]).toHaveTextContent('2 × $14.00 (16 oz jar)')
    expect(lines[0]).toHaveTextContent('$28.00')
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$44.00')
    expect(screen.getByText('Shipping (Standard Shipping)')).toBeInTheDocument()
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$15.00')
    expect(screen.getByTestId('order-total')).toHaveTextContent('$59.00')

    const details = screen.getByRole('region', { name: 'Order Details' })
    expect(within(details).getByText('Confirmed')).toBeInTheDocument()
    expect(within(details).getByText('Paid')).toBeInTheDocument()
    expect(screen.getByTestId('order-address')).toHaveTextContent(
      'Ana Lopez12 Palm WayMiami, FL 33101772-555-0100',
    )
    expect(screen.getByText('Ring twice')).toBeInTheDocument()
  })

  it('shows the sales tax it was charged and links its invoice once paid', async () => {
    answers = [
      {
        ...order,
        tax: { amount: '3.00', description: 'FL 6% + Hillsborough County 1.5%' },
        totalAmount: '62.00',
        invoiceNumber: '2026-00042',
      },
    ]
    renderApp('/order-confirmation?order=42')
    expect(await screen.findByTestId('order-tax', {}, pageLoad)).toHaveTextContent('$3.00')
    expect(screen.getByText('FL 6% + Hillsborough County 1.5%')).toBeInTheDocument()
    expect(screen.getByTestId('order-total')).toHaveTextContent('$62.00')
    expect(screen.getByRole('link', { name: '2026-00042 (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/42/invoice.pdf',
    )
  })

  it('shows where and when a Farm Pickup order is collected', async () => {
    answers = [
      {
        ...order,
        shippingAddress: {
          street: 'Farm pickup at the farm stand',
          city: '',
          state: '',
          zipCode: '',
        },
        shippingMethod: 'farm_pickup',
        shippingMethodName: 'Farm Pickup',
        shippingCost: '0.00',
        pickup: {
          windowId: 3,
          locationName: 'Farm stand',
          locationAddress: '1200 Grove Road, Jensen Beach',
          date: '2026-12-05',
          startsAt: '09:00',
          endsAt: '12:00',
        },
        harvestOn: '2026-12-04',
      },
    ]
    renderApp('/order-confirmation?order=42')
    const picking = await screen.findByRole('region', { name: 'Picking Up' }, pageLoad)
    expect(within(picking).getByTestId('order-harvest')).toHaveTextContent(
      'Picked Friday, December 4, 2026 and ready for pickup from then.',
    )
    expect(within(picking).getByTestId('order-pickup')).toHaveTextContent(
      'Pickup: Saturday, December 5, 2026, 9:00 AM – 12:00 PM at Farm stand, 1200 Grove Road, Jensen Beach',
    )
    expect(screen.getByTestId('order-address')).toHaveTextContent('Ana Lopez772-555-0100')
  })

  it("shows 'Order not found' with a way back to the shop when the server answers 404", async () => {
    renderApp('/order-confirmation?order=7')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
      'href',
      '/products',
    )
  })

  it('does not ask the server for an order id that is not one', async () => {
    renderApp('/order-confirmation?order=abc')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, pageLoad),
    ).toBeInTheDocument()
    expect(
      vi.mocked(fetch).mock.calls.some(([input]) => String(input).startsWith('/api/orders')),
    ).toBe(false)
  })

  it('waits for the payment after a return from the payment provider, then announces the order', async () => {
    answers = [{ ...order, status: 'pending', paymentStatus: 'unpaid' }, order]
    renderApp('/order-confirmation?order=42&payment_intent=pi_1&redirect_status=succeeded')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you! We’re confirming your payment' },
        pageLoad,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/This page updates by itself/)).toBeInTheDocument()
    // Asked again after 2 s: the webhook has marked it paid.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you for your order!' },
        { timeout: 6000 },
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument()
    expect(orderGets).toBe(2)
  })

  it('offers the checkout again when the payment failed', async () => {
    answers = [{ ...order, status: 'cancelled', paymentStatus: 'failed' }]
    renderApp('/order-confirmation?order=42')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your payment didn’t go through' },
        pageLoad,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    )
    expect(screen.getByText('Payment failed')).toBeInTheDocument()
  })
})
