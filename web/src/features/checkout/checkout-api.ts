import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CheckoutQuote, PaymentInfo, PlaceOrderResponse } from '#contracts/checkout'
import { apiRequest } from '#web/lib/api-request'
import { currentUserQuery } from '#web/hooks/use-current-user'
import type { CartItem } from '#web/lib/cart'
import { useShippingTerms } from '#web/lib/shipping-terms'
import type { OrderDetails } from './checkout-form'
import { isCompleteZip } from './checkout-form'

export interface PaymentsConfig {
  provider: PaymentInfo['provider']
  publishableKey: string | null
}

export const paymentsConfigQueryKey = ['/api/payments/config'] as const

export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: paymentsConfigQueryKey })
}

/** The signed-in customer (null for a guest). */
export const useSignedInCustomer = () => useQuery(currentUserQuery)

/** The shipping options, as every page that states a shipping price reads them. */
export const useShippingOptions = useShippingTerms

/** GET /api/checkout/quote for the chosen method and (complete) ZIP code. */
export function quoteUrl(shippingMethod: string, zipCode: string) {
  const params = new URLSearchParams()
  if (shippingMethod) params.set('shippingMethod', shippingMethod)
  if (isCompleteZip(zipCode)) params.set('zipCode', zipCode.trim())
  const query = params.toString()
  return query ? `/api/checkout/quote?${query}` : '/api/checkout/quote'
}

/**
 * The server's prices for the visitor's cart: refetched when the method, the ZIP code or the
 * cart changes (the cart lines are part of the key), keeping the last answer on screen meanwhile.
 */
export function useCheckoutQuote(
  cart: readonly Pick<CartItem, 'id' | 'quantity'>[] | undefined,
  shippingMethod: string,
  zipCode: string,
) {
  const cartKey = (cart ?? []).map((line) => `${line.id}x${line.quantity}`).join(',')
  return useQuery<CheckoutQuote>({
    queryKey: [quoteUrl(shippingMethod, zipCode), cartKey],
    enabled: Boolean(cart && cart.length > 0),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** POST /api/orders: the server prices the cart and answers the order with its payment. */
export async function createOrder(details: OrderDetails, idempotencyKey: string) {
  const response = await apiRequest('POST', '/api/orders', { ...details, idempotencyKey })
  return (await response.json()) as PlaceOrderResponse
}

/** Test mode only: pays (4242…) or declines (4000…0002) the order with a test card number. */
export async function confirmTestPayment(orderId: number, cardNumber: string) {
  await apiRequest('POST', '/api/payments/test-mode/confirm', { orderId, cardNumber })
}
