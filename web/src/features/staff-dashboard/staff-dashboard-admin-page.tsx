import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import {
  ArrowUpRight,
  CircleDollarSign,
  ClipboardList,
  Hourglass,
  Inbox,
  RotateCcw,
} from 'lucide-react'
import type { OrderDetail } from '../../../../contracts/checkout'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { apiErrorMessage } from '../../lib/api-request'
import { cn } from '../../lib/cn'
import { formatMoney } from '../../lib/format-money'
import { usePageMeta } from '../seo/use-page-meta'
import { useSiteText } from '../site-content/use-site-text'
import { StaffOnly } from '../staff/staff-only'
import { OrderRow, OrdersHeaderRow } from './order-row'
import {
  builtQuickActions,
  countByStatus,
  ordersUrl,
  statusFilterLabel,
  statusFilters,
  summarizeOrders,
  type StatusFilter,
} from './orders-view'

/** /staff-dashboard (spec 3 §2): summary cards, quick actions and the orders list. */
export function StaffDashboardPage() {
  usePageMeta({ title: 'Staff Dashboard', description: 'Orders and quick actions for farm staff.' })
  return (
    <StaffOnly>
      <StaffDashboard />
    </StaffOnly>
  )
}

function useOrders(filter: StatusFilter) {
  return useQuery<OrderDetail[]>({ queryKey: [ordersUrl(filter)], refetchOnMount: 'always' })
}

function StaffDashboard() {
  const [filter, setFilter] = useState<StatusFilter>('all')
  const allOrders = useOrders('all')
  const orders = useOrders(filter)
  const { text } = useSiteText()
  const timeZone = text('farm_timezone')
  const summary = allOrders.data ? summarizeOrders(allOrders.data) : null
  const counts = allOrders.data ? countByStatus(allOrders.data) : null
  const actions = builtQuickActions()

  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Staff Dashboard</h1>
      <p className="mt-1 text-muted-foreground">Orders from the shop and the farm stand.</p>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <SummaryCard
          label="Total Orders"
          value={summary ? String(summary.totalOrders) : null}
          icon={<ClipboardList />}
          testId="summary-total-orders"
        />
        <SummaryCard
          label="Pending Orders"
          value={summary ? String(summary.pendingOrders) : null}
          icon={<Hourglass />}
          testId="summary-pending-orders"
        />
        <SummaryCard
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
          <h2 id="orders-heading" className="font-serif text-2xl font-semibold">
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
          {orders.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner size="lg" label="Loading orders" />
            </div>
          ) : orders.isError ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-12 text-center">
              <p role="alert" className="font-medium">
                We couldn’t load the orders: {apiErrorMessage(orders.error)}
              </p>
              <Button
                variant="outline"
                onClick={() => void orders.refetch()}
                disabled={orders.isFetching}
              >
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : orders.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-input bg-card px-6 py-12 text-center">
              <Inbox className="size-9 text-primary" aria-hidden="true" />
              <p className="font-medium">No orders found for selected status</p>
            </div>
          ) : (
            <Card className="overflow-hidden">
              <OrdersHeaderRow />
              <ul className="divide-y divide-border/70">
                {orders.data.map((order) => (
                  <OrderRow key={order.id} order={order} timeZone={timeZone} />
                ))}
              </ul>
            </Card>
          )}
        </div>
      </section>
    </div>
  )
}

function SummaryCard({
  label,
  value,
  icon,
  testId,
  className,
}: {
  label: string
  value: string | null
  icon: ReactNode
  testId: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'relative rounded-2xl border border-border/70 bg-card py-3 pr-4 pl-16 shadow-soft',
        className,
      )}
    >
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4.5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl" data-testid={testId}>
        {value ?? '–'}
      </dd>
    </div>
  )
}
