import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ArrowUpRight, CircleDollarSign, ClipboardList, Hourglass, Inbox } from 'lucide-react'
import type { OrderDetail } from '../../../../contracts/checkout'
import type { AdminOrderSummary } from '../../../../contracts/order-admin'
import { EmptyState, QueryState } from '../../components/query-state'
import { StaffPage } from '../../components/staff/staff-page'
import { StatCard } from '../../components/staff/stat-card'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { cn } from '../../lib/cn'
import { formatMoney } from '../../lib/format-money'
import { useSiteText } from '../../hooks/use-site-text'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderRow, OrdersHeaderRow } from './order-row'
import {
  builtQuickActions,
  countByFilter,
  orderSummaryUrl,
  ordersUrl,
  statusFilterLabel,
  statusFilters,
  type StatusFilter,
} from './orders-view'

function useOrders(filter: StatusFilter) {
  return useQuery<OrderDetail[]>({ queryKey: [ordersUrl(filter)], refetchOnMount: 'always' })
}

/** /staff-dashboard (spec 3 §2): summary cards, quick actions and the orders list. */
export function StaffDashboardAdminPage() {
  const [filter, setFilter] = useState<StatusFilter>('all')
  const [detailsOf, setDetailsOf] = useState<OrderDetail | null>(null)
  const ordersHeading = useRef<HTMLHeadingElement>(null)
  const orders = useOrders(filter)
  const summary = useQuery<AdminOrderSummary>({
    queryKey: [orderSummaryUrl],
    refetchOnMount: 'always',
  }).data
  const { text } = useSiteText()
  const timeZone = text('farm_timezone')
  const counts = summary ? countByFilter(summary) : null
  const actions = builtQuickActions()

  return (
    <StaffPage
      title="Staff Dashboard"
      description="Paid orders from the shop and the farm stand. Checkouts that were never paid are under ‘Unpaid or failed’."
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          label="Total Orders"
          value={summary ? String(summary.totalOrders) : null}
          icon={<ClipboardList />}
          testId="summary-total-orders"
        />
        <StatCard
          label="To Ship"
          value={summary ? String(summary.toShip) : null}
          icon={<Hourglass />}
          testId="summary-to-ship"
        />
        <StatCard
          label="Paid Revenue"
          value={summary ? formatMoney(summary.paidRevenue) : null}
          icon={<CircleDollarSign />}
          testId="summary-paid-revenue"
          className="col-span-2 sm:col-span-1"
        />
      </dl>

      {actions.length > 0 && (
        <section aria-labelledby="quick-actions-heading" className="mt-6">
          <h2
            id="quick-actions-heading"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase font-sans"
          >
            Quick Actions
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {actions.map((action) => (
              <li key={action.to}>
                <Button asChild variant="outline" size="sm">
                  <Link to={action.to} title={action.description}>
                    {action.label}
                    <ArrowUpRight aria-hidden="true" />
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="orders-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2
            id="orders-heading"
            ref={ordersHeading}
            tabIndex={-1}
            className="font-serif text-2xl font-semibold focus:outline-none"
          >
            Orders
          </h2>
          {orders.isFetching && !orders.isPending && (
            <Spinner size="sm" label="Refreshing orders" />
          )}
        </div>
        <div
          role="group"
          aria-label="Filter orders by status"
          className="mt-3 flex flex-wrap gap-1.5"
        >
          {statusFilters.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                filter === option
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-foreground hover:border-primary hover:bg-primary-soft',
              )}
            >
              {statusFilterLabel(option)}
              {counts && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    filter === option
                      ? 'bg-primary-foreground/20'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  <span className="sr-only">(</span>
                  {counts[option]}
                  <span className="sr-only">)</span>
                </span>
              )}
            </button>
          ))}
        </div>

        <div className="mt-4">
          <QueryState
            query={orders}
            loading="Loading orders..."
            what="the orders"
            empty={
              <EmptyState
                icon={<Inbox className="size-9 text-primary" aria-hidden="true" />}
                title="No orders found for selected status"
              />
            }
          >
            {(list) => (
              <Card className="overflow-hidden">
                <OrdersHeaderRow />
                <ul className="divide-y divide-border/70">
                  {list.map((order) => (
                    <OrderRow
                      key={order.id}
                      order={order}
                      timeZone={timeZone}
                      onOpenDetails={setDetailsOf}
                    />
                  ))}
                </ul>
              </Card>
            )}
          </QueryState>
        </div>
      </section>

      <OrderDetailsDialog
        order={detailsOf}
        timeZone={timeZone}
        onClose={() => setDetailsOf(null)}
        fallbackFocus={ordersHeading}
      />
    </StaffPage>
  )
}
