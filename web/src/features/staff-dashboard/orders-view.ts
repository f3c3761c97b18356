import {
  allowedOrderTransitions,
  orderStatusLabels,
  type OrderDetail,
} from '../../../../contracts/checkout'
import { orderStatuses, type OrderStatus } from '../../../../contracts/orders'
import { clientRoutePaths } from '../../../../contracts/client-routes'

export type StatusFilter = 'all' | OrderStatus

/** The status filter: All, then the six order statuses in their order. */
export const statusFilters: readonly StatusFilter[] = ['all', ...orderStatuses]

export function statusFilterLabel(filter: StatusFilter): string {
  return filter === 'all' ? 'All' : orderStatusLabels[filter]
}

/** The list for a filter: GET /api/admin/orders or /api/admin/orders?status=… */
export function ordersUrl(filter: StatusFilter): string {
  return filter === 'all' ? '/api/admin/orders' : `/api/admin/orders?status=${filter}`
}

/** Every query of the orders list, whatever its filter (to refresh them all after a change). */
export function isOrdersQueryKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && /^\/api\/admin\/orders(\?|$)/.test(key[0])
}

/** "12.50" -> 1250, without floating point. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return 0
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -cents : cents
}

/** 1250 -> "12.50". */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export interface OrderSummary {
  totalOrders: number
  pendingOrders: number
  /** Money taken: paid orders that were not cancelled, as "1234.50". */
  paidRevenue: string
}

/** The summary cards, from the full orders list. */
export function summarizeOrders(orders: readonly OrderDetail[]): OrderSummary {
  const paidCents = orders
    .filter((order) => order.paymentStatus === 'paid' && order.status !== 'cancelled')
    .reduce((sum, order) => sum + toCents(order.totalAmount), 0)
  return {
    totalOrders: orders.length,
    pendingOrders: orders.filter((order) => order.status === 'pending').length,
    paidRevenue: centsToAmount(paidCents),
  }
}

/** How many orders each filter holds (for the filter buttons). */
export function countByStatus(orders: readonly OrderDetail[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries(statusFilters.map((filter) => [filter, 0])) as Record<
    StatusFilter,
    number
  >
  counts.all = orders.length
  for (const order of orders) counts[order.status] += 1
  return counts
}

/** The statuses the state machine lets an order move to next (nothing for delivered/cancelled). */
export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return allowedOrderTransitions[status]
}

/** The fulfilment column: the shipping method's name, 'Pickup' when there is none (spec 2 §3). */
export function fulfilmentLabel(order: Pick<OrderDetail, 'shippingMethodName'>): string {
  return order.shippingMethodName?.trim() || 'Pickup'
}

export const paymentStatusLabels: Record<OrderDetail['paymentStatus'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
}

/** en-US date and time in the farm's time zone: "Nov 21, 2026, 2:30 PM". */
export function formatOrderDate(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'No date'
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || undefined }).format(
      date,
    )
  } catch {
    // An unknown time zone in the settings: the browser's own.
    return new Intl.DateTimeFormat('en-US', options).format(date)
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
  built: readonly string[] = clientRoutePaths,
): QuickAction[] {
  const paths = new Set(built.map((path) => path.toLowerCase()))
  return actions.filter((action) => paths.has(action.to.toLowerCase()))
}
