import { useMemo, type ReactNode } from 'react'
import {
  createColumnHelper,
  useTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import type { OrderDetail } from '#contracts/checkout'
import { paymentStatusLabels } from '#contracts/order-states'
import { orderSortKeys, type OrderSearchQuery, type OrderSortKey } from '#contracts/order-search'
import { DataTable, staffTableFeatures as features } from '#web/components/staff/data-table'
import { Checkbox } from '#web/components/ui/checkbox'
import { formatMoney } from '#web/lib/format-money'
import { formatStaffDate } from '#web/lib/format-staff-date'
import { OrderStatusBadge } from './order-status-badge'
import { fulfilmentLabel } from './orders-view'

const column = createColumnHelper<typeof features, OrderDetail>()

const isSortKey = (id: string): id is OrderSortKey =>
  (orderSortKeys as readonly string[]).includes(id)

function orderColumns(timeZone: string, onOpen: (order: OrderDetail) => void) {
  return column.columns([
    column.display({
      id: 'select',
      header: ({ table }) => (
        <Checkbox
          aria-label="Select every order on this page"
          checked={
            table.getIsAllRowsSelected()
              ? true
              : table.getIsSomeRowsSelected()
                ? 'indeterminate'
                : false
          }
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select order #${row.original.id}`}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
      meta: { className: 'w-10' },
    }),
    column.accessor('id', {
      id: 'number',
      header: 'Order',
      cell: ({ row }) => (
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => onOpen(row.original)}
        >
          #{row.original.id}
        </button>
      ),
    }),
    column.accessor('createdAt', {
      id: 'placed',
      header: 'Placed',
      cell: ({ getValue }) => (
        <time dateTime={getValue()} className="whitespace-nowrap">
          {formatStaffDate(getValue(), timeZone)}
        </time>
      ),
      meta: { className: 'hidden md:table-cell' },
    }),
    column.accessor('customerName', {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <div className="min-w-40">
          <p className="font-medium">{row.original.customerName}</p>
          <p className="text-xs break-all text-muted-foreground">{row.original.customerEmail}</p>
        </div>
      ),
    }),
    column.display({
      id: 'fulfilment',
      header: 'Fulfilment',
      cell: ({ row }) => <span className="whitespace-nowrap">{fulfilmentLabel(row.original)}</span>,
      meta: { className: 'hidden lg:table-cell' },
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={row.original.status} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {paymentStatusLabels[row.original.paymentStatus]}
          </span>
        </div>
      ),
    }),
    column.accessor('totalAmount', {
      id: 'total',
      header: 'Total',
      cell: ({ getValue }) => <span className="tabular-nums">{formatMoney(getValue())}</span>,
      meta: { className: 'text-right' },
    }),
  ])
}

/**
 * The order list's table: sorted by the server (the header sets `sort` and `dir` in the
 * address), one page of rows, a tick box a row for the bulk actions.
 */
export function OrderListTable({
  orders,
  search,
  selection,
  onSelectionChange,
  onSortChange,
  onOpenOrder,
  timeZone,
  empty,
}: {
  orders: OrderDetail[]
  search: OrderSearchQuery
  selection: RowSelectionState
  onSelectionChange: (selection: RowSelectionState) => void
  onSortChange: (sort: OrderSortKey, dir: 'asc' | 'desc') => void
  onOpenOrder: (order: OrderDetail) => void
  timeZone: string
  empty: ReactNode
}) {
  const sorting: SortingState = [{ id: search.sort, desc: search.dir === 'desc' }]
  const columns = useMemo(() => orderColumns(timeZone, onOpenOrder), [timeZone, onOpenOrder])
  const table = useTable({
    features,
    columns,
    data: orders,
    getRowId: (order) => String(order.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, rowSelection: selection },
    // The header says which column; the direction is ours: a click on the sorted column turns
    // it round, another column starts newest or largest first (names and numbers A to Z).
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater
      const id = next?.id ?? search.sort
      if (!isSortKey(id)) return
      if (id === search.sort) onSortChange(id, search.dir === 'desc' ? 'asc' : 'desc')
      else onSortChange(id, id === 'placed' || id === 'total' ? 'desc' : 'asc')
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  })
  return <DataTable table={table} caption="Orders" empty={empty} rowTestId="order-list-row" />
}
