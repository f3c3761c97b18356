import { describe, expect, it } from 'vitest'
import type { Today } from '#contracts/today'
import {
  harvestOrdersLink,
  orderFigures,
  pickupFigures,
  visitFigures,
  waitingFigures,
} from './today-links'

const today: Today = {
  date: '2026-11-25',
  orders: { toPack: 4, readyForPickup: 2, localDeliveries: 1, toShip: 3 },
  harvests: [],
  belowMinimum: [],
  pickupsToday: [{ locationName: 'Farm stand', startsAt: '09:00', endsAt: '12:00', orders: 3 }],
  visitsToday: { bookings: 1, people: 1 },
  visitsWeekend: { from: '2026-11-28', to: '2026-11-29', bookings: 5, people: 12 },
  lowStock: [],
  lowStockLine: 5,
  commentsWaiting: 1,
  reviewsWaiting: 0,
  failedJobs: 2,
}

describe("Today's figures", () => {
  it('link each order figure to the order list filtered to what it counts', () => {
    expect(orderFigures(today).map(({ label, value, to }) => [label, value, to])).toEqual([
      ['To pack', 4, '/admin/orders?status=to_pack'],
      ['Ready for pickup', 2, '/admin/orders?status=ready_for_pickup'],
      ['Local deliveries', 1, '/admin/orders?status=open&fulfilment=local_delivery'],
      ['To ship', 3, '/admin/orders?status=to_pack&fulfilment=shipped'],
    ])
  })

  it("link each of today's pickup windows to today's pickups still to hand over", () => {
    expect(pickupFigures(today)).toEqual([
      {
        label: 'Farm stand 9:00 AM–12:00 PM',
        value: 3,
        to: '/admin/orders?fulfilment=pickup&pickupOn=2026-11-25&status=open',
        detail: 'orders to hand over',
      },
    ])
  })

  it('link a harvest day to its orders still to pack', () => {
    expect(harvestOrdersLink('2026-11-27')).toBe(
      '/admin/orders?harvestOn=2026-11-27&status=to_pack',
    )
  })

  it('say the head counts and the weekend', () => {
    const [todayVisits, weekend] = visitFigures(today)
    expect(todayVisits!.detail).toBe('1 person')
    expect(todayVisits!.to).toBe('/admin/calendar?view=day&date=2026-11-25')
    expect(weekend!.detail).toMatch(/^12 people · .*Nov 28.* – .*Nov 29/)
    expect(weekend!.to).toBe('/admin/calendar?view=week&date=2026-11-28')
    expect(waitingFigures(today).map((figure) => figure.to)).toEqual([
      '/admin/blog/comments',
      '/admin/reviews',
      '/admin/jobs',
    ])
  })
})
