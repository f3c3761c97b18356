import type { ReactNode } from 'react'
import { FormProvider } from 'react-hook-form'
import { Link } from 'react-router'
import { ArrowLeft, CreditCard, LoaderCircle } from 'lucide-react'
import { farmPickupMethod, type ShippingOption } from '#contracts/checkout'
import type { User } from '#contracts/identity'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { apiErrorMessage } from '#web/lib/api-request'
import type { CartItem } from '#web/lib/cart'
import { lineTotal } from '#web/lib/cart-totals'
import { formatMoney } from '#web/lib/format-money'
import type { PaymentsConfig } from './checkout-api'
import { AddressSection } from './address-section'
import { CheckoutColumns } from './checkout-columns'
import { ContactSection } from './contact-section'
import { FarmContactCard } from './farm-contact-card'
import { InstructionsSection } from './instructions-section'
import { OrderSummary, type SummaryLine } from './order-summary'
import { SecurePaymentCard } from './secure-payment-card'
import { shippingCostLabel } from './shipping-cost-label'
import { ShippingMethodSection } from './shipping-method-section'
import { StoreCreditSection } from './store-credit-section'
import { GiftCardSection } from './gift-card-section'
import { TestCardSection } from './test-card-section'
import { SectionCard } from '#web/components/section-card'
import { CheckoutFrame } from './checkout-frame'
import { CheckoutLoadFailed } from './checkout-load-failed'
import { CheckoutSettingUp } from './checkout-setting-up'
import { HarvestNotice } from './harvest-notice'
import { PickupSection } from './pickup-section'
import { useCheckoutOrder } from './use-checkout-order'

const summaryLinesOf = (items: readonly CartItem[]): SummaryLine[] =>
  items.map((item) => ({
    key: item.id,
    name: item.product.name,
    quantity: item.quantity,
    unitPrice: item.product.price,
    unit: item.product.unit,
    lineTotal: lineTotal(item),
  }))

/**
 * The checkout once the cart, the payment settings and the shipping methods are loaded: the
 * details, the payment and the server's quote in the summary.
 */
export function CheckoutOrderForm({
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
  const {
    isStripe,
    stripe,
    processing,
    cardDeclined,
    stripeOrder,
    backToDetails,
    form,
    shippingMethod,
    quote,
    paidByBalances,
    pickupChoices,
    onSubmit,
    onStripeError,
  } = useCheckoutOrder({ items, config, customer, onPlaced })

  if (quote.isPending)
    return (
      <CheckoutFrame>
        <CheckoutSettingUp />
      </CheckoutFrame>
    )
  if (quote.isError && !quote.data) {
    return (
      <CheckoutFrame>
        <CheckoutLoadFailed
          message={apiErrorMessage(quote.error)}
          onRetry={() => void quote.refetch()}
        />
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
  const creditApplied =
    totals?.storeCredit && totals.storeCredit.applied !== '0.00' ? totals.storeCredit.applied : null
  const balances =
    totals && (creditApplied || totals.giftCard)
      ? {
          giftCard: totals.giftCard?.applied ?? null,
          storeCredit: creditApplied,
          amountDue: totals.amountDue,
        }
      : null
  const amountDue = formatMoney(balances?.amountDue ?? totals?.total ?? '0.00')
  const paymentStep = stripeOrder !== null && stripe.module !== null
  const locked = processing || stripeOrder !== null

  let paymentSection: ReactNode
  if (paidByBalances) {
    paymentSection = (
      <SectionCard id="checkout-payment-heading" title="Payment Information" icon={<CreditCard />}>
        <p className="text-sm" data-testid="paid-by-balances">
          Your {totals?.giftCard ? 'gift card' : 'store credit'}
          {totals?.giftCard && creditApplied ? ' and store credit pay' : ' pays'} for this whole
          order: no card is needed.
        </p>
      </SectionCard>
    )
  } else if (!isStripe) {
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
          : isStripe && !paidByBalances
            ? 'Continue to payment'
            : `Complete Order - ${amountDue}`}
      </Button>
    )

  const page = (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Checkout">
        <CheckoutColumns
          main={
            <>
              <fieldset disabled={locked} className="contents">
                <legend className="sr-only">Your details</legend>
                <ContactSection />
                {shippingMethod === farmPickupMethod ? (
                  <PickupSection
                    pickupChoices={pickupChoices}
                    readyOn={totals?.harvest?.date ?? null}
                  />
                ) : (
                  <AddressSection />
                )}
                <ShippingMethodSection
                  options={options}
                  selected={shippingMethod}
                  problem={problem}
                  blocked={totals?.blockedMethods}
                />
              </fieldset>
              <fieldset disabled={locked} className="contents">
                <legend className="sr-only">Gift card</legend>
                <GiftCardSection
                  giftCard={totals?.giftCard ?? null}
                  problem={totals?.giftCardProblem ?? null}
                />
              </fieldset>
              {totals?.storeCredit && (
                <fieldset disabled={locked} className="contents">
                  <legend className="sr-only">Store credit</legend>
                  <StoreCreditSection available={totals.storeCredit.available} />
                </fieldset>
              )}
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
                tax={totals?.tax ?? null}
                total={total}
                balances={balances}
                busy={quote.isFetching}
              >
                {totals?.harvest && (
                  <HarvestNotice harvest={totals.harvest} shippingMethod={shippingMethod} />
                )}
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
