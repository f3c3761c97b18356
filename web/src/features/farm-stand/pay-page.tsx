import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { Link, useParams } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import {
  CircleCheck,
  CreditCard,
  ExternalLink,
  Lock,
  PackageSearch,
  ReceiptText,
} from 'lucide-react'
import { testModeConfirmSchema, type OrderDetail } from '#contracts/checkout'
import { CardDeclinedNotice, testCardHint } from '#web/components/card-payment-notices'
import { TestModeBadge } from '#web/components/test-mode-badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { CardSection } from '#web/components/card-section'
import { LoadFailed } from '#web/components/load-failed'
import { NoticePanel } from '#web/components/notice-panel'
import { PageSpinner } from '#web/components/page-spinner'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage, parseApiError } from '#web/lib/api-request'
import { formatCardNumber, formattedAsTyped } from '#web/lib/card-input'
import { formatMoney } from '#web/lib/format-money'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { confirmTestCard, orderKey, useBuyerOrder, usePaymentsConfig } from './farm-stand-api'
import { FieldMessage } from '#web/components/field-message'

const cardSchema = testModeConfirmSchema.pick({ cardNumber: true })
type CardValues = z.infer<typeof cardSchema>

/** "42" -> 42; anything that is not a positive whole number -> null. */
export function orderIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/**
 * /pay/:orderId: the test-mode payment page a farm stand order opens (the portal's checkoutUrl
 * when Stripe is not configured). With Stripe, payment happens on Stripe's own page instead.
 */
export function PayPage() {
  usePageMeta()
  const orderId = orderIdOf(useParams().orderId)
  const config = usePaymentsConfig()
  const order = useBuyerOrder(config.data?.provider === 'test' ? orderId : null)

  if (config.isPending) return <PageSpinner label="Loading the payment page" />
  if (config.data?.provider === 'stripe') return <PaidOnStripe />
  if (orderId === null) return <OrderNotFound />
  if (order.isPending) return <PageSpinner label="Loading your order" />
  if (order.isError) {
    if (parseApiError(order.error).status === 404) return <OrderNotFound />
    return <LoadFailed what="your order" error={order.error} onRetry={() => void order.refetch()} />
  }
  return <PayView order={order.data} />
}

function OrderNotFound() {
  return (
    <PortalNotice
      icon={<PackageSearch className="size-10" aria-hidden="true" />}
      title="Order not found"
    >
      We couldn’t find this order. It can only be paid from the phone or browser that started it at
      the farm stand.
    </PortalNotice>
  )
}

function PaidOnStripe() {
  return (
    <PortalNotice
      icon={<ExternalLink className="size-10" aria-hidden="true" />}
      title="Payments happen on Stripe"
    >
      Card payments for the farm stand are taken on Stripe’s secure payment page. Start again from
      the Payment Portal to be taken there.
    </PortalNotice>
  )
}

/** What stands instead of the payment form, with the way back to the portal. */
function PortalNotice({
  icon,
  title,
  children,
}: Pick<ComponentProps<typeof NoticePanel>, 'icon' | 'title' | 'children'>) {
  return (
    <NoticePanel size="sm" icon={icon} title={title}>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{children}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/qr-payment">Back to the Payment Portal</Link>
      </Button>
    </NoticePanel>
  )
}

