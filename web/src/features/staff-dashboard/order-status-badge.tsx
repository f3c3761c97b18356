import { orderStatusLabels, type OrderStatus } from '#contracts/order-states'
import { Badge, type BadgeProps } from '#web/components/ui/badge'

const statusBadge: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'honey',
  confirmed: 'sky',
  processing: 'mango',
  ready_for_pickup: 'secondary',
  out_for_delivery: 'secondary',
  shipped: 'secondary',
  delivered: 'default',
  cancelled: 'outline',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={statusBadge[status]} data-testid="order-status">
      <span className="sr-only">Status: </span>
      {orderStatusLabels[status]}
    </Badge>
  )
}
