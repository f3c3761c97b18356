import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Inbox, Tag } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import { EmptyState, QueryState } from '#web/components/query-state'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderRow, OrdersHeaderRow } from './order-row'
import { ordersQuery, statusFilterLabel, statusFilters, type StatusFilter } from './orders-view'

function useOrders(filter: StatusFilter) {
  return useQuery({ ...ordersQuery(filter), refetchOnMount: 'always' })
}

/** The dashboard's Orders tab: the status filter (with counts), the orders, an order's details. */
export function OrdersTab({
  counts,
  timeZone,
}: {
  counts: Record<StatusFilter, number> | null
  timeZone: string
}) {
  const [filter, setFilter] = useState<StatusFilter>('all')
  const [detailsOf, setDetailsOf] = useState<OrderDetail | null>(null)
  const ordersHeading = useRef<HTMLHeadingElement>(null)
  const orders = useOrders(filter)

  return (
    <section aria-labelledby="orders-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="orders-heading"
          ref={ordersHeading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold focus:outline-none"
        >
          Orders
        </h2>
        <div className="flex items-center gap-3">
          {orders.isFetching && !orders.isPending && (
            <Spinner size="sm" label="Refreshing orders" />
          )}
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/shipping-labels">
              <Tag aria-hidden="true" />
              Shipping Labels
            </Link>
          </Button>
        </div>
      </div>
      <div className="mt-3">
        <FilterButtons
          label="Filter orders by status"
          options={statusFilters}
          value={filter}
          onChange={setFilter}
          optionLabel={statusFilterLabel}
          counts={counts}
        />
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

      <OrderDetailsDialog
        order={detailsOf}
        timeZone={timeZone}
        onClose={() => setDetailsOf(null)}
        fallbackFocus={ordersHeading}
      />
    </section>
  )
}
