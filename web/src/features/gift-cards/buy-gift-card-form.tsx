import { useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import type { z } from 'zod'
import type { PlaceOrderResponse } from '#contracts/checkout'
import type { EndpointAnswer } from '#contracts/endpoint'
import { farmToday } from '#contracts/farm-time'
import { giftCardPresetAmounts, giftCardPurchaseFormSchema } from '#contracts/gift-cards'
import * as giftCardsApi from '#contracts/gift-cards-api'
import type { User } from '#contracts/identity'
import * as paymentsApi from '#contracts/payments-api'
import { FormField } from '#web/components/form-field'
import { TestCardFields } from '#web/components/test-card-fields'
import { TestModeBadge } from '#web/components/test-mode-badge'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useStripePaymentModule } from '#web/hooks/use-stripe-payment-module'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { testCardFields } from '#web/lib/test-card-form'
import { cn } from '#web/lib/cn'

type PaymentsConfig = EndpointAnswer<typeof paymentsApi.getPaymentsConfig>

const testModeSchema = giftCardPurchaseFormSchema.extend(testCardFields)
type FormInput = z.input<typeof testModeSchema>
type FormValues = z.output<typeof testModeSchema>
const stripeModeSchema = giftCardPurchaseFormSchema

/**
 * Buying a gift card: the amount (a preset or typed), who gets it, what it says and the day it
 * is e-mailed, then the payment: the test card in test mode, Stripe's form with Stripe.
 */
export function BuyGiftCardForm({
  config,
  customer,
  timeZone,
}: {
  config: PaymentsConfig
  customer: User | null
  timeZone: string
}) {
  const navigate = useNavigate()
  const isStripe = config.provider === 'stripe'
  const stripe = useStripePaymentModule(isStripe)
  const today = farmToday(timeZone)
  const resolver = useMemo(
    () => zodResolver(isStripe ? stripeModeSchema : testModeSchema) as never,
    [isStripe],
  )
  const form = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: {
      amount: '50.00',
      recipientName: '',
      recipientEmail: '',
      message: '',
      sendOn: today,
      senderName: [customer?.firstName, customer?.lastName].filter(Boolean).join(' '),
      senderEmail: customer?.email ?? '',
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    },
  })
  const amount = useWatch({ control: form.control, name: 'amount' })
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [processing, setProcessing] = useState(false)
  const [declined, setDeclined] = useState(false)
  const [stripeStep, setStripeStep] = useState<PlaceOrderResponse | null>(null)
  const submitting = useRef(false)
  const shownAmount = /^\d+(\.\d{1,2})?$/.test(String(amount).trim())
    ? formatMoney(Number(amount).toFixed(2))
    : ''

  const fail = (error: unknown) => {
    const parsed = parseApiError(error)
    for (const [name, message] of Object.entries(parsed.fields))
      if (name in testModeSchema.shape) form.setError(name as keyof FormInput, { message })
    toast({
      title: parsed.code === 'CARD_DECLINED' ? 'Payment Failed' : 'Could not buy the gift card',
      description: parsed.message,
      variant: 'destructive',
    })
    if (parsed.code === 'CARD_DECLINED') {
      setDeclined(true)
      form.setValue('cardNumber', '')
    }
  }

  const onValid = async (values: FormValues) => {
    if (submitting.current) return
    submitting.current = true
    setProcessing(true)
    setDeclined(false)
    try {
      const { cardNumber, cardExpiry: _expiry, cardCvc: _cvc, ...purchase } = values
      const order = await callApi(giftCardsApi.buyGiftCard, {
        body: { ...purchase, idempotencyKey: key },
      })
      if (isStripe) {
        setStripeStep(order)
        return
      }
      try {
        await callApi(paymentsApi.confirmTestModePayment, {
          body: { orderId: order.id, cardNumber },
        })
      } catch (error) {
        fail(error)
        return
      }
      toast({
        title: 'Gift card bought',
        description: `${values.recipientName} gets it by e-mail on the day you chose.`,
      })
      await navigate(`/order-confirmation?order=${order.id}`)
    } catch (error) {
      setKey(crypto.randomUUID())
      fail(error)
    } finally {
      submitting.current = false
      setProcessing(false)
    }
  }

  if (stripeStep && stripe && config.publishableKey && stripeStep.payment.clientSecret) {
    return (
      <stripe.StripeElements
        publishableKey={config.publishableKey}
        clientSecret={stripeStep.payment.clientSecret}
      >
        <div className="grid gap-4">
          <stripe.StripePaymentFields publishableKey={config.publishableKey} />
          <stripe.StripeConfirmButton
            returnPath={`/order-confirmation?order=${stripeStep.id}`}
            label={`Pay ${formatMoney(stripeStep.payment.amount)}`}
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
    )
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Buy a gift card"
        className="grid gap-5"
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <fieldset disabled={processing} className="grid gap-5">
          <legend className="sr-only">The gift card</legend>
          <div className="grid gap-2">
            <p className="text-sm font-medium" id="gift-card-presets">
              Amount
            </p>
            <div className="flex flex-wrap gap-2" role="group" aria-labelledby="gift-card-presets">
              {giftCardPresetAmounts.map((preset) => (
                <Button
                  key={preset}
                  type="button"
                  variant="outline"
                  aria-pressed={Number(amount) === Number(preset)}
                  className={cn(
                    Number(amount) === Number(preset) &&
                      'border-primary bg-primary-soft text-primary',
                  )}
                  onClick={() => form.setValue('amount', preset, { shouldValidate: true })}
                >
                  {formatMoney(preset)}
                </Button>
              ))}
            </div>
            <FormField
              form={form}
              name="amount"
              label="Or another amount"
              kind="amount"
              hint="From $10.00 to $500.00."
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField form={form} name="recipientName" label="Recipient name" />
            <FormField
              form={form}
              name="recipientEmail"
              label="Recipient e-mail"
              type="email"
              autoComplete="off"
            />
          </div>
          <FormField
            form={form}
            name="message"
            label="Message"
            kind="textarea"
            rows={3}
            hint="Optional: up to 500 characters, sent with the card."
          />
          <FormField
            form={form}
            name="sendOn"
            label="Send on"
            type="date"
            min={today}
            hint="Today: e-mailed at once. A later day: at 8 in the morning."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField form={form} name="senderName" label="Your name" autoComplete="name" />
            <FormField
              form={form}
              name="senderEmail"
              label="Your e-mail"
              type="email"
              autoComplete="email"
              hint="For your receipt."
            />
          </div>
        </fieldset>
        {!isStripe && (
          <fieldset disabled={processing} className="grid gap-3">
            <legend className="flex items-center gap-2 text-sm font-semibold">
              Payment <TestModeBadge />
            </legend>
            <TestCardFields idPrefix="gift-card" declined={declined} />
          </fieldset>
        )}
        <Button type="submit" size="lg" disabled={processing}>
          {processing && (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          )}
          {processing
            ? 'Processing Payment...'
            : isStripe
              ? 'Continue to payment'
              : `Buy Gift Card${shownAmount && ` - ${shownAmount}`}`}
        </Button>
      </form>
    </FormProvider>
  )
}
