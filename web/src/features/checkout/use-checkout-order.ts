import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { PlaceOrderResponse } from '#contracts/checkout'
import type { PickupWindowPick } from '#contracts/order-pickup'
import type { PickupWindowChoice } from '#contracts/pickup-locations'
import * as catalogApi from '#contracts/catalog-api'
import type { User } from '#contracts/identity'
import * as ordersApi from '#contracts/orders-api'
import { toast } from '#web/components/ui/use-toast'
import { ApiError, apiKey } from '#web/lib/api-client'
import { parseApiError, type ParsedApiError } from '#web/lib/api-request'
import { refetchCart, type CartItem } from '#web/lib/cart'
import { attemptSignature, OrderAttempts } from '#web/lib/order-attempts'
import {
  confirmTestPayment,
  createOrder,
  useCheckoutQuote,
  usePickupWindowChoices,
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
  type CheckoutFormContext,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form'
import { useStripeModule } from './use-stripe-module'

const isOpenChoice = (choices: readonly PickupWindowChoice[], pick: PickupWindowPick) =>
  choices.some(
    (choice) =>
      choice.state === 'open' && choice.windowId === pick.windowId && choice.date === pick.date,
  )

/**
 * The checkout form's state and its order: the form, the server's quote for the cart, and placing
 * the order (created on the server, then paid by test card, or handed to Stripe's form).
 */
export function useCheckoutOrder({
  items,
  config,
  customer,
  onPlaced,
}: {
  items: CartItem[]
  config: PaymentsConfig
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
  const pickupChoices = usePickupWindowChoices()
  const context: CheckoutFormContext = {
    pickupWindowsOffered: (pickupChoices.data?.choices.length ?? 0) > 0,
  }
  const form = useForm<CheckoutFormInput, CheckoutFormContext, CheckoutFormValues>({
    resolver,
    context,
    defaultValues: checkoutDefaultsFor(customer),
  })
  const { control, handleSubmit, setError, getValues, setValue } = form
  const shippingMethod = useWatch({ control, name: 'shippingMethod' })
  const zipCode = useWatch({ control, name: 'shippingAddress.zipCode' })
  const state = useWatch({ control, name: 'shippingAddress.state' })
  const useStoreCredit = useWatch({ control, name: 'useStoreCredit' }) === true
  const giftCardCode = useWatch({ control, name: 'giftCardCode' })
  const quote = useCheckoutQuote(items, shippingMethod, {
    zipCode,
    state,
    useStoreCredit,
    giftCardCode,
  })
  // The context object is read at validation: balances that pay everything drop the card.
  context.paidByBalances =
    (quote.data?.giftCard != null || quote.data?.storeCredit != null) &&
    quote.data.amountDue === '0.00'

  const applyFieldErrors = (fields: Record<string, string>) => {
    formFieldsOf(fields).forEach(([name, message], index) =>
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
  }

  // The window may have filled or closed since the page asked: show them as they are now, and
  // forget a choice that can no longer be made.
  const refreshPickupChoices = async () => {
    const { data } = await pickupChoices.refetch()
    const pick = getValues('pickupWindow')
    if (pick && !isOpenChoice(data?.choices ?? [], pick)) setValue('pickupWindow', undefined)
  }

  const fail = (step: CheckoutStep, error: ParsedApiError) => {
    if (settlesAttempt(step, error)) attempts.retire()
    applyFieldErrors(error.fields)
    if (error.fields.pickupWindow) void refreshPickupChoices()
    toast({ ...failureToast(step, error), variant: 'destructive' })
    if (step === 'payment' && error.code === 'CARD_DECLINED') {
      setValue('cardNumber', '')
      setCardDeclined(true)
    }
    if (error.code === 'OUT_OF_STOCK' || error.status === 400) {
      // The cart or the shop changed since this page loaded: show them as they are now.
      void refetchCart(queryClient)
      void queryClient.invalidateQueries({ queryKey: apiKey(catalogApi.listProducts) })
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
    void queryClient.invalidateQueries({ queryKey: apiKey(ordersApi.listMyOrders) })
  }

  const onValid = async (values: CheckoutFormValues) => {
    if (submitting.current) return
    if (values.giftCardCode && quote.data?.giftCardProblem) {
      document.getElementById('checkout-gift-card-code')?.focus()
      return
    }
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
      if (order.payment.status === 'succeeded') {
        // A gift card and store credit paid all of it: the order is confirmed already.
        done = true
        await succeed(order.id)
        return
      }
      if (isStripe) {
        if (!order.payment.clientSecret)
          throw new ApiError(500, 'The payment could not be prepared.', null, {})
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

  return {
    isStripe,
    stripe,
    processing,
    cardDeclined,
    stripeOrder,
    backToDetails: () => setStripeOrder(null),
    form,
    shippingMethod,
    quote,
    paidByBalances: context.paidByBalances === true,
    pickupChoices,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(onValid, onInvalid)(event),
    onStripeError,
  }
}
