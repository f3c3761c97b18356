import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderDetail } from '#contracts/checkout'
import type { AdminOrderDetails } from '#contracts/order-admin'
import {
  fulfilmentOf,
  nextOrderStatuses,
  orderStatuses,
  type OrderStatus,
} from '#contracts/order-states'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { findStaffSignInRequired } from '#web/test/staff-sign-in-required'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 20_000 })

function makeOrder(id: number, overrides: Partial<OrderDetail>): OrderDetail {
  return {
    id,
    status: 'confirmed',
    paymentStatus: 'paid',
    customerName: `Customer ${id}`,
    customerEmail: `customer${id}@example.com`,
    customerPhone: null,
    shippingAddress: { street: '1 Main St', city: 'Stuart', state: 'FL', zipCode: '34997' },
    shippingMethod: null,
    shippingMethodName: null,
    specialInstructions: null,
    subtotal: '10.00',
    shippingCost: '0.00',
    tax: { amount: '0.00', description: 'exempt: food and food-producing plants' },
    invoiceNumber: null,
    storeCreditPaid: '0.00',
    giftCardPaid: '0.00',
    totalAmount: '10.00',
    createdAt: '2026-11-21T19:30:00.000Z',
    items: [],
    tracking: null,
    pickup: null,
    harvestOn: null,
    ...overrides,
  }
}

let orders: OrderDetail[]
let staffSignedIn: boolean
let raceStatus: OrderStatus | null
let calls: { method: string; path: string; search: string; body: unknown }[]
let refunded: Record<number, AdminOrderDetails['refunds']>

