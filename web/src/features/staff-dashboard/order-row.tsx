import { FileText, Truck } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import { paymentStatusLabels } from '#contracts/order-states'
import { Button } from '#web/components/ui/button'
import { RowAmount } from '#web/components/staff/row-amount'
import { RowCustomer } from '#web/components/staff/row-customer'
import { RowHeading } from '#web/components/staff/row-heading'
import type { TableLayout } from '#web/components/staff/table-header-row'
import { TableRow } from '#web/components/staff/table-row'
import { OrderStatusActions } from './order-status-actions'
import { OrderStatusBadge } from './order-status-badge'
import { fulfilmentLabel } from './orders-view'
import { formatStaffDate } from '#web/lib/format-staff-date'

/** The orders table's columns. */
export const ordersTable: TableLayout = {
  grid: 'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 lg:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1.2fr)_5.5rem_7rem_12rem] lg:items-start',
  columns: ['Order', 'Customer', 'Items', 'Total', 'Status', 'Actions'],
  endAligned: ['Total', 'Actions'],
}

export function OrderRow({
  order,
  timeZone,
  onOpenDetails,
}: {
  order: OrderDetail
  timeZone: string
  onOpenDetails: (order: OrderDetail) => void
}) {
  const headingId = `order-${order.id}-heading`

  return (
    <TableRow layout={ordersTable} headingId={headingId} testId="staff-order">
      <RowHeading id={headingId} title={`Order #${order.id}`}>
        <p className="text-xs text-muted-foreground">
          <time dateTime={order.createdAt}>{formatStaffDate(order.createdAt, timeZone)}</time>
        </p>
      </RowHeading>

      <RowCustomer record={order} />

      <div className="col-span-2 min-w-0 text-sm lg:col-span-1">
        <ul aria-label={`Items of order #${order.id}`}>
          {order.items.map((item, index) => (
            <li key={`${item.productId ?? 'custom'}-${index}`} className="break-words">
              <span className="font-semibold tabular-nums">{item.quantity} ×</span>{' '}
              {item.productName}
            </li>
          ))}
        </ul>
        <p
          className="mt-1 flex items-center gap-1.5 text-muted-foreground"
          data-testid="order-fulfilment"
        >
          <Truck className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Fulfilment: </span>
          {fulfilmentLabel(order)}
        </p>
      </div>

      <RowAmount label="Total" amount={order.totalAmount} testId="order-total" />

      <div className="col-start-2 row-start-1 flex flex-col items-end gap-1 lg:col-start-5 lg:items-start">
        <OrderStatusBadge status={order.status} />
        <span className="text-xs text-muted-foreground" data-testid="payment-status">
          {paymentStatusLabels[order.paymentStatus]}
        </span>
      </div>

      <div className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-1 lg:justify-end">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Details of order #${order.id}`}
          data-order-details-trigger={order.id}
          onClick={() => onOpenDetails(order)}
        >
          <FileText aria-hidden="true" />
          Details
        </Button>
        <OrderStatusActions order={order} />
      </div>
    </TableRow>
  )
}
