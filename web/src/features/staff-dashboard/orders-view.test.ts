import { describe, expect, it } from 'vitest'
import { orderSearchQuerySchema } from '#contracts/order-search'
import {
  builtQuickActions,
  cancelMoneyText,
  countByFilter,
  fulfilmentLabel,
  isOrdersQueryKey,
  nextStatuses,
  filterOfSearch,
  ordersQuery,
  searchOfFilter,
  statusFilterLabel,
  historyEntryActor,
  historyEntryText,
  refundText,
  statusFilters,
  type StatusFilter,
  subscriptionRevenueText,
} from './orders-view'
import { orderStatuses, type OrderStatus } from '#contracts/order-states'

describe('orders view', () => {
  it('offers All, the eight statuses and unfinished checkouts, each with its list address', () => {
    expect(statusFilters.map(statusFilterLabel)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Processing',
      'Ready for pickup',
      'Out for delivery',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Unpaid or failed',
    ])
    const pageOf = (filter: StatusFilter) =>
      ordersQuery(orderSearchQuerySchema.parse(searchOfFilter(filter))).queryKey
    expect(pageOf('all')).toEqual(['/api/admin/orders/search'])
    expect(pageOf('shipped')).toEqual(['/api/admin/orders/search?status=shipped'])
    expect(pageOf('unfinished')).toEqual(['/api/admin/orders/search?view=unfinished'])
    for (const filter of statusFilters) {
      expect(filterOfSearch(orderSearchQuerySchema.parse(searchOfFilter(filter)))).toBe(filter)
    }
    expect(filterOfSearch(orderSearchQuerySchema.parse({ status: 'to_pack' }))).toBe('all')
    expect(isOrdersQueryKey(pageOf('shipped'))).toBe(true)
    expect(isOrdersQueryKey(['/api/admin/orders'])).toBe(true)
    expect(isOrdersQueryKey(['/api/admin/orders/summary'])).toBe(true)
    expect(isOrdersQueryKey(['/api/admin/orders/12'])).toBe(true)
    expect(isOrdersQueryKey(['/api/admin/ordersx'])).toBe(false)
    expect(isOrdersQueryKey(['/api/orders/1'])).toBe(false)
  })

  it("counts each filter from the server's summary", () => {
    expect(
      countByFilter({
        totalOrders: 4,
        toShip: 2,
        paidRevenue: '10.00',
        subscriptionRevenue: '0.00',
        byStatus: {
          pending: 0,
          confirmed: 1,
          processing: 1,
          ready_for_pickup: 0,
          out_for_delivery: 0,
          shipped: 0,
          delivered: 2,
          cancelled: 0,
        },
        unfinished: 3,
      }),
    ).toEqual({
      all: 4,
      pending: 0,
      confirmed: 1,
      processing: 1,
      ready_for_pickup: 0,
      out_for_delivery: 0,
      shipped: 0,
      delivered: 2,
      cancelled: 0,
      unfinished: 3,
    })
  })

  it('says plainly what cancelling does to the money', () => {
    const order = { totalAmount: '84.00', customerName: 'Rosa' }
    expect(cancelMoneyText({ ...order, paymentStatus: 'unpaid', payment: null })).toMatch(
      /^No money was taken/,
    )
    expect(cancelMoneyText({ ...order, paymentStatus: 'failed', payment: null })).toMatch(
      /card was declined/,
    )
    expect(
      cancelMoneyText({
        ...order,
        paymentStatus: 'paid',
        payment: { provider: 'stripe', status: 'paid', amount: '84.00' },
      }),
    ).toBe(
      'The $84.00 card payment is refunded through Stripe when you cancel. Rosa is told by e-mail that refunds take 3-5 business days.',
    )
    expect(
      cancelMoneyText({
        ...order,
        paymentStatus: 'paid',
        payment: { provider: 'test', status: 'paid', amount: '84.00' },
        refundable: '84.00',
      }),
    ).toMatch(/^The \$84.00 test-mode payment is refunded \(test mode: no real money moves\)/)
    expect(
      cancelMoneyText({
        ...order,
        paymentStatus: 'partially_refunded',
        payment: { provider: 'stripe', status: 'partially_refunded', amount: '84.00' },
        refundable: '60.00',
      }),
    ).toMatch(/^The \$60.00 left of the \$84.00 card payment is refunded through Stripe/)
    expect(cancelMoneyText({ ...order, paymentStatus: 'refunded', payment: null })).toMatch(
      /already been refunded/,
    )
  })

  it('says what became of each refund', () => {
    const refund = {
      id: 1,
      amount: '12.50',
      tax: '0.00',
      creditNoteNumber: null,
      to: 'card' as const,
      reason: null,
      createdAt: '2026-11-21T19:30:00.000Z',
    }
    expect(refundText({ ...refund, status: 'succeeded' })).toBe('$12.50 refunded')
    expect(refundText({ ...refund, status: 'pending' })).toBe('$12.50 refund on its way')
    expect(refundText({ ...refund, status: 'failed' })).toBe('$12.50 refund failed')
    expect(
      historyEntryText({
        event: 'refunded',
        at: refund.createdAt,
        actorEmail: null,
        from: 'cancelled',
        to: 'cancelled',
        amount: '12.50',
      }),
    ).toBe('Refunded $12.50')
  })

  it('tells each history entry and who did it', () => {
    const at = '2026-11-21T19:30:00.000Z'
    expect(
      historyEntryText({
        event: 'status-changed',
        at,
        actorEmail: 'a@b.c',
        from: 'confirmed',
        to: 'processing',
      }),
    ).toBe('Confirmed → Processing')
    expect(
      historyEntryActor({ event: 'status-changed', at, actorEmail: 'a@b.c', from: null, to: null }),
    ).toBe('a@b.c')
    expect(
      historyEntryActor({ event: 'placed', at, actorEmail: null, from: null, to: 'pending' }),
    ).toBe('Customer')
    expect(
      historyEntryActor({ event: 'paid', at, actorEmail: null, from: 'pending', to: 'confirmed' }),
    ).toBe('Payment provider')
  })

  it('offers only the moves the state machine allows, by how the order reaches its buyer', () => {
    const shipped = (status: OrderStatus) => ({ status, shippingMethod: 'standard_shipping' })
    expect(nextStatuses(shipped('pending'))).toEqual(['confirmed', 'cancelled'])
    expect(nextStatuses(shipped('confirmed'))).toEqual(['processing', 'cancelled'])
    expect(nextStatuses(shipped('processing'))).toEqual(['shipped', 'cancelled'])
    expect(nextStatuses(shipped('shipped'))).toEqual(['delivered'])
    expect(nextStatuses(shipped('delivered'))).toEqual([])
    expect(nextStatuses(shipped('cancelled'))).toEqual([])
    expect(nextStatuses({ status: 'processing', shippingMethod: 'farm_pickup' })).toEqual([
      'ready_for_pickup',
      'cancelled',
    ])
    expect(nextStatuses({ status: 'ready_for_pickup', shippingMethod: 'farm_pickup' })).toEqual([
      'delivered',
      'cancelled',
    ])
    expect(nextStatuses({ status: 'processing', shippingMethod: 'local_delivery' })).toEqual([
      'out_for_delivery',
      'cancelled',
    ])
    expect(nextStatuses({ status: 'confirmed', shippingMethod: 'farm_stand' })).toEqual([
      'delivered',
      'cancelled',
    ])
  })

  it('says how much of the paid revenue came from CSA boxes', () => {
    const summary = {
      totalOrders: 0,
      toShip: 0,
      paidRevenue: '135.00',
      subscriptionRevenue: '90.00',
      byStatus: Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >,
      unfinished: 0,
    }
    expect(subscriptionRevenueText(summary)).toBe('Including $90.00 of CSA boxes')
    expect(subscriptionRevenueText({ ...summary, subscriptionRevenue: '0.00' })).toBeUndefined()
    expect(subscriptionRevenueText(undefined)).toBeUndefined()
  })

  it("names the fulfilment, 'Pickup' by default", () => {
    expect(fulfilmentLabel({ shippingMethodName: 'Local Delivery' })).toBe('Local Delivery')
    expect(fulfilmentLabel({ shippingMethodName: null })).toBe('Pickup')
    expect(fulfilmentLabel({ shippingMethodName: ' ' })).toBe('Pickup')
    const pickup = {
      windowId: 3,
      locationName: 'Farm stand',
      locationAddress: '1200 Grove Road',
      date: '2026-12-05',
      startsAt: '09:00',
      endsAt: '12:00',
    }
    expect(fulfilmentLabel({ shippingMethodName: 'Farm Pickup', pickup })).toBe(
      'Farm Pickup · Farm stand, Sat, Dec 5 9:00 AM',
    )
  })

  it('links only the quick actions whose screens are built', () => {
    expect(
      builtQuickActions(undefined, ['/', '/admin/blog/comments', '/social-media']).map((a) => a.to),
    ).toEqual(['/admin/blog/comments', '/social-media'])
    expect(builtQuickActions(undefined, ['/'])).toEqual([])
  })
})
