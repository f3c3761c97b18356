import type { OrderSearchChange } from '#contracts/order-search'
import type { Today } from '#contracts/today'
import { formatClockTime, formatShortVisitDate } from '#contracts/farm-time'

const ordersWith = (filters: OrderSearchChange) =>
  `/admin/orders?${new URLSearchParams(filters as Record<string, string>)}`

export interface TodayFigure {
  label: string
  value: number
  to: string
  /** A line under the number (people, dates). */
  detail?: string
}

/** Today's order figures, each linking to the order list already filtered to what it counts. */
export function orderFigures(today: Today): TodayFigure[] {
  return [
    { label: 'To pack', value: today.orders.toPack, to: ordersWith({ status: 'to_pack' }) },
    {
      label: 'Ready for pickup',
      value: today.orders.readyForPickup,
      to: ordersWith({ status: 'ready_for_pickup' }),
    },
    {
      label: 'Local deliveries',
      value: today.orders.localDeliveries,
      to: ordersWith({ status: 'open', fulfilment: 'local_delivery' }),
    },
    {
      label: 'To ship',
      value: today.orders.toShip,
      to: ordersWith({ status: 'to_pack', fulfilment: 'shipped' }),
    },
  ]
}

/**
 * Today's pickup windows, each linking to the order list of today's pickups, those still to hand
 * over first.
 */
export function pickupFigures(today: Today): TodayFigure[] {
  return today.pickupsToday.map((window) => ({
    label: `${window.locationName} ${formatClockTime(window.startsAt)}–${formatClockTime(window.endsAt)}`,
    value: window.orders,
    to: ordersWith({ fulfilment: 'pickup', pickupOn: today.date, status: 'open' }),
    detail: window.orders === 1 ? 'order to hand over' : 'orders to hand over',
  }))
}

/** The orders waiting for one harvest day, still to pack (the Today harvest list links here). */
export const harvestOrdersLink = (date: string) =>
  ordersWith({ harvestOn: date, status: 'to_pack' })

/** The bookings calendar on a day or on the week around it (its `view` and `date` search). */
const calendarOn = (view: 'day' | 'week', date: string) =>
  `/admin/calendar?${new URLSearchParams({ view, date })}`

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

/** Visitors today and this weekend, each linking to those days on the bookings calendar. */
export function visitFigures(today: Today): TodayFigure[] {
  const { from, to } = today.visitsWeekend
  const weekend =
    from === to
      ? formatShortVisitDate(from)
      : `${formatShortVisitDate(from)} – ${formatShortVisitDate(to)}`
  return [
    {
      label: 'Bookings today',
      value: today.visitsToday.bookings,
      to: calendarOn('day', today.date),
      detail: people(today.visitsToday.people),
    },
    {
      label: 'This weekend',
      value: today.visitsWeekend.bookings,
      to: calendarOn('week', from),
      detail: `${people(today.visitsWeekend.people)} · ${weekend}`,
    },
  ]
}

/** What waits for staff to look at. */
export function waitingFigures(today: Today): TodayFigure[] {
  return [
    { label: 'Comments waiting', value: today.commentsWaiting, to: '/admin/blog/comments' },
    { label: 'Reviews waiting', value: today.reviewsWaiting, to: '/admin/reviews' },
    { label: 'Failed e-mails and jobs', value: today.failedJobs, to: '/admin/jobs' },
  ]
}
