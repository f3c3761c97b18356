import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import { ArrowLeft, CreditCard, LoaderCircle, ShoppingBasket } from 'lucide-react'
import {
  farmPickupMethod,
  type PlaceOrderResponse,
  type ShippingOption,
} from '../../../../contracts/checkout'
import type { User } from '../../../../contracts/identity'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, parseApiError, type ParsedApiError } from '../../lib/api-request'
import { lineTotal, refetchCart, useCart, type CartItem } from '../../lib/cart'
import { attemptSignature, OrderAttempts } from '../../lib/order-attempts'
import { formatMoney } from '../../lib/format-money'
import { usePageMeta } from '../../hooks/use-page-meta'
import {
  confirmTestPayment,
  createOrder,
  useCheckoutQuote,
  usePaymentsConfig,
  useShippingOptions,
  useSignedInCustomer,
  type PaymentsConfig,
} from './checkout-api'
import { failureToast, settlesAttempt, type CheckoutStep } from './checkout-attempt'
import {
  checkoutDefaultsFor,
  checkoutResolver,
  formFieldsOf,
  orderDetailsOf,
  stripeModeFormSchema,
  testModeFormSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form'
import {
  AddressSection,
  CheckoutColumns,
  CheckoutHeader,
  ContactSection,
  FarmContactCard,
  InstructionsSection,
  OrderSummary,
  PickupSection,
  SecurePaymentCard,
  shippingCostLabel,
  ShippingMethodSection,
  TestCardSection,
  usePreloadToaster,
  type SummaryLine,
} from './checkout-sections'
import { SectionCard } from '../../components/section-card'

type StripeModule = typeof import('./stripe-payment')

/**
 * /checkout (spec 2 §2, §4, §5, §8). The server prices the visitor's cart: the summary and the
 * button show its quote, the order is created from the cart on the server, then paid.
 * Test mode: one step (details, test card, 'Complete Order'). Stripe mode: 'Continue to payment'
 * creates the order, then Stripe's Payment Element takes the card.
 */
export function CheckoutPage() {
  usePageMeta()
  usePreloadToaster()
  const cart = useCart()
  const config = usePaymentsConfig()
  const options = useShippingOptions()
  const customer = useSignedInCustomer()
  // Set once an order is paid: the cart empties then, and the page is on its way out.
  const [placed, setPlaced] = useState(false)

  const items = cart.data ?? []
  if (cart.isSuccess && items.length === 0 && !placed) return <EmptyCart />

  const failed = [cart, config, options].find((query) => query.isError)
  if (failed) {
    return (
      <CheckoutFrame>
        <LoadFailed
          message={apiErrorMessage(failed.error)}
          onRetry={() => void Promise.all([cart.refetch(), config.refetch(), options.refetch()])}
        />
      </CheckoutFrame>
    )
  }
  // The customer query only decides the form's first values: its failure means a guest.
  if (!cart.isSuccess || !config.isSuccess || !options.isSuccess || customer.isPending) {
    return (
      <CheckoutFrame>
        <SettingUp />
      </CheckoutFrame>
    )
  }
  return (
    <CheckoutForm
      items={items}
      config={config.data}
      options={options.data}
      customer={customer.data ?? null}
      onPlaced={() => setPlaced(true)}
    />
  )
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <CheckoutHeader title="Checkout">
        <p>Fresh from our grove to your door. Check your details and place your order.</p>
      </CheckoutHeader>
      {children}
    </>
  )
}

function SettingUp() {
  return (
    <div className="page-column flex flex-col items-center gap-4 py-20 text-center">
      <Spinner size="lg" label="Loading" />
      <p className="text-lg text-muted-foreground">Setting up secure checkout...</p>
    </div>
  )
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p role="alert" className="text-lg">
        We couldn’t set up checkout: {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

function EmptyCart() {
  const navigate = useNavigate()
  const location = useLocation()
  // 'Continue Shopping' goes back; opened directly (no history in the app), it opens the shop.
  const goBack = () => void (location.key === 'default' ? navigate('/products') : navigate(-1))
  return (
    <CheckoutFrame>
      <div className="page-column flex flex-col items-center gap-5 py-16 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-muted text-primary">
          <ShoppingBasket className="size-9" aria-hidden="true" />
        </span>
        <h2 className="font-serif text-2xl font-semibold">Your cart is empty</h2>
        <Button variant="outline" size="lg" onClick={goBack}>
          Continue Shopping
        </Button>
      </div>
    </CheckoutFrame>
  )
}

function useStripeModule(enabled: boolean) {
  const [module, setModule] = useState<StripeModule | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let active = true
    import('./stripe-payment').then(
      (loaded) => active && setModule(loaded),
      () => active && setFailed(true),
    )
    return () => {
      active = false
    }
  }, [enabled])
  return { module, failed }
}