function PayView({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const form = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '' },
  })
  const [declined, setDeclined] = useState(false)
  const declinedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!declined) return
    form.setFocus('cardNumber')
    declinedRef.current?.scrollIntoView({ block: 'center' })
  }, [declined, form])
  const pay = useMutation({
    mutationFn: (values: CardValues) => {
      setDeclined(false)
      return confirmTestCard(order.id, values.cardNumber)
    },
    onSuccess: async () => {
      // The form is gone: the heading, now 'Payment received', takes the focus.
      headingRef.current?.focus()
      await queryClient.invalidateQueries({ queryKey: orderKey(order.id) })
    },
    onError: (error) => {
      toast({
        title: 'Payment Failed',
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
      // The message stays beside the emptied card number, which takes the focus.
      if (parseApiError(error).code === 'CARD_DECLINED') {
        form.reset({ cardNumber: '' })
        setDeclined(true)
      }
    },
  })

  const paid = order.paymentStatus === 'paid' || pay.isSuccess
  const cardError = form.formState.errors.cardNumber?.message
  const total = formatMoney(order.totalAmount)

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
          Groveside Farm Stand · Order #{order.id}
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 font-serif text-3xl font-bold focus:outline-none sm:text-4xl"
        >
          {paid ? 'Payment received' : 'Pay for Your Order'}
        </h1>
      </header>

      {paid ? (
        <Card
          className="items-start gap-4 border-primary/30 bg-primary-soft/60 p-5 sm:p-6"
          role="status"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <CircleCheck className="size-6" aria-hidden="true" />
            </span>
            <p className="text-lg font-semibold">Thank you! We received {total}.</p>
          </div>
          <p className="text-muted-foreground">
            A receipt goes to {order.customerEmail}. Show this screen at the farm stand if you are
            asked.
          </p>
          <Button asChild>
            <Link to={`/order-confirmation?order=${order.id}`}>
              <ReceiptText aria-hidden="true" />
              View your order
            </Link>
          </Button>
        </Card>
      ) : order.status === 'cancelled' ? (
        <Card className="gap-3 p-5 sm:p-6" role="alert">
          <p className="font-semibold">This order was cancelled, so it can’t be paid.</p>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/qr-payment">Start a new order</Link>
          </Button>
        </Card>
      ) : (
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="pay-card-heading" className="grid grid-cols-1 gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2
                id="pay-card-heading"
                className="flex items-center gap-2.5 font-serif text-xl font-semibold"
              >
                <CreditCard className="size-5 text-primary" aria-hidden="true" />
                Card Payment
              </h2>
              <TestModeBadge />
            </div>
            <p className="rounded-lg border border-honey/60 bg-honey-soft px-4 py-3 text-sm text-honey-soft-foreground">
              <strong className="font-semibold">Test mode: no real payment is taken.</strong>{' '}
              <span id="pay-card-hint">{testCardHint}.</span>
            </p>
            {declined && <CardDeclinedNotice id="pay-card-declined" ref={declinedRef} />}
            <form
              noValidate
              className="grid gap-4"
              onSubmit={(event) => void form.handleSubmit((values) => pay.mutate(values))(event)}
            >
              <div className="grid gap-2">
                <Label htmlFor="pay-card-number">Card Number</Label>
                <Input
                  id="pay-card-number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  aria-invalid={cardError ? true : undefined}
                  aria-describedby={[
                    cardError && 'pay-card-error',
                    declined && 'pay-card-declined',
                    'pay-card-hint',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  {...formattedAsTyped(form.register('cardNumber'), formatCardNumber)}
                />
                <FieldMessage id="pay-card-error">{cardError}</FieldMessage>
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={pay.isPending}>
                {pay.isPending ? (
                  <>
                    <Spinner size="sm" label="Paying" className="[&_svg]:text-current" />
                    Processing...
                  </>
                ) : (
                  <>
                    <Lock aria-hidden="true" />
                    Pay {total}
                  </>
                )}
              </Button>
            </form>
          </section>
        </Card>
      )}

      <OrderSummary order={order} />
    </div>
  )
}

function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <CardSection id="pay-summary-heading" title="Order Summary" className="grid grid-cols-1 gap-3">
      <ul className="divide-y divide-border/70">
        {order.items.map((item, index) => (
          <li
            key={`${item.productId ?? 'custom'}-${index}`}
            className="flex items-start justify-between gap-4 py-2.5"
          >
            <span className="min-w-0 break-words">
              <span className="font-semibold tabular-nums">{item.quantity} ×</span>{' '}
              {item.productName}
              <span className="block text-xs text-muted-foreground">
                {formatMoney(item.pricePerUnit)} each
              </span>
            </span>
            <span className="font-medium tabular-nums">{formatMoney(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {order.tax.amount !== '0.00' && (
        <div className="flex items-baseline justify-between border-t border-border pt-3 text-sm">
          <span className="text-muted-foreground">Sales tax ({order.tax.description})</span>
          <span className="font-medium tabular-nums" data-testid="pay-tax">
            {formatMoney(order.tax.amount)}
          </span>
        </div>
      )}
      <div className="flex items-baseline justify-between border-t border-border pt-3">
        <span className="font-serif text-lg font-semibold">Total</span>
        <span className="text-xl font-bold tabular-nums" data-testid="pay-total">
          {formatMoney(order.totalAmount)}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        For {order.customerName} · {order.customerEmail}
      </p>
    </CardSection>
  )
}
