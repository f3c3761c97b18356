import { useRef, useState } from 'react'
import { Inbox, Tag } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import {
  StatusFilteredTable,
  useStatusFilteredQuery,
} from '#web/components/staff/status-filtered-table'
import { ScreenLink } from '#web/components/staff/screen-link'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderRow, ordersTable } from './order-row'
import { ordersQuery, statusFilterLabel, statusFilters, type StatusFilter } from './orders-view'

/** The dashboard's Orders tab: the status filter (with counts), the orders, an order's details. */
export function OrdersTab({
  counts,
  timeZone,
}: {
  counts: Record<StatusFilter, number> | null
  timeZone: string
}) {
  const [detailsOf, setDetailsOf] = useState<OrderDetail | null>(null)
  const ordersHeading = useRef<HTMLHeadingElement>(null)
  const list = useStatusFilteredQuery(ordersQuery, statusFilters)

  return (
    <>
      <StatusFilteredTable
        title="Orders"
        headingRef={ordersHeading}
        actions={
          <ScreenLink to="/admin/shipping-labels" icon={Tag}>
            Shipping Labels
          </ScreenLink>
        }
        {...list}
        filters={statusFilters}
        filterLabel={statusFilterLabel}
        counts={counts}
        emptyIcon={Inbox}
        layout={ordersTable}
      >
        {(order) => (
          <OrderRow key={order.id} order={order} timeZone={timeZone} onOpenDetails={setDetailsOf} />
        )}
      </StatusFilteredTable>
      {/* The dialog opens in a portal: its place here only keeps it beside the orders. */}
      <OrderDetailsDialog
        order={detailsOf}
        timeZone={timeZone}
        onClose={() => setDetailsOf(null)}
        fallbackFocus={ordersHeading}
      />
    </>
  )
}
