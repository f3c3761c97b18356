import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { orderStatusLabels, type OrderStatus } from '#contracts/order-states'
import { formatMoney } from '../lib/format-money'
import { Badge, type BadgeProps } from './ui/badge'
import { Card } from './ui/card'

/**
 * One of the customer's orders in a list, the whole card a link to its details
 * (/account/orders/:id): its number and what `children` add under it, its status and total.
 */
export function OrderLinkCard({
  order,
  badgeVariant,
  trailing,
  children,
}: {
  order: { id: number; status: OrderStatus; totalAmount: string }
  badgeVariant: BadgeProps['variant']
  /** After the total (a chevron). */
  trailing?: ReactNode
  children: ReactNode
}) {
  return (
    <Card className="transition-colors hover:border-primary">
      <Link
        to={`/account/orders/${order.id}`}
        className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex min-w-0 flex-col">
          <span className="font-serif text-lg font-semibold">Order #{order.id}</span>
          {children}
        </span>
        <span className="flex items-center gap-4">
          <Badge variant={badgeVariant}>{orderStatusLabels[order.status]}</Badge>
          <span className="text-lg font-semibold text-primary tabular-nums">
            {formatMoney(order.totalAmount)}
          </span>
          {trailing}
        </span>
      </Link>
    </Card>
  )
}
