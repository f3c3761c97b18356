import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { RowSelectionState } from '@tanstack/react-table'
import { Download, Inbox, Tag } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import * as orderAdminApi from '#contracts/order-admin-api'
import { orderFilePaths, orderPageSizes, type OrderSearchChange } from '#contracts/order-search'
import { ListPager } from '#web/components/staff/list-pager'
import { QueryState } from '#web/components/query-state'
import { ScreenLink } from '#web/components/staff/screen-link'
import { StaffPage } from '#web/components/staff/staff-page'
import { Button } from '#web/components/ui/button'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'
import { withFilters } from '#web/lib/url-search'
import { OrderBulkActions } from './order-bulk-actions'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderListFilters } from './order-list-filters'
import { OrderListTable } from './order-list-table'
import { clearedFilters, readOrderSearch, writeOrderSearch } from './order-search-params'

/**
 * /admin/orders: every order, searched, filtered, sorted and paged by the server, the filters in
 * the address; tick orders to print their packing slips and pick list or move them on together.
 */
export function OrdersAdminPage() {
  const [params, setParams] = useSearchParams()
  const search = readOrderSearch(params)
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [detailsOf, setDetailsOf] = useState<OrderDetail | null>(null)
  const heading = useRef<HTMLDivElement>(null)
  const timeZone = useFarmTimeZone()

  const orders = useQuery({
    ...apiQuery(orderAdminApi.searchOrders, {
      query: Object.fromEntries(writeOrderSearch(search)),
    }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

  const change = (next: OrderSearchChange) => {
    setSelection({})
    setParams(writeOrderSearch(withFilters(search, next)), { replace: true })
  }
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number)
  const exportQuery = new URLSearchParams(writeOrderSearch(search))
  exportQuery.delete('page')
  exportQuery.delete('pageSize')

  return (
    <StaffPage
      title="Orders"
      description="Search by order number, customer or product; tick orders to print packing slips and a pick list or to move them on."
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <a
              href={`${orderFilePaths.export}${exportQuery.size ? `?${exportQuery}` : ''}`}
              download
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <ScreenLink to="/admin/shipping-labels" icon={Tag}>
            Shipping Labels
          </ScreenLink>
        </>
      }
    >
      <div ref={heading} tabIndex={-1} className="grid grid-cols-1 gap-4 focus:outline-none">
        <OrderListFilters
          search={search}
          onChange={change}
          onClear={() => change(clearedFilters)}
        />
        {selectedIds.length > 0 && (
          <OrderBulkActions orderIds={selectedIds} onDone={() => setSelection({})} />
        )}
        <QueryState query={orders} loading="Loading orders..." what="the orders">
          {(page) => (
            <>
              <OrderListTable
                orders={page.orders}
                search={search}
                selection={selection}
                onSelectionChange={setSelection}
                onSortChange={(sort, dir) => change({ sort, dir })}
                onOpenOrder={setDetailsOf}
                timeZone={timeZone}
                empty={
                  <div className="flex flex-col items-center gap-2 text-center text-muted-foreground">
                    <Inbox className="size-9 text-primary" aria-hidden="true" />
                    <p className="font-semibold text-foreground">No orders match these filters</p>
                  </div>
                }
              />
              <ListPager
                page={search.page}
                pageSize={search.pageSize as (typeof orderPageSizes)[number]}
                total={page.total}
                sizes={orderPageSizes}
                what="orders"
                onPage={(next) => change({ page: next })}
                onPageSize={(pageSize) => change({ pageSize })}
              />
            </>
          )}
        </QueryState>
      </div>
      <OrderDetailsDialog
        order={detailsOf}
        timeZone={timeZone}
        onClose={() => setDetailsOf(null)}
        fallbackFocus={heading}
      />
    </StaffPage>
  )
}
