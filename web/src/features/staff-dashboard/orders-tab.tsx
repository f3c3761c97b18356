import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Inbox, Tag } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import { orderPageSizes, type OrderSearchChange } from '#contracts/order-search'
import { StatusFilteredTable } from '#web/components/staff/status-filtered-table'
import { ScreenLink } from '#web/components/staff/screen-link'
import { withFilters } from '#web/lib/url-search'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderRow, ordersTable } from './order-row'
import { readOrderSearch, writeOrderSearch } from './order-search-params'
import {
  filterOfSearch,
  ordersQuery,
  searchOfFilter,
  statusFilterLabel,
  statusFilters,
  type StatusFilter,
} from './orders-view'

/**
 * The dashboard's Orders tab: the status filter (with counts), a page of the orders (the order
 * list's search on the server, its status and page in the address), an order's details.
 */
export function OrdersTab({
  counts,
  timeZone,
}: {
  counts: Record<StatusFilter, number> | null
  timeZone: string
}) {
  const [detailsOf, setDetailsOf] = useState<OrderDetail | null>(null)
  const ordersHeading = useRef<HTMLHeadingElement>(null)
  const [params, setParams] = useSearchParams()
  const search = readOrderSearch(params)
  const change = (next: OrderSearchChange) =>
    setParams(writeOrderSearch(withFilters(search, next)), { replace: true })
  const list = useQuery({
    ...ordersQuery(search),
    select: ({ orders, ...page }) => ({ items: orders, ...page }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

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
        query={list}
        filter={filterOfSearch(search)}
        onFilterChange={(filter) => change(searchOfFilter(filter))}
        pager={{
          page: search.page,
          pageSize: search.pageSize as (typeof orderPageSizes)[number],
          sizes: orderPageSizes,
          onPage: (page) => change({ page }),
          onPageSize: (pageSize) => change({ pageSize }),
        }}
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
