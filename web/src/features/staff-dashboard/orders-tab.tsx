import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Inbox, Tag } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { FilteredListSection } from '#web/components/staff/filtered-list-section'
import { StaffTable } from '#web/components/staff/staff-table'
import { Button } from '#web/components/ui/button'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderRow, ordersTable } from './order-row'
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
    <FilteredListSection
      id="orders-heading"
      title="Orders"
      headingRef={ordersHeading}
      refreshing={orders.isFetching && !orders.isPending}
      refreshingLabel="Refreshing orders"
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/shipping-labels">
            <Tag aria-hidden="true" />
            Shipping Labels
          </Link>
        </Button>
      }
      filter={
        <FilterButtons
          label="Filter orders by status"
          options={statusFilters}
          value={filter}
          onChange={setFilter}
          optionLabel={statusFilterLabel}
          counts={counts}
        />
      }
    >
      <StaffTable
        query={orders}
        loading="Loading orders..."
        what="the orders"
        emptyIcon={<Inbox className="size-9 text-primary" aria-hidden="true" />}
        emptyTitle="No orders found for selected status"
        layout={ordersTable}
      >
        {(order) => (
          <OrderRow key={order.id} order={order} timeZone={timeZone} onOpenDetails={setDetailsOf} />
        )}
      </StaffTable>
      {/* The dialog opens in a portal: its place here only keeps it beside the orders. */}
      <OrderDetailsDialog
        order={detailsOf}
        timeZone={timeZone}
        onClose={() => setDetailsOf(null)}
        fallbackFocus={ordersHeading}
      />
    </FilteredListSection>
  )
}
