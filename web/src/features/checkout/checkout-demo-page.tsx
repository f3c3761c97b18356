import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { LoaderCircle, MonitorPlay } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage } from '#web/lib/api-request'
import { centsToAmount } from '#web/lib/format-money'
import { formatMoney } from '#web/lib/format-money'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useShippingOptions } from './checkout-api'
import {
  testModeFormSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form'
import { AddressSection } from './address-section'
import { CheckoutColumns } from './checkout-columns'
import { CheckoutHeader } from './checkout-header'
import { ContactSection } from './contact-section'
import { FarmContactCard } from './farm-contact-card'
import { InstructionsSection } from './instructions-section'
import { OrderSummary } from './order-summary'
import { SecurePaymentCard } from './secure-payment-card'
import { shippingCostLabel } from './shipping-cost-label'
import { ShippingMethodSection } from './shipping-method-section'
import { TestCardSection } from './test-card-section'
import { usePreloadToaster } from './use-preload-toaster'
import {
  demoCart,
  demoForm,
  demoOrderDelayMs,
  demoShippingCents,
  demoSubtotalCents,
} from './demo-checkout-data'

/**
 * /checkout-demo (spec 2 §2, §4): the checkout's layout, pre-filled with sample data and a fixed
 * demo cart. Submitting only shows the demo toasts; nothing is sent and no order is created
 * (the shipping methods are only read, to show the same list as the real checkout).
 */
export function CheckoutDemoPage() {
  usePageMeta()
  usePreloadToaster()
  const options = useShippingOptions()
  const [processing, setProcessing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(testModeFormSchema),
    defaultValues: demoForm,
  })
  const shippingMethod = useWatch({ control: form.control, name: 'shippingMethod' })

  const onValid = () => {
    if (processing) return
    setProcessing(true)
    toast({
      title: 'Demo Mode',
      description: 'This is a demonstration. No actual payment will be processed.',
    })
    timer.current = setTimeout(() => {
      timer.current = null
      setProcessing(false)
      toast({ title: 'Demo Order Placed!' })
    }, demoOrderDelayMs)
  }
  const onInvalid = () => {
    if (!form.getValues('shippingMethod')) {
      toast({
        title: 'Shipping Method Required',
        description: 'Please select a shipping method to continue.',
        variant: 'destructive',
      })
    }
  }

  const method = options.data?.find((option) => option.id === shippingMethod)
  const shippingCents = demoShippingCents(method, demoSubtotalCents)
  const totalCents = demoSubtotalCents + (shippingCents ?? 0)
  const total = formatMoney(centsToAmount(totalCents))

  return (
    <>
      <CheckoutHeader title="Checkout Demo">
        <p>See how ordering from the farm works, with a sample cart and sample details.</p>
      </CheckoutHeader>
      <div className="page-column pt-8">
        <section
          aria-labelledby="demo-mode-heading"
          className="flex gap-4 rounded-2xl border border-sky-foreground/25 bg-sky p-5 text-sky-foreground"
        >
          <MonitorPlay className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="demo-mode-heading" className="font-serif text-lg font-semibold">
              Demo Mode
            </h2>
            <p>
              Nothing you enter here is sent: no order is created and no card is charged. Try the
              form freely, then{' '}
              <Link
                to="/products"
                className="rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                shop for real
              </Link>
              .
            </p>
          </div>
        </section>
      </div>

      {options.isPending ? (
        <div className="page-column flex flex-col items-center gap-4 py-20 text-center">
          <Spinner size="lg" label="Loading" />
          <p className="text-lg text-muted-foreground">Setting up secure checkout...</p>
        </div>
      ) : options.isError ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
          <p role="alert" className="text-lg">
            We couldn’t load the shipping methods: {apiErrorMessage(options.error)}
          </p>
          <Button variant="outline" onClick={() => void options.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
            aria-label="Demo checkout"
          >
            <CheckoutColumns
              main={
                <>
                  <ContactSection />
                  <AddressSection />
                  <ShippingMethodSection
                    options={options.data}
                    selected={shippingMethod}
                    problem={null}
                  />
                  <TestCardSection />
                  <InstructionsSection />
                </>
              }
              aside={
                <>
                  <OrderSummary
                    lines={demoCart}
                    subtotal={formatMoney(centsToAmount(demoSubtotalCents))}
                    shipping={
                      shippingCents === null
                        ? 'Select a method'
                        : shippingCostLabel(centsToAmount(shippingCents))
                    }
                    shippingLabel={method ? `Shipping (${method.name})` : 'Shipping'}
                    total={total}
                  >
                    <Button type="submit" size="lg" className="w-full" disabled={processing}>
                      {processing && (
                        <LoaderCircle
                          className="animate-spin motion-reduce:animate-none"
                          aria-hidden="true"
                        />
                      )}
                      {processing ? 'Processing Payment...' : `Demo Order - ${total}`}
                    </Button>
                  </OrderSummary>
                  <SecurePaymentCard>
                    In the real checkout, prices, shipping and your total are worked out on our
                    server, and card details go to our payment provider.
                  </SecurePaymentCard>
                  <FarmContactCard />
                </>
              }
            />
          </form>
        </FormProvider>
      )}
    </>
  )
}
