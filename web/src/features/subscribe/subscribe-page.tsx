import { useMemo, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { CreditCard, Lock, PackageOpen } from 'lucide-react'
import type { EndpointAnswer } from '#contracts/endpoint'
import { farmTimeZoneOrDefault, formatVisitDate } from '#contracts/farm-time'
import type { User } from '#contracts/identity'
import * as paymentsApi from '#contracts/payments-api'
import * as pickupApi from '#contracts/pickup-locations-api'
import type { SubscriptionPlan } from '#contracts/subscription-plans'
import * as subscriptionPlansApi from '#contracts/subscription-plans-api'
import type { SubscribeResponse } from '#contracts/subscriptions'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import { SignInPrompt } from '#web/components/sign-in-prompt'
import { TestCardFields } from '#web/components/test-card-fields'
import { TestModeBadge } from '#web/components/test-mode-badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { useStripePaymentModule } from '#web/hooks/use-stripe-payment-module'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { ApiError, apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { showServerFieldErrors } from '#web/lib/server-field-errors'
import {
  pickupWindowRequired,
  startDateBounds,
  subscribeDefaultsFor,
  subscribeFieldNames,
  subscribeRequestOf,
  subscribeResolver,
  type SubscribeFormInput,
  type SubscribeFormValues,
  usesPickupWindows,
  weeklyPickupWindows,
} from './subscribe-form'
import { BoxSection, FulfilmentSection, PlanSummary } from './subscribe-sections'
import { currentUserQuery } from '#web/hooks/use-current-user'
import { SectionCard } from '#web/components/section-card'

/** Which provider takes payments (and Stripe's publishable key). */
type PaymentsConfig = EndpointAnswer<typeof paymentsApi.getPaymentsConfig>

const mineKey = apiKey(subscriptionsApi.listMySubscriptions)

/** "7" → 7; anything else → null. */
function planIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/**
 * /subscriptions/subscribe?plan=<id> (decision 0030): a signed-in customer subscribes to a plan
 * ('Subscribe Now' on /subscriptions): the plan's summary, the first box's date, pickup or
 * delivery, then the first box's payment (the test card, or Stripe's Payment Element). Price and
 * frequency are the plan's, set by the server. Visitors are asked to sign in first.
 */
export function SubscribePage() {
  usePageMeta()
  const [params] = useSearchParams()
  const planId = planIdOf(params.get('plan'))
  const user = useQuery(currentUserQuery)
  const plans = useQuery(apiQuery(subscriptionPlansApi.listActivePlans))
  const config = useQuery(apiQuery(paymentsApi.getPaymentsConfig))

  return (
    <>
      <PageHero
        title="Subscribe"
        lead="Choose when your first box comes and how you get it. You can pause, resume or cancel from your dashboard."
      />
      <PageContainer>
        {user.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner size="lg" label="Loading" />
          </div>
        ) : !user.data ? (
          <SignInFirst />
        ) : (
          <QueryState query={plans} loading="Loading the plan..." what="the plan">
            {(list) => {
              const plan = list.find((each) => each.id === planId)
              if (!plan) return <PlanMissing />
              return (
                <QueryState query={config} loading="Setting up payment..." what="payment">
                  {(payments) => <SubscribeForm plan={plan} user={user.data!} config={payments} />}
                </QueryState>
              )
            }}
          </QueryState>
        )}
      </PageContainer>
    </>
  )
}

function SignInFirst() {
  const location = useLocation()
  return (
    <SignInPrompt
      title="Sign in to subscribe"
      description="Your subscriptions, their next deliveries and receipts live in your account."
      actionLabel="Sign In to Subscribe"
      returnTo={location.pathname + location.search}
    />
  )
}

function PlanMissing() {
  return (
    <EmptyState
      icon={<PackageOpen className="size-8 text-primary" aria-hidden="true" />}
      title="This plan is not available"
      description="It may have been retired. Have a look at the plans we offer now."
      action={
        <Button asChild variant="outline">
          <Link to="/subscriptions">See Subscription Plans</Link>
        </Button>
      }
    />
  )
}

