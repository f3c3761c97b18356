import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, PackageSearch } from 'lucide-react'
import * as checkoutApi from '#contracts/checkout-api'
import { orderStatusLabels } from '#contracts/order-states'
import { QueryState } from '#web/components/query-state'
import { NoticePanel } from '#web/components/notice-panel'
import { Button } from '#web/components/ui/button'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { apiQuery } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { orderIdParam } from './order-status'
import { OrderView, placedAt } from './order-view'

/**
 * /account/orders/:id: one of the customer's orders, opened from their account: its items,
 * totals, status and tracking, printable as a receipt. The server answers 404 to anyone but the
 * buyer; an order a visitor placed before signing in follows them (decision 0010).
 */
export function OrderDetailsPage() {
  usePageMeta()
  const orderId = orderIdParam(useParams().id ?? null)
  const order = useQuery({
    // A missing id asks for nothing (`enabled`).
    ...apiQuery(checkoutApi.getOrder, { params: { id: orderId ?? 0 } }),
    enabled: orderId !== null,
  })

  if (orderId === null || (order.isError && parseApiError(order.error).status === 404)) {
    return (
      <NoticePanel
        icon={<PackageSearch className="size-10" aria-hidden="true" />}
        title="Order not found"
      >
        <p className="mt-4 max-w-md text-lg text-muted-foreground">
          This order is not one of yours. Your orders are all listed in your account.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/account#orders">Your Account</Link>
        </Button>
      </NoticePanel>
    )
  }
  if (!order.isSuccess) {
    return (
      <div className="page-column py-16">
        <QueryState query={order} loading="Loading your order..." what="your order">
          {() => null}
        </QueryState>
      </div>
    )
  }
  const detail = order.data
  return (
    <OrderView
      order={detail}
      heading={
        <section className="border-b border-border/70 bg-gradient-to-b from-primary-soft/70 to-background">
          <div className="page-column pt-10 pb-8 sm:pt-14">
            <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
              {orderStatusLabels[detail.status]}
            </p>
            <h1 className="mt-1 font-serif text-3xl font-bold sm:text-4xl">Order #{detail.id}</h1>
            <p className="mt-3 text-lg text-muted-foreground">Placed {placedAt(detail)}</p>
          </div>
        </section>
      }
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/account#orders">
            <ArrowLeft aria-hidden="true" />
            Back to Your Account
          </Link>
        </Button>
      }
    />
  )
}
