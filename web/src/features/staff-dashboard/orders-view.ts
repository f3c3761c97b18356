import type { OrderDetail } from '#contracts/checkout'
import type {
  AdminOrderDetails,
  AdminOrderSummary,
  OrderHistoryEntry,
  OrderRefund,
} from '#contracts/order-admin'
import {
  fulfilmentOf,
  nextOrderStatuses,
  orderStatusLabels,
  orderStatuses,
  type OrderStatus,
} from '#contracts/order-states'
import * as orderAdminApi from '#contracts/order-admin-api'
import { staffPathList } from '#contracts/staff-paths'
import type { OrderSearchChange, OrderSearchQuery } from '#contracts/order-search'
import { formatClockTime, formatShortVisitDate } from '#contracts/farm-time'
import { apiQuery } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'
import { writeOrderSearch } from './order-search-params'

/** 'unfinished': checkouts that never finished (payment awaited, declined or abandoned). */
export type StatusFilter = 'all' | OrderStatus | 'unfinished'

/** The status filter: All, the six order statuses in their order, then unfinished checkouts. */
export const statusFilters: readonly StatusFilter[] = ['all', ...orderStatuses, 'unfinished']

export function statusFilterLabel(filter: StatusFilter): string {
  if (filter === 'all') return 'All'
  if (filter === 'unfinished') return 'Unpaid or failed'
  return orderStatusLabels[filter]
}

/** The tab's status filter as the order list's search has it (`?status=…`, `?view=unfinished`). */
export function searchOfFilter(filter: StatusFilter): OrderSearchChange {
  if (filter === 'unfinished') return { view: 'unfinished', status: undefined }
  return { view: 'completed', status: filter === 'all' ? undefined : filter }
}

/** The tab's status filter of a search: unfinished checkouts, one status, or all (a stage too). */
export function filterOfSearch(search: OrderSearchQuery): StatusFilter {
  if (search.view === 'unfinished') return 'unfinished'
  return statusFilters.find((filter) => filter === search.status) ?? 'all'
}

/** A page of the tab's orders, from the order list's search (paged on the server). */
export function ordersQuery(search: OrderSearchQuery) {
  return apiQuery(orderAdminApi.searchOrders, {
    query: Object.fromEntries(writeOrderSearch(search)),
  })
}

export const orderSummaryQuery = apiQuery(orderAdminApi.getOrderSummary)
export const orderDetailsQuery = (id: number) =>
  apiQuery(orderAdminApi.getOrderDetails, { params: { id } })

/** Where every staff order endpoint lives: an order's address without its id. */
const ordersAddress = orderAdminApi.getOrderDetails.path.replace('/:id', '')

/** Every orders query (lists, summary, details) to refresh them all after a change. */
export function isOrdersQueryKey([address]: readonly unknown[]): boolean {
  return (
    typeof address === 'string' &&
    (address === ordersAddress ||
      address.startsWith(`${ordersAddress}?`) ||
      address.startsWith(`${ordersAddress}/`))
  )
}

/** The Paid Revenue card's detail: the CSA boxes' part of it, when there is one. */
export function subscriptionRevenueText(summary: AdminOrderSummary | undefined) {
  if (!summary?.subscriptionRevenue || Number(summary.subscriptionRevenue) === 0) return undefined
  return `Including ${formatMoney(summary.subscriptionRevenue)} of CSA boxes`
}

/** How many orders each filter holds (for the filter buttons), from the server's summary. */
export function countByFilter(summary: AdminOrderSummary): Record<StatusFilter, number> {
  return { all: summary.totalOrders, ...summary.byStatus, unfinished: summary.unfinished }
}

/**
 * The statuses the state machine lets an order move to next, by how it reaches its buyer: a
 * pickup becomes ready for pickup, a local delivery out for delivery, the rest shipped (nothing
 * for delivered or cancelled).
 */
export function nextStatuses(
  order: Pick<OrderDetail, 'status' | 'shippingMethod'>,
): readonly OrderStatus[] {
  return nextOrderStatuses(order.status, fulfilmentOf(order.shippingMethod))
}

/** Where staff make an order's label: the manager, its create dialog open on the order. */
export const labelForOrderUrl = (id: number) => `/admin/shipping-labels?order=${id}`

