import { keepPreviousData, useQuery } from '@tanstack/react-query'
import * as checkoutApi from '#contracts/checkout-api'
import { endpointUrl, type EndpointAnswer } from '#contracts/endpoint'
import * as paymentsApi from '#contracts/payments-api'
import * as pickupApi from '#contracts/pickup-locations-api'
import { apiQuery, callApi } from '#web/lib/api-client'
import { currentUserQuery } from '#web/hooks/use-current-user'
import type { CartItem } from '#web/lib/cart'
import { useShippingTerms } from '#web/lib/shipping-terms'
import type { OrderDetails } from './checkout-form'
import { isCompleteZip } from './checkout-form'
import { usStateCodes, type UsStateCode } from '#contracts/us-states'

/** Which provider takes payments, and Stripe's publishable key. */
export type PaymentsConfig = EndpointAnswer<typeof paymentsApi.getPaymentsConfig>

export function usePaymentsConfig() {
  return useQuery(apiQuery(paymentsApi.getPaymentsConfig))
}

/** The signed-in customer (null for a guest). */
export const useSignedInCustomer = () => useQuery(currentUserQuery)

/** The shipping options, as every page that states a shipping price reads them. */
export const useShippingOptions = useShippingTerms

/** Where the order goes, as far as the visitor has typed it, and whether store credit pays. */
type Destination = {
  zipCode: string
  state?: string
  useStoreCredit?: boolean
  giftCardCode?: string | undefined
}

/**
 * The quote's input: the chosen method, the ZIP code once it is complete, and the state (a
 * product may not ship to every state, decision 0061).
 */
function quoteInput(
  shippingMethod: string,
  { zipCode, state, useStoreCredit, giftCardCode }: Destination,
) {
  return {
    query: {
      shippingMethod: shippingMethod || undefined,
      zipCode: isCompleteZip(zipCode) ? zipCode.trim() : undefined,
      state: (usStateCodes as readonly string[]).includes(state ?? '')
        ? (state as UsStateCode)
        : undefined,
      useStoreCredit: useStoreCredit ? ('true' as const) : undefined,
      giftCardCode: giftCardCode || undefined,
    },
  }
}

/** GET /api/checkout/quote for the chosen method and (complete) destination. */
export function quoteUrl(shippingMethod: string, destination: Destination) {
  return endpointUrl(checkoutApi.getCheckoutQuote, quoteInput(shippingMethod, destination))
}

/**
 * The server's prices for the visitor's cart: refetched when the method, the destination or the
 * cart changes (the cart lines are part of the key), keeping the last answer on screen meanwhile.
 */
export function useCheckoutQuote(
  cart: readonly Pick<CartItem, 'id' | 'quantity'>[] | undefined,
  shippingMethod: string,
  destination: Destination,
) {
  const cartKey = (cart ?? []).map((line) => `${line.id}x${line.quantity}`).join(',')
  const quote = apiQuery(checkoutApi.getCheckoutQuote, quoteInput(shippingMethod, destination))
  return useQuery({
    queryKey: [...quote.queryKey, cartKey],
    queryFn: quote.queryFn,
    enabled: Boolean(cart && cart.length > 0),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/**
 * The pickup windows Farm Pickup offers (none while the farm has no pickup locations), asked for
 * with the checkout so that choosing Farm Pickup shows them at once.
 */
export function usePickupWindowChoices() {
  return useQuery(apiQuery(pickupApi.listPickupWindowChoices))
}

/** Places the order: the server prices the cart and answers the order with its payment. */
export async function createOrder(details: OrderDetails, idempotencyKey: string) {
  return callApi(checkoutApi.placeOrder, { body: { ...details, idempotencyKey } })
}

/** Test mode only: pays (4242…) or declines (4000…0002) the order with a test card number. */
export async function confirmTestPayment(orderId: number, cardNumber: string) {
  await callApi(paymentsApi.confirmTestModePayment, { body: { orderId, cardNumber } })
}
