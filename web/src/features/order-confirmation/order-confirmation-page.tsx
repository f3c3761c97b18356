import { useEffect, useRef, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, Clock, PackageSearch } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import * as checkoutApi from '#contracts/checkout-api'
import * as ordersApi from '#contracts/orders-api'
import { LoadFailed } from '#web/components/load-failed'
import { NoticePanel } from '#web/components/notice-panel'
import { PageSpinner } from '#web/components/page-spinner'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { refetchCart } from '#web/lib/cart'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { orderIdParam, orderOutcome, pollInterval, type OrderOutcome } from './order-status'
import { OrderView } from './order-view'

/**
 * /order-confirmation?order={id}: the order as its buyer sees it (the server answers 404 to
 * anyone else). It is also Stripe's return address; the webhook may arrive a moment after the
 * buyer does, so a returning buyer's unpaid order is asked for again for a minute.
 */
export function OrderConfirmationPage() {
  usePageMeta()
  const [params] = useSearchParams()
  const orderId = orderIdParam(params.get('order'))
  const returnedFromProvider = params.has('redirect_status') || params.has('payment_intent')
  const queryClient = useQueryClient()

  const order = useQuery({
    // A missing id asks for nothing (`enabled`).
    ...apiQuery(checkoutApi.getOrder, { params: { id: orderId ?? 0 } }),
    enabled: orderId !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      returnedFromProvider ? pollInterval(query.state.data, query.state.dataUpdateCount) : false,
  })

  const outcome = order.data ? orderOutcome(order.data) : null
  const announced = useRef(false)
  useEffect(() => {
    if (!returnedFromProvider || outcome !== 'paid' || announced.current || !order.data) return
    announced.current = true
    toast({
      title: 'Order Placed Successfully!',
      description: `Your order #${order.data.id} has been received and payment processed.`,
    })
    // The server emptied the cart when the payment succeeded.
    void refetchCart(queryClient)
    void queryClient.invalidateQueries({ queryKey: apiKey(ordersApi.listMyOrders) })
  }, [returnedFromProvider, outcome, order.data, queryClient])

  if (orderId === null) return <OrderNotFound />
  if (order.isPending) {
    return <PageSpinner label="Loading your order" />
  }
  if (order.isError) {
    if (parseApiError(order.error).status === 404) return <OrderNotFound />
    return <LoadFailed what="your order" error={order.error} onRetry={() => void order.refetch()} />
  }
  return (
    <ConfirmedOrder
      order={order.data}
      outcome={outcome ?? 'awaiting'}
      waiting={returnedFromProvider}
    />
  )
}

function OrderNotFound() {
  return (
    <NoticePanel
      icon={<PackageSearch className="size-10" aria-hidden="true" />}
      title="Order not found"
    >
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        We couldn’t find this order. An order can only be viewed from the browser or account that
        placed it.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/products">Browse the Shop</Link>
      </Button>
    </NoticePanel>
  )
}

const headline: Record<OrderOutcome, { title: string; icon: ReactNode }> = {
  paid: {
    title: 'Thank you for your order!',
    icon: <CircleCheck className="size-8" aria-hidden="true" />,
  },
  awaiting: {
    title: 'Thank you! We’re confirming your payment',
    icon: <Clock className="size-8" aria-hidden="true" />,
  },
  failed: {
    title: 'Your payment didn’t go through',
    icon: <CircleAlert className="size-8" aria-hidden="true" />,
  },
}

function ConfirmedOrder({
  order,
  outcome,
  waiting,
}: {
  order: OrderDetail
  outcome: OrderOutcome
  waiting: boolean
}) {
  const { title, icon } = headline[outcome]
  const heading = (
    <section className="border-b border-border/70 bg-gradient-to-b from-primary-soft/70 to-background">
      <div className="page-column flex flex-col gap-4 pt-10 pb-8 sm:flex-row sm:items-start sm:gap-6 sm:pt-14">
        <span
          className={
            outcome === 'failed'
              ? 'flex size-14 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive'
              : 'flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground'
          }
        >
          {icon}
        </span>
        <div>
          <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
            Order #{order.id}
          </p>
          <h1 className="mt-1 font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
          <div className="mt-3 max-w-2xl text-lg text-muted-foreground" aria-live="polite">
            {outcome === 'paid' && (
              <p>
                Your order #{order.id} has been received and your payment processed. A receipt is on
                its way to{' '}
                <span className="font-medium text-foreground">{order.customerEmail}</span>.
              </p>
            )}
            {outcome === 'awaiting' && (
              <p className="flex items-center gap-2">
                {waiting && <Spinner size="sm" label="Checking" />}
                {waiting
                  ? 'Your payment is being confirmed. This page updates by itself in a moment.'
                  : 'This order is waiting for its payment.'}
              </p>
            )}
            {outcome === 'failed' && (
              <p>
                This order was not paid and has been cancelled. Your cart is still saved, so you can
                try again.
              </p>
            )}
          </div>
          {outcome === 'failed' && (
            <Button asChild size="lg" className="mt-5">
              <Link to="/checkout">Return to Checkout</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  )
  return (
    <OrderView
      order={order}
      heading={heading}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      }
    />
  )
}