/** The fulfilment column: the shipping method's name, 'Pickup' when there is none (spec 2 §3). */
export function fulfilmentLabel(
  order: Pick<OrderDetail, 'shippingMethodName'> & Partial<Pick<OrderDetail, 'pickup'>>,
): string {
  const method = order.shippingMethodName?.trim() || 'Pickup'
  const pickup = order.pickup
  if (!pickup) return method
  return `${method} · ${pickup.locationName}, ${formatShortVisitDate(pickup.date)} ${formatClockTime(pickup.startsAt)}`
}

/** One line of an order's history, e.g. "Confirmed → Processing". */
export function historyEntryText(entry: OrderHistoryEntry): string {
  switch (entry.event) {
    case 'placed':
      return 'Order placed'
    case 'paid':
      return 'Payment received'
    case 'payment-failed':
      return 'Card declined'
    case 'released':
      return 'Not paid within 30 minutes: cancelled, items back in stock'
    case 'paid-after-cancel':
      return 'Payment arrived after the order was cancelled'
    case 'refunded':
      return entry.amount ? `Refunded ${formatMoney(entry.amount)}` : 'Refunded'
    case 'status-changed':
      return entry.from && entry.to
        ? `${orderStatusLabels[entry.from]} → ${orderStatusLabels[entry.to]}`
        : 'Status changed'
  }
}

/** Who did it: the staff member, else the customer (placing) or the shop and its payment provider. */
export function historyEntryActor(entry: OrderHistoryEntry): string {
  if (entry.actorEmail) return entry.actorEmail
  if (entry.event === 'placed') return 'Customer'
  if (entry.event === 'released') return 'Shop (automatic)'
  return 'Payment provider'
}

/**
 * What cancelling does to the money, said plainly in the cancel dialog: what is left of a payment
 * is refunded through its provider (decision 0033). `refundable` comes with the order's details.
 */
export function cancelMoneyText(
  order: Pick<AdminOrderDetails, 'paymentStatus' | 'totalAmount' | 'customerName'> & {
    payment: AdminOrderDetails['payment'] | undefined
    refundable?: AdminOrderDetails['refundable']
  },
): string {
  const amount = formatMoney(order.totalAmount)
  const testMode = order.payment?.provider === 'test'
  const kind = testMode ? 'test-mode payment' : 'card payment'
  const how = testMode ? ' (test mode: no real money moves)' : ' through Stripe'
  switch (order.paymentStatus) {
    case 'unpaid':
      return 'No money was taken: the customer has not paid, so there is nothing to refund.'
    case 'failed':
      return 'No money was taken: the card was declined, so there is nothing to refund.'
    case 'refunded':
      return `The ${amount} payment has already been refunded: there is nothing more to refund.`
    case 'partially_refunded':
    case 'paid': {
      const left = formatMoney(order.refundable ?? order.payment?.amount ?? order.totalAmount)
      const what =
        order.paymentStatus === 'paid' && left === amount
          ? `The ${amount} ${kind}`
          : `The ${left} left of the ${amount} ${kind}`
      return `${what} is refunded${how} when you cancel. ${order.customerName} is told by e-mail that refunds take 3-5 business days.`
    }
  }
}

/** A refund's amount, date and state in the order's details. */
export function refundText(refund: OrderRefund): string {
  const amount = formatMoney(refund.amount)
  switch (refund.status) {
    case 'succeeded':
      return `${amount} refunded${refund.to === 'store_credit' ? ' to store credit' : ''}`
    case 'pending':
      return `${amount} refund on its way`
    case 'failed':
      return `${amount} refund failed`
  }
}

export interface QuickAction {
  label: string
  description: string
  to: string
}

/** The dashboard's quick actions (spec 3 §2), in the spec's order. */
export const quickActions: readonly QuickAction[] = [
  {
    label: 'Moderate Comments',
    description: 'Approve or remove blog comments',
    to: '/admin/blog/comments',
  },
  { label: 'Blog Manager', description: 'Write and publish farm stories', to: '/blog-admin' },
  {
    label: 'Website Content',
    description: 'Edit the site’s texts and images',
    to: '/admin/content',
  },
  { label: 'Social Media', description: 'Share posts on the farm’s accounts', to: '/social-media' },
]

/** Only the quick actions whose screen is built: a link never leads to 'Page Not Found'. */
export function builtQuickActions(
  actions: readonly QuickAction[] = quickActions,
  built: readonly string[] = staffPathList,
): QuickAction[] {
  const paths = new Set(built.map((path) => path.toLowerCase()))
  return actions.filter((action) => paths.has(action.to.toLowerCase()))
}
