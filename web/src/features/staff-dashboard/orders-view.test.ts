import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '../../../../contracts/checkout'
import {
  builtQuickActions,
  countByStatus,
  formatOrderDate,
  fulfilmentLabel,
  isOrdersQueryKey,
  nextStatuses,
  ordersUrl,
  statusFilterLabel,
  statusFilters,
  summarizeOrders,
} from './orders-view'

const order = (overrides: Partial<OrderDetail>): OrderDetail => ({
  id: 1,
  status: 'confirmed',
  paymentStatus: 'paid',
  customerName: 'Karen Liu',
  customerEmail: 'karen@example.com',
  customerPhone: null,
  shippingAddress: { street: '', city: '', state: '', zipCode: '' },
  shippingMethod: null,
  shippingMethodName: null,
  specialInstructions: null,
  subtotal: '0.00',
  shippingCost: '0.00',
  totalAmount: '0.00',
  createdAt: '2026-11-21T19:30:00.000Z',
  items: [],
  ...overrides,
})

describe('orders view', () => {
  it('offers All and the six statuses, each with its list address', () => {
    expect(statusFilters.map(statusFilterLabel)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ])
    expect(ordersUrl('all')).toBe('/api/admin/orders')
    expect(ordersUrl('shipped')).toBe('/api/admin/orders?status=shipped')
    expect(isOrdersQueryKey([ordersUrl('shipped')])).toBe(true)
    expect(isOrdersQueryKey(['/api/admin/orders'])).toBe(true)
    expect(isOrdersQueryKey(['/api/admin/ordersx'])).toBe(false)
    expect(isOrdersQueryKey(['/api/orders/1'])).toBe(false)
  })

  it('sums paid revenue in cents, leaving out unpaid and cancelled orders', () => {
    const orders = [
      order({ totalAmount: '0.10' }),
      order({ totalAmount: '0.20' }),
      order({ status: 'pending', paymentStatus: 'unpaid', totalAmount: '50.00' }),
      order({ status: 'cancelled', paymentStatus: 'paid', totalAmount: '99.00' }),
      order({ status: 'delivered', totalAmount: '1234.05' }),
    ]
    expect(summarizeOrders(orders)).toEqual({
      totalOrders: 5,
      pendingOrders: 1,
      paidRevenue: '1234.35',
    })
    expect(countByStatus(orders)).toEqual({
      all: 5,
      pending: 1,
      confirmed: 2,
      processing: 0,
      shipped: 0,
      delivered: 1,
      cancelled: 1,
    })
    expect(summarizeOrders([])).toEqual({ totalOrders: 0, pendingOrders: 0, paidRevenue: '0.00' })
  })

  it('offers only the moves the state machine allows', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled'])
    expect(nextStatuses('confirmed')).toEqual(['processing', 'cancelled'])
    expect(nextStatuses('shipped')).toEqual(['delivered'])
    expect(nextStatuses('delivered')).toEqual([])
    expect(nextStatuses('cancelled')).toEqual([])
  })

  it("names the fulfilment, 'Pickup' by default", () => {
    expect(fulfilmentLabel({ shippingMethodName: 'Local Delivery' })).toBe('Local Delivery')
    expect(fulfilmentLabel({ shippingMethodName: null })).toBe('Pickup')
    expect(fulfilmentLabel({ shippingMethodName: ' ' })).toBe('Pickup')
  })

  it('shows en-US date and time in the farm time zone', () => {
    expect(formatOrderDate('2026-11-21T19:30:00.000Z', 'America/New_York')).toBe(
      'Nov 21, 2026, 2:30 PM',
    )
    expect(formatOrderDate('not a date', 'America/New_York')).toBe('No date')
    expect(formatOrderDate('2026-11-21T19:30:00.000Z', 'Not/AZone')).toMatch(/^Nov 2[12], 2026/)
  })

  it('links only the quick actions whose screens are built', () => {
    expect(
      builtQuickActions(undefined, ['/', '/admin/blog/comments', '/social-media']).map((a) => a.to),
    ).toEqual(['/admin/blog/comments', '/social-media'])
    expect(builtQuickActions(undefined, ['/'])).toEqual([])
  })
})