const isUnfinished = (order: OrderDetail) =>
  (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed') &&
  (order.status === 'pending' || order.status === 'cancelled')

beforeEach(() => {
  staffSignedIn = true
  raceStatus = null
  calls = []
  refunded = {}
  orders = [
    makeOrder(12, {
      customerName: 'Karen Liu',
      customerEmail: 'karen.liu@example.com',
      customerPhone: '(555) 218-0934',
      shippingAddress: {
        street: '88 Mango Row',
        city: 'Jensen Beach',
        state: 'FL',
        zipCode: '34957',
      },
      specialInstructions: 'Gate code 4411, leave in the shade',
      shippingMethod: 'refrigerated_shipping',
      shippingMethodName: 'Refrigerated Shipping',
      totalAmount: '81.00',
      items: [
        {
          productId: 3,
          productName: 'Fresh Blackberries',
          unit: 'per pint',
          quantity: 2,
          pricePerUnit: '6.00',
          totalPrice: '12.00',
          taxClass: 'exempt_food',
        },
        {
          productId: 6,
          productName: 'Mango Blossom Honey',
          unit: null,
          quantity: 2,
          pricePerUnit: '17.00',
          totalPrice: '34.00',
          taxClass: 'exempt_food',
        },
      ],
    }),
    makeOrder(11, { status: 'processing', shippingMethod: 'farm_pickup', totalAmount: '25.00' }),
    makeOrder(10, { status: 'delivered', totalAmount: '26.50' }),
    makeOrder(9, { status: 'pending', paymentStatus: 'unpaid', totalAmount: '40.00' }),
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, search: url.search, body })
      if (url.pathname === '/api/session') {
        return staffSignedIn
          ? jsonResponse({
              customer: null,
              staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
            })
          : jsonResponse({ customer: null, staff: null })
      }
      if (url.pathname === '/api/admin/orders/search' && method === 'GET') {
        const status = url.searchParams.get('status')
        const unfinished = url.searchParams.get('view') === 'unfinished'
        const matching = orders.filter(
          (order) => isUnfinished(order) === unfinished && (!status || order.status === status),
        )
        return jsonResponse({ orders: matching, total: matching.length, page: 1, pageSize: 25 })
      }
      if (url.pathname === '/api/admin/orders/summary') {
        const finished = orders.filter((order) => !isUnfinished(order))
        const count = (status: OrderStatus) =>
          finished.filter((order) => order.status === status).length
        return jsonResponse({
          totalOrders: finished.length,
          toShip: count('confirmed') + count('processing'),
          paidRevenue: '132.50',
          byStatus: Object.fromEntries(orderStatuses.map((status) => [status, count(status)])),
          unfinished: orders.length - finished.length,
        })
      }
      const patch = /^\/api\/admin\/orders\/(\d+)$/.exec(url.pathname)
      if (patch && method === 'GET') {
        const order = orders.find((candidate) => candidate.id === Number(patch[1]))!
        const details: AdminOrderDetails = {
          ...order,
          payment: { provider: 'stripe', status: order.paymentStatus, amount: order.totalAmount },
          refunds: refunded[order.id] ?? [],
          refundedTotal: '0.00',
          refundable: order.totalAmount,
          refundableToCard: order.totalAmount,
          history: [
            { event: 'placed', at: order.createdAt, actorEmail: null, from: null, to: 'pending' },
            {
              event: 'paid',
              at: order.createdAt,
              actorEmail: null,
              from: 'pending',
              to: 'confirmed',
            },
          ],
        }
        return jsonResponse(details)
      }
      if (patch && method === 'PATCH') {
        const order = orders.find((candidate) => candidate.id === Number(patch[1]))!
        if (raceStatus) order.status = raceStatus
        const next = (body as { status: OrderStatus }).status
        if (!nextOrderStatuses(order.status, fulfilmentOf(order.shippingMethod)).includes(next)) {
          return jsonResponse(
            {
              message: `Order #${order.id} is ${order.status}; it can't become ${next}.`,
              code: 'INVALID_TRANSITION',
            },
            409,
          )
        }
        order.status = next
        return jsonResponse(order)
      }
      const review = /^\/api\/admin\/orders\/(\d+)\/review-request$/.exec(url.pathname)
      if (review && method === 'POST') {
        const order = orders.find((candidate) => candidate.id === Number(review[1]))!
        return jsonResponse({ to: order.customerEmail })
      }
      const refund = /^\/api\/admin\/orders\/(\d+)\/refunds$/.exec(url.pathname)
      if (refund && method === 'POST') {
        const { amount } = body as { amount: string }
        if (Number(amount) > 81)
          return jsonResponse(
            {
              message: 'Amount must be from 0.01 to 81.00',
              code: 'VALIDATION_FAILED',
              fields: { amount: 'Amount must be from 0.01 to 81.00 (what is left of the payment)' },
            },
            400,
          )
        const row = {
          id: 1,
          amount: Number(amount).toFixed(2),
          tax: '0.00',
          creditNoteNumber: null,
          status: 'succeeded' as const,
          to: 'card' as const,
          reason: null,
          createdAt: '2026-11-21T19:30:00.000Z',
        }
        refunded[Number(refund[1])] = [row]
        return jsonResponse({ refund: row, paymentStatus: 'partially_refunded' })
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

const row = (id: number) =>
  screen
    .getAllByTestId('staff-order')
    .find((element) => element.textContent?.includes(`Order #${id}`))
const filterButton = (label: string) =>
  within(screen.getByRole('group', { name: 'Filter orders by status' })).getByRole('button', {
    name: new RegExp(`^${label}`),
  })

async function openDashboard() {
  const result = renderApp('/staff-dashboard')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' }, slow),
  ).toBeInTheDocument()
  await waitFor(() => expect(screen.getAllByTestId('staff-order')).toHaveLength(3), slow)
  return result
}

describe('Staff dashboard: orders', () => {
  it('sums up the orders and links only the quick actions that are built', async () => {
    await openDashboard()
    expect(screen.getByTestId('summary-total-orders')).toHaveTextContent('3')
    expect(screen.getByTestId('summary-to-ship')).toHaveTextContent('2')
    expect(screen.getByTestId('summary-paid-revenue')).toHaveTextContent('$132.50')
    const quick = screen.getByRole('region', { name: 'Quick Actions' })
    expect(within(quick).getByRole('link', { name: /Moderate Comments/ })).toHaveAttribute(
      'href',
      '/admin/blog/comments',
    )
    expect(within(quick).getByRole('link', { name: /Blog Manager/ })).toHaveAttribute(
      'href',
      '/blog-admin',
    )
    expect(within(quick).getByRole('link', { name: /Social Media/ })).toHaveAttribute(
      'href',
      '/social-media',
    )
    // The tabs that are built, Orders open; no placeholder tabs.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Orders',
      'Subscriptions',
      'Bookings',
      'Reviews',
      'Analytics',
    ])
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows customer, contact, date, total, status, payment, fulfilment and items of each order', async () => {
    await openDashboard()
    const karen = row(12)!
    expect(within(karen).getByText('Karen Liu')).toBeInTheDocument()
    expect(within(karen).getByRole('link', { name: 'karen.liu@example.com' })).toHaveAttribute(
      'href',
      'mailto:karen.liu@example.com',
    )
    expect(within(karen).getByRole('link', { name: '(555) 218-0934' })).toHaveAttribute(
      'href',
      'tel:5552180934',
    )
    expect(within(karen).getByText('Nov 21, 2026, 2:30 PM')).toBeInTheDocument()
    expect(within(karen).getByTestId('order-total')).toHaveTextContent('$81.00')
    expect(within(karen).getByTestId('order-status')).toHaveTextContent('Confirmed')
    expect(within(karen).getByTestId('payment-status')).toHaveTextContent('Paid')
    expect(within(karen).getByTestId('order-fulfilment')).toHaveTextContent('Refrigerated Shipping')
    expect(within(karen).getByRole('list', { name: 'Items of order #12' })).toHaveTextContent(
      '2 × Fresh Blackberries2 × Mango Blossom Honey',
    )
    expect(within(row(10)!).getByTestId('order-fulfilment')).toHaveTextContent('Pickup')
    expect(within(row(10)!).getByTestId('payment-status')).toHaveTextContent('Paid')
  })

  it('offers only the moves the state machine allows', async () => {
    await openDashboard()
    const names = (id: number) =>
      within(row(id)!)
        .queryAllByRole('button')
        .map((button) => [button.getAttribute('aria-label'), button.textContent])
    const details = (id: number) => [`Details of order #${id}`, 'Details']
    expect(names(12)).toEqual([
      details(12),
      ['Move to Processing, order #12', 'Move to Processing'],
      ['Cancel order #12', 'Cancel'],
    ])
    expect(names(11)).toEqual([
      details(11),
      ['Move to Ready for pickup, order #11', 'Move to Ready for pickup'],
      ['Cancel order #11', 'Cancel'],
    ])
    expect(names(10)).toEqual([details(10)])
    expect(within(row(10)!).getByText('No further steps')).toBeInTheDocument()
  })

  it('ships an order only with its carrier and tracking number, or leads to making its label', async () => {
    orders[0]!.status = 'processing'
    const user = userEvent.setup()
    await openDashboard()
    await user.click(within(row(12)!).getByRole('button', { name: 'Move to Shipped, order #12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #12' }, slow)
    expect(within(dialog).getByRole('link', { name: 'Create its label' })).toHaveAttribute(
      'href',
      '/admin/shipping-labels?order=12',
    )
    expect(dialog).toHaveTextContent('Paid for: Refrigerated Shipping (overnight or 2-day).')
    // The carrier the label would default to, for what the customer paid.
    expect(within(dialog).getByRole('combobox', { name: 'Carrier' })).toHaveTextContent('FedEx')
    await user.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }))
    expect(await within(dialog).findByText('Tracking number is required', {}, slow)).toBeVisible()
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

    await user.type(within(dialog).getByLabelText('Tracking number'), '7712 3456 7890')
    await user.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }))
    expect(
      (await screen.findAllByText('Order status updated successfully', {}, slow))[0],
    ).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/orders/12',
        body: { status: 'shipped', carrier: 'fedex', trackingNumber: '771234567890' },
      }),
    )
    await waitFor(() =>
      expect(within(row(12)!).getByTestId('order-status')).toHaveTextContent('Shipped'),
    )
  })

  it('shows a shipped order’s tracking in its details, linked to the carrier', async () => {
    orders[2] = {
      ...orders[2]!,
      status: 'shipped',
      shippingMethod: 'standard_shipping',
      shippingMethodName: 'Standard Shipping',
      tracking: {
        carrier: 'usps',
        carrierName: 'USPS',
        trackingNumber: '9400111899223344556677',
        url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
      },
    }
    const user = userEvent.setup()
    await openDashboard()
    await user.click(within(row(10)!).getByRole('button', { name: 'Details of order #10' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order #10' }, slow)
    expect(within(dialog).getByTestId('order-tracking')).toHaveTextContent(
      'Tracking: USPS 9400111899223344556677',
    )
    expect(within(dialog).getByRole('link', { name: '9400111899223344556677' })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
    )
  })

  it('asks a delivered order for its review now, from its details', async () => {
    const user = userEvent.setup()
    await openDashboard()
    await user.click(within(row(12)!).getByRole('button', { name: 'Details of order #12' }))
    const confirmed = await screen.findByRole('dialog', { name: 'Order #12' }, slow)
    expect(
      within(confirmed).queryByRole('button', { name: /Ask for a review now/ }),
    ).not.toBeInTheDocument()
    await user.click(within(confirmed).getByRole('button', { name: 'Close' }))

    await user.click(within(row(10)!).getByRole('button', { name: 'Details of order #10' }))
    const delivered = await screen.findByRole('dialog', { name: 'Order #10' }, slow)
    await user.click(
      within(delivered).getByRole('button', { name: 'Ask for a review now, order #10' }),
    )
    expect((await screen.findAllByText('Review request sent', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Review links e-mailed to customer10@example.com.')[0]).toBeVisible()
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/admin/orders/10/review-request' }),
    )
  })

  it('filters by status through the server, with an empty state', async () => {
    const user = userEvent.setup()
    await openDashboard()
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton('Confirmed')).toHaveTextContent('Confirmed(1)')

    await user.click(filterButton('Confirmed'))
    await waitFor(() => expect(screen.getAllByTestId('staff-order')).toHaveLength(1))
    expect(row(12)).toBeDefined()
    expect(
      calls.some(
        (call) => call.path === '/api/admin/orders/search' && call.search === '?status=confirmed',
      ),
    ).toBe(true)
    expect(filterButton('Confirmed')).toHaveAttribute('aria-pressed', 'true')

    await user.click(filterButton('Shipped'))
    expect(
      await screen.findByText('No orders found for selected status', {}, slow),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('staff-order')).not.toBeInTheDocument()
  })

  it('moves an order to the next status: PATCH, toast, the filtered list and the counts refresh', async () => {
    const user = userEvent.setup()
    await openDashboard()
    await user.click(filterButton('Confirmed'))
    await waitFor(() => expect(screen.getAllByTestId('staff-order')).toHaveLength(1))

    await user.click(
      within(row(12)!).getByRole('button', { name: 'Move to Processing, order #12' }),
    )

    expect(
      (await screen.findAllByText('Order status updated successfully', {}, slow))[0],
    ).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/orders/12',
        body: { status: 'processing' },
      }),
    )
    expect(
      await screen.findByText('No orders found for selected status', {}, slow),
    ).toBeInTheDocument()
    await waitFor(() => expect(filterButton('Processing')).toHaveTextContent('Processing(2)'))
    expect(filterButton('Confirmed')).toHaveTextContent('Confirmed(0)')
  })

  it('cancels only after confirmation, saying what happens to the money', async () => {
    const user = userEvent.setup()
    await openDashboard()
    await user.click(within(row(11)!).getByRole('button', { name: 'Cancel order #11' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #11?' }, slow)
    await waitFor(() =>
      expect(within(dialog).getByTestId('cancel-money-text')).toHaveTextContent(
        'The $25.00 card payment is refunded through Stripe when you cancel.',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }))
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

    await user.click(within(row(11)!).getByRole('button', { name: 'Cancel order #11' }))
    const again = await screen.findByRole('dialog', { name: 'Cancel order #11?' }, slow)
    await user.click(within(again).getByRole('button', { name: 'Cancel Order' }))
    expect(
      (await screen.findAllByText('Order status updated successfully', {}, slow))[0],
    ).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/orders/11',
        body: { status: 'cancelled' },
      }),
    )
    await waitFor(() =>
      expect(within(row(11)!).getByTestId('order-status')).toHaveTextContent('Cancelled'),
    )
  })

  it("shows 'Failed to update order' with the server's message when the move is refused", async () => {
    raceStatus = 'delivered' // someone else finished the order meanwhile
    const user = userEvent.setup()
    await openDashboard()
    await user.click(
      within(row(12)!).getByRole('button', { name: 'Move to Processing, order #12' }),
    )
    expect((await screen.findAllByText('Failed to update order', {}, slow))[0]).toBeInTheDocument()
    expect(
      screen.getAllByText("Order #12 is delivered; it can't become processing.")[0],
    ).toBeInTheDocument()
    // The list is reloaded and shows the order as it is now.
    await waitFor(() =>
      expect(within(row(12)!).getByTestId('order-status')).toHaveTextContent('Delivered'),
    )
  })

  it('keeps unfinished checkouts out of All and shows them under their own filter', async () => {
    const user = userEvent.setup()
    await openDashboard()
    expect(row(9)).toBeUndefined()
    expect(filterButton('All')).toHaveTextContent('All(3)')
    expect(filterButton('Unpaid or failed')).toHaveTextContent('Unpaid or failed(1)')
    await user.click(filterButton('Unpaid or failed'))
    await waitFor(() => expect(screen.getAllByTestId('staff-order')).toHaveLength(1))
    expect(within(row(9)!).getByTestId('payment-status')).toHaveTextContent('Awaiting payment')
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/admin/orders/search', search: '?view=unfinished' }),
    )
  })

  it('opens an order to its address, instructions, items, payment and history', async () => {
    const user = userEvent.setup()
    await openDashboard()
    await user.click(within(row(12)!).getByRole('button', { name: 'Details of order #12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' }, slow)
    expect(within(dialog).getByTestId('order-address')).toHaveTextContent(
      '88 Mango RowJensen Beach, FL 34957',
    )
    expect(within(dialog).getByTestId('order-instructions')).toHaveTextContent(
      'Gate code 4411, leave in the shade',
    )
    expect(within(dialog).getByText('Fresh Blackberries')).toBeInTheDocument()
    expect(await within(dialog).findByTestId('order-details-payment', {}, slow)).toHaveTextContent(
      'Paid',
    )
    expect(within(dialog).getByText('$81.00 · Card (Stripe)')).toBeInTheDocument()
    expect(within(dialog).getByTestId('order-history')).toHaveTextContent(
      /Order placed.*Customer.*Payment received.*Payment provider/,
    )
    expect(
      within(dialog).getByRole('button', { name: 'Move to Processing, order #12' }),
    ).toBeInTheDocument()
  })

  it('refunds part of a payment from the details: the server’s message under the field, then a toast', async () => {
    const user = userEvent.setup()
    await openDashboard()
    await user.click(within(row(12)!).getByRole('button', { name: 'Details of order #12' }))
    const details = await screen.findByRole('dialog', { name: 'Order #12' }, slow)
    await user.click(await within(details).findByRole('button', { name: 'Refund order #12' }, slow))
    const form = await screen.findByRole('dialog', { name: 'Refund order #12' }, slow)
    const amount = within(form).getByLabelText('Amount')
    expect(amount).toHaveValue('81.00')
    await user.clear(amount)
    await user.type(amount, '90')
    await user.click(within(form).getByRole('button', { name: 'Issue Refund' }))
    expect(
      await within(form).findByText(
        'Amount must be from 0.01 to 81.00 (what is left of the payment)',
        {},
        slow,
      ),
    ).toBeInTheDocument()

    await user.clear(amount)
    await user.type(amount, '12.5')
    await user.click(within(form).getByRole('button', { name: 'Issue Refund' }))
    expect((await screen.findAllByText('Refund issued', {}, slow))[0]).toBeInTheDocument()
    const posts = calls.filter((call) => call.path === '/api/admin/orders/12/refunds')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toMatchObject({ amount: '12.5' })
    // A refused attempt is not the same refund as the next one.
    const keys = posts.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey)
    expect(keys[0]).toMatch(/^[\w-]{8,}$/)
    expect(keys[1]).not.toBe(keys[0])
    expect(await within(details).findByTestId('order-refunds', {}, slow)).toHaveTextContent(
      '$12.50 refunded',
    )
  })

  it('shows nothing of the orders without a staff session', async () => {
    staffSignedIn = false
    renderApp('/staff-dashboard')
    expect(await findStaffSignInRequired()).toBeInTheDocument()
    expect(calls.some((call) => call.path.startsWith('/api/admin/orders'))).toBe(false)
  })
})