function SubscribeForm({
  plan,
  user,
  config,
}: {
  plan: SubscriptionPlan
  user: User
  config: PaymentsConfig
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const farm = useFarmSettings()
  const isStripe = config.provider === 'stripe'
  const stripe = useStripePaymentModule(isStripe)
  const timeZone = farmTimeZoneOrDefault(farm?.timeZone)
  const [bounds] = useState(() => startDateBounds(timeZone))
  const resolver = useMemo(() => subscribeResolver(bounds, !isStripe), [bounds, isStripe])
  const form = useForm<SubscribeFormInput, unknown, SubscribeFormValues>({
    resolver,
    defaultValues: subscribeDefaultsFor(user, bounds.min),
  })
  const { handleSubmit, setError, setValue } = form
  const submitting = useRef(false)
  const [processing, setProcessing] = useState(false)
  const [declined, setDeclined] = useState(false)
  const [stripeStep, setStripeStep] = useState<SubscribeResponse | null>(null)
  const price = formatMoney(plan.basePrice)
  const windowChoices = useQuery({
    ...apiQuery(pickupApi.listPickupWindowChoices),
    enabled: usesPickupWindows(plan.frequency),
  })
  const windows = useMemo(
    () =>
      usesPickupWindows(plan.frequency) && windowChoices.data
        ? weeklyPickupWindows(windowChoices.data.choices)
        : [],
    [plan.frequency, windowChoices.data],
  )

  const succeed = async (startDate: string) => {
    toast({
      title: 'Subscription started',
      description: `Your first ${plan.name} box is on ${formatVisitDate(startDate)}.`,
    })
    await queryClient.invalidateQueries({ queryKey: mineKey })
    await navigate('/#subscriptions')
  }

  const onValid = async (values: SubscribeFormValues) => {
    if (submitting.current) return
    const windowOffered = values.fulfilment === 'pickup' && windows.length > 0
    if (windowOffered && values.pickupWindowId === '') {
      setError('pickupWindowId', { message: pickupWindowRequired }, { shouldFocus: true })
      return
    }
    submitting.current = true
    setProcessing(true)
    setDeclined(false)
    let step: 'subscribe' | 'payment' = 'subscribe'
    let done = false
    try {
      const created = await callApi(subscriptionsApi.subscribe, {
        body: subscribeRequestOf(
          plan.id,
          windowOffered ? values : { ...values, pickupWindowId: '' },
        ),
      })
      if (isStripe) {
        if (!created.payment.clientSecret)
          throw new ApiError(500, 'The payment could not be prepared.', null, {})
        setStripeStep(created)
        return
      }
      step = 'payment'
      await callApi(subscriptionsApi.confirmTestModeSubscription, {
        params: { id: created.id },
        body: { cardNumber: values.cardNumber },
      })
      done = true
      await succeed(values.startDate)
    } catch (error) {
      const parsed = parseApiError(error)
      if (step === 'payment' && parsed.code === 'CARD_DECLINED') {
        // The lasting notice beside the card says it; the emptied number takes the focus.
        setValue('cardNumber', '')
        setDeclined(true)
      } else {
        showServerFieldErrors(setError, error, subscribeFieldNames)
      }
      toast({
        title: step === 'payment' ? 'Payment Failed' : 'Subscription Failed',
        description: parsed.message,
        variant: 'destructive',
      })
    } finally {
      submitting.current = false
      if (!done) setProcessing(false)
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={`Subscribe to ${plan.name}`}
          className="grid min-w-0 content-start gap-6"
          onSubmit={(event) => void handleSubmit(onValid)(event)}
        >
          <fieldset disabled={stripeStep !== null} className="grid min-w-0 gap-6">
            <BoxSection plan={plan} bounds={bounds} />
            <FulfilmentSection
              farmAddress={farm?.display.addressLines.join('\n') ?? ''}
              windows={windows}
            />
          </fieldset>

          {isStripe ? (
            stripeStep ? (
              <SectionCard id="subscribe-payment-heading" title="Payment" icon={<CreditCard />}>
                {stripe && config.publishableKey && stripeStep.payment.clientSecret ? (
                  <stripe.StripeElements
                    publishableKey={config.publishableKey}
                    clientSecret={stripeStep.payment.clientSecret}
                  >
                    <div className="grid gap-5">
                      <stripe.StripePaymentFields publishableKey={config.publishableKey} />
                      <stripe.StripeConfirmButton
                        returnPath={`/?subscribed=${stripeStep.id}#subscriptions`}
                        receiptEmail={user.email ?? undefined}
                        label={`Pay ${price} and Subscribe`}
                        onError={(error) =>
                          toast({
                            title: 'Payment Failed',
                            description: error.message || 'Your payment could not be completed.',
                            variant: 'destructive',
                          })
                        }
                      />
                    </div>
                  </stripe.StripeElements>
                ) : (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Spinner size="sm" label="Loading" />
                    Setting up secure payment...
                  </p>
                )}
                <Button type="button" variant="outline" onClick={() => setStripeStep(null)}>
                  Change details
                </Button>
              </SectionCard>
            ) : (
              <Button type="submit" size="lg" disabled={processing}>
                {processing && <Spinner size="sm" className="text-current" />}
                Continue to Payment
              </Button>
            )
          ) : (
            <>
              <SectionCard
                id="subscribe-payment-heading"
                title="Payment"
                icon={<CreditCard />}
                badge={<TestModeBadge />}
              >
                <TestCardFields idPrefix="subscribe" declined={declined} />
              </SectionCard>
              <Button type="submit" size="lg" disabled={processing}>
                {processing && <Spinner size="sm" className="text-current" />}
                {processing ? 'Processing Payment...' : `Subscribe and Pay ${price}`}
              </Button>
            </>
          )}
          {form.formState.errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {form.formState.errors.root.message}
            </p>
          )}
        </form>
      </FormProvider>
      <aside className="grid min-w-0 content-start gap-6 lg:sticky lg:top-24 lg:self-start">
        <PlanSummary plan={plan}>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            The price is set by the farm: you pay {price} for each box, charged on or before its
            day.
          </p>
        </PlanSummary>
        <Card className="p-5 text-sm">
          <p>
            Not the plan you wanted?{' '}
            <Link
              to="/subscriptions"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              See all plans
            </Link>
          </p>
        </Card>
      </aside>
    </div>
  )
}
