import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { z } from 'zod'
import * as paymentsApi from '#contracts/payments-api'
import type { CustomerSubscription, SubscriptionCardAnswer } from '#contracts/subscriptions'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { DialogHeading } from '#web/components/dialog-heading'
import { TestCardFields } from '#web/components/test-card-fields'
import { TestModeBadge } from '#web/components/test-mode-badge'
import { Button } from '#web/components/ui/button'
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { useStripePaymentModule } from '#web/hooks/use-stripe-payment-module'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { testCardFields, type TestCardInput } from '#web/lib/test-card-form'

const testCardSchema = z.object(testCardFields)

/**
 * "Change card" of a CSA subscription (issue 26): the next boxes are charged to the new card.
 * In test mode the test card's fields; with Stripe, Stripe's Payment Element saving the card
 * (a SetupIntent the server opens and then checks).
 */
export function ChangeCardDialog({
  subscription,
  onClose,
}: {
  subscription: CustomerSubscription | null
  onClose: () => void
}) {
  const config = useQuery(apiQuery(paymentsApi.getPaymentsConfig))
  const queryClient = useQueryClient()
  const saved = async (answer: SubscriptionCardAnswer) => {
    toast({
      title: 'Card Saved',
      description: answer.cardLast4
        ? `Your next boxes are charged to the card ending ${answer.cardLast4}.`
        : 'Your next boxes are charged to the new card.',
    })
    await queryClient.invalidateQueries({ queryKey: apiKey(subscriptionsApi.listMySubscriptions) })
    onClose()
  }
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && onClose()}>
      {subscription && (
        <DialogContent>
          <DialogHeading
            icon={<CreditCard className="size-5" aria-hidden="true" />}
            title="Change Card"
            description={`The card your ${subscription.planName} boxes are charged to from the next box on.`}
          />
          {config.data?.provider === 'stripe' && config.data.publishableKey ? (
            <StripeCardStep
              subscriptionId={subscription.id}
              publishableKey={config.data.publishableKey}
              onSaved={saved}
            />
          ) : config.data ? (
            <TestCardStep subscriptionId={subscription.id} onSaved={saved} onCancel={onClose} />
          ) : (
            <Spinner size="sm" label="Loading" />
          )}
        </DialogContent>
      )}
    </Dialog>
  )
}

function TestCardStep({
  subscriptionId,
  onSaved,
  onCancel,
}: {
  subscriptionId: number
  onSaved: (answer: SubscriptionCardAnswer) => Promise<void>
  onCancel: () => void
}) {
  const form = useForm<TestCardInput>({
    resolver: zodResolver(testCardSchema),
    defaultValues: { cardNumber: '', cardExpiry: '', cardCvc: '' },
  })
  const [declined, setDeclined] = useState(false)
  const submit = form.handleSubmit(async ({ cardNumber }) => {
    setDeclined(false)
    try {
      await onSaved(
        await callApi(subscriptionsApi.changeSubscriptionCard, {
          params: { id: subscriptionId },
          body: { cardNumber },
        }),
      )
    } catch (error) {
      const parsed = parseApiError(error)
      if (parsed.code === 'CARD_DECLINED') {
        form.setValue('cardNumber', '')
        setDeclined(true)
      }
      toast({ title: 'Card Not Saved', description: parsed.message, variant: 'destructive' })
    }
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <TestModeBadge />
        <TestCardFields idPrefix={`change-card-${subscriptionId}`} declined={declined} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Keep Current Card
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Spinner size="sm" className="text-current" />}
            Save Card
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  )
}

function StripeCardStep({
  subscriptionId,
  publishableKey,
  onSaved,
}: {
  subscriptionId: number
  publishableKey: string
  onSaved: (answer: SubscriptionCardAnswer) => Promise<void>
}) {
  const stripe = useStripePaymentModule(true)
  const start = useMutation({
    mutationFn: () =>
      callApi(subscriptionsApi.changeSubscriptionCard, {
        params: { id: subscriptionId },
        body: {},
      }),
  })
  const { mutate } = start
  useEffect(() => mutate(), [mutate])
  const refused = (message: string) =>
    toast({ title: 'Card Not Saved', description: message, variant: 'destructive' })

  if (start.isError) return <p role="alert">{parseApiError(start.error).message}</p>
  if (!stripe || !start.data?.clientSecret) return <Spinner size="sm" label="Loading" />
  return (
    <stripe.StripeElements publishableKey={publishableKey} clientSecret={start.data.clientSecret}>
      <div className="grid gap-4">
        <stripe.StripePaymentFields publishableKey={publishableKey} />
        <stripe.StripeSetupButton
          label="Save Card"
          onError={refused}
          onSaved={async (setupIntentId) => {
            try {
              await onSaved(
                await callApi(subscriptionsApi.confirmSubscriptionCard, {
                  params: { id: subscriptionId },
                  body: { setupIntentId },
                }),
              )
            } catch (error) {
              refused(parseApiError(error).message)
            }
          }}
        />
      </div>
    </stripe.StripeElements>
  )
}
