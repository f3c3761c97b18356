import { useQuery } from '@tanstack/react-query'
import { ChevronRight, ShoppingBag, Truck } from 'lucide-react'
import { OrderLinkCard } from '#web/components/order-link-card'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { formatLongDate } from '#web/lib/format-date'
import { accountOrdersQuery } from './account-data'
import { AccountList } from './account-list'

/** Every order of the customer, newest first; each opens to its details (/account/orders/:id). */
export function AccountOrders() {
  const orders = useQuery(accountOrdersQuery)
  const timeZone = useFarmTimeZone()
  return (
    <AccountList
      query={orders}
      records="your orders"
      empty={{
        icon: ShoppingBag,
        title: 'No orders yet',
        description: 'When you order from the farm, your orders will show up here.',
        to: '/products',
        linkLabel: 'Shop Products',
      }}
      label="Your orders"
      itemKey={(order) => order.id}
      itemTestId="account-order"
    >
      {(order) => (
        <OrderLinkCard
          order={order}
          badgeVariant={order.status === 'cancelled' ? 'outline' : 'secondary'}
          trailing={<ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />}
        >
          <span className="text-sm text-muted-foreground">
            {formatLongDate(order.createdAt, timeZone)} ·{' '}
            {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
          </span>
          {order.tracking && (
            <span className="mt-1 flex items-center gap-1.5 text-sm">
              <Truck className="size-4 text-primary" aria-hidden="true" />
              {order.tracking.carrierName} {order.tracking.trackingNumber}
            </span>
          )}
        </OrderLinkCard>
      )}
    </AccountList>
  )
}