const summaryLinesOf = (items: readonly CartItem[]): SummaryLine[] =>
  items.map((item) => ({
    key: item.id,
    name: item.product.name,
    quantity: item.quantity,
    unitPrice: item.product.price,
    unit: item.product.unit,
    lineTotal: lineTotal(item),
  }))

function CheckoutForm({
  items,
  config,
  options,
  customer,
  onPlaced,
}: {
  items: CartItem[]
  config: PaymentsConfig
  options: ShippingOption[]
  customer: User | null
  onPlaced: () => void
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const isStripe = config.provider === 'stripe'
  const stripe = useStripeModule(isStripe)
  const [attempts] = useState(() => new OrderAttempts())
  const submitting = useRef(false)
  const [processing, setProcessing] = useState(false)
  // The test card was declined: the card form says so until the next attempt.
  const [cardDeclined, setCardDeclined] = useState(false)
  const [stripeOrder, setStripeOrder] = useState<
    (PlaceOrderResponse & { receiptEmail: string }) | null
  >(null)

  const resolver = useMemo(
    () => checkoutResolver(isStripe ? stripeModeFormSchema : testModeFormSchema),
    [isStripe],
  )
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver,
    defaultValues: checkoutDefaultsFor(customer),
  })
  const { control, handleSubmit, setError, getValues, setValue } = form
  const shippingMethod = useWatch({ control, name: 'shippingMethod' })
  const zipCode = useWatch({ control, name: 'shippingAddress.zipCode' })
  const quote = useCheckoutQuote(items, shippingMethod, zipCode)

  const applyFieldErrors = (fields: Record<string, string>) => {
    formFieldsOf(fields).forEach(([name, message], index) =>
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
  }

  const fail = (step: CheckoutStep, error: ParsedApiError) => {
    if (settlesAttempt(step, error)) attempts.retire()
    applyFieldErrors(error.fields)
    toast({ ...failureToast(step, error), variant: 'destructive' })
    if (step === 'payment' && error.code === 'CARD_DECLINED') {
      setValue('cardNumber', '')
      setCardDeclined(true)
    }
    if (error.code === 'OUT_OF_STOCK' || error.status === 400) {
      // The cart or the shop changed since this page loaded: show them as they are now.
      void refetchCart(queryClient)
      void queryClient.invalidateQueries({ queryKey: ['/api/products'] })
    }
  }

  const succeed = async (orderId: number) => {
    onPlaced()
    toast({
      title: 'Order Placed Successfully!',
      description: `Your order #${orderId} has been received and payment processed.`,
    })
    await navigate(`/order-confirmation?order=${orderId}`)
    // The server emptied the cart when the payment succeeded.
    void refetchCart(queryClient)
    void queryClient.invalidateQueries({ queryKey: ['/api/orders'] })
  }

  const onValid = async (values: CheckoutFormValues) => {
    if (submitting.current) return
    const problem = quote.data?.shippingProblem
    if (problem && !quote.isPlaceholderData) {
      // The reason is already shown by the method (role alert): take the buyer there.
      document
        .querySelector<HTMLInputElement>(
          `input[name="shippingMethod"][value="${CSS.escape(values.shippingMethod)}"]`,
        )
        ?.focus()
      return
    }
    submitting.current = true
    setProcessing(true)
    setCardDeclined(false)
    const details = orderDetailsOf(values)
    const key = attempts.keyFor(attemptSignature(details, items))
    let step: CheckoutStep = 'order'
    let done = false
    try {
      const order = await createOrder(details, key)
      if (isStripe) {
        if (!order.payment.clientSecret) throw new Error('500: The payment could not be prepared.')
        setStripeOrder({ ...order, receiptEmail: details.customerEmail })
        return
      }
      step = 'payment'
      await confirmTestPayment(order.id, values.cardNumber ?? '')
      done = true
      await succeed(order.id)
    } catch (error) {
      fail(step, parseApiError(error))
    } finally {
      submitting.current = false
      if (!done) setProcessing(false)
    }
  }

  const onInvalid = (errors: FieldErrors<CheckoutFormInput>) => {
    if (errors.shippingMethod && !getValues('shippingMethod')) {
      toast({
        title: 'Shipping Method Required',
        description: 'Please select a shipping method to continue.',
        variant: 'destructive',
      })
    }
  }

  // A decline leaves the order (and its PaymentIntent) open: the next card pays the same order.
  const onStripeError = (error: { type: string; message?: string }) => {
    toast({
      title: 'Payment Failed',
      description: error.message || 'Your payment could not be completed.',
      variant: 'destructive',
    })
  }

  if (quote.isPending)
    return (
      <CheckoutFrame>
        <SettingUp />
      </CheckoutFrame>
    )
  if (quote.isError && !quote.data) {
    return (
      <CheckoutFrame>
        <LoadFailed message={apiErrorMessage(quote.error)} onRetry={() => void quote.refetch()} />
      </CheckoutFrame>
    )
  }

  const totals = quote.data
  const method = options.find((option) => option.id === shippingMethod)
  const problem = method && totals?.shippingProblem ? totals.shippingProblem : null
  const shippingText = !method
    ? 'Select a method'
    : problem
      ? 'Not available'
      : totals?.shipping != null
        ? shippingCostLabel(totals.shipping)
        : '—'
  const total = formatMoney(totals?.total ?? '0.00')
  const paymentStep = stripeOrder !== null && stripe.module !== null
  const locked = processing || stripeOrder !== null

  const backToDetails = () => setStripeOrder(null)

  let paymentSection: ReactNode
  if (!isStripe) {
    paymentSection = <TestCardSection declined={cardDeclined} />
  } else {
    paymentSection = (
      <SectionCard id="checkout-payment-heading" title="Payment Information" icon={<CreditCard />}>
        {stripe.failed || !config.publishableKey ? (
          <p role="alert" className="text-sm">
            The secure payment form could not be loaded. Please check your connection and reload the
            page.
          </p>
        ) : stripeOrder && !stripe.module ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label="Loading" />
            Setting up secure checkout...
          </p>
        ) : paymentStep && stripe.module ? (
          <div className="grid gap-4">
            <stripe.module.StripePaymentFields publishableKey={config.publishableKey} />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={backToDetails}
            >
              <ArrowLeft aria-hidden="true" />
              Change details
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            After you continue, you enter your card in our payment provider’s secure form. Your
            order is held for you while you pay.
          </p>
        )}
      </SectionCard>
    )
  }

  const submitButton =
    paymentStep && stripe.module && stripeOrder ? (
      <stripe.module.StripeConfirmButton
        orderId={stripeOrder.id}
        receiptEmail={stripeOrder.receiptEmail}
        label={`Complete Order - ${formatMoney(stripeOrder.payment.amount)}`}
        onError={onStripeError}
      />
    ) : (
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={processing || (isStripe && stripeOrder !== null)}
      >
        {processing && (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        )}
        {processing
          ? 'Processing Payment...'
          : isStripe
            ? 'Continue to payment'
            : `Complete Order - ${total}`}
      </Button>
    )

  const page = (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        aria-label="Checkout"
      >
        <CheckoutColumns
          main={
            <>
              <fieldset disabled={locked} className="contents">
                <legend className="sr-only">Your details</legend>
                <ContactSection />
                {shippingMethod === farmPickupMethod ? <PickupSection /> : <AddressSection />}
                <ShippingMethodSection
                  options={options}
                  selected={shippingMethod}
                  problem={problem}
                  blocked={totals?.blockedMethods}
                />
              </fieldset>
              {isStripe ? (
                paymentSection
              ) : (
                <fieldset disabled={locked} className="contents">
                  <legend className="sr-only">Payment</legend>
                  {paymentSection}
                </fieldset>
              )}
              <fieldset disabled={locked} className="contents">
                <legend className="sr-only">Notes</legend>
                <InstructionsSection />
              </fieldset>
            </>
          }
          aside={
            <>
              <OrderSummary
                lines={summaryLinesOf(items)}
                subtotal={formatMoney(totals?.subtotal ?? '0.00')}
                shipping={shippingText}
                shippingLabel={method ? `Shipping (${method.name})` : 'Shipping'}
                total={total}
                busy={quote.isFetching}
              >
                {submitButton}
                <Link
                  to="/products"
                  className="justify-self-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  Continue Shopping
                </Link>
              </OrderSummary>
              <SecurePaymentCard />
              <FarmContactCard />
            </>
          }
        />
      </form>
    </FormProvider>
  )

  return (
    <CheckoutFrame>
      {paymentStep &&
      stripe.module &&
      stripeOrder?.payment.clientSecret &&
      config.publishableKey ? (
        <stripe.module.StripeElements
          key={stripeOrder.id}
          publishableKey={config.publishableKey}
          clientSecret={stripeOrder.payment.clientSecret}
        >
          {page}
        </stripe.module.StripeElements>
      ) : (
        page
      )}
    </CheckoutFrame>
  )
}
