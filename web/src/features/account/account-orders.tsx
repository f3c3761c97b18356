import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ChevronRight, ShoppingBag, Truck } from 'lucide-react'
import { orderStatusLabels } from '#contracts/order-states'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { useSiteText } from '#web/hooks/use-site-text'
import { formatLongDate } from '#web/lib/format-date'
import { formatMoney } from '#web/lib/format-money'
import { accountOrdersQuery } from './account-data'

/** Every order of the customer, newest first; each opens to its details (/account/orders/:id). */
export function AccountOrders() {
  const { text } = useSiteText()
  const orders = useQuery(accountOrdersQuery)
  const timeZone = text('farm_timezone')
  return (
    <QueryState
      query={orders}
      loading="Loading your orders..."
      what="your orders"
      headingLevel="h3"
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          headingLevel="h3"
          icon={<ShoppingBag className="size-8 text-primary" aria-hidden="true" />}
          title="No orders yet"
          description="When you order from the farm, your orders will show up here."
          action={
            <Button asChild variant="outline">
              <Link to="/products">Shop Products</Link>
            </Button>
          }
        />
      }
    >
      {(list) => (
        <ul className="grid gap-3" aria-label="Your orders">
          {list.map((order) => (
            <li key={order.id} data-testid="account-order">
              <Card className="transition-colors hover:border-primary">
                <Link
                  to={`/account/orders/${order.id}`}
                  className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="font-serif text-lg font-semibold">Order #{order.id}</span>
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
                  </span>
                  <span className="flex items-center gap-4">
                    <Badge variant={order.status === 'cancelled' ? 'outline' : 'secondary'}>
                      {orderStatusLabels[order.status]}
                    </Badge>
                    <span className="text-lg font-semibold text-primary tabular-nums">
                      {formatMoney(order.totalAmount)}
                    </span>
                    <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
                  </span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
