import { useQuery } from '@tanstack/react-query'
import * as catalogApi from '#contracts/catalog-api'
import * as checkoutApi from '#contracts/checkout-api'
import type { EndpointAnswer } from '#contracts/endpoint'
import type { PortalPaymentRequest } from '#contracts/farm-stand'
import * as farmStandApi from '#contracts/farm-stand-api'
import * as paymentsApi from '#contracts/payments-api'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'

/** A generated QR code: the code as a PNG data URL, its description and address. */
export type GeneratedQr = EndpointAnswer<typeof farmStandApi.generateProductQr>

/** What a Generate button asks for: a product's code, or a custom amount and/or description. */
export type QrRequest =
  { productId: number } | { custom: { amount?: string; description?: string } }

/** Leaves the app for another page (the payment page); an object so tests can watch it. */
export const browserNavigation = {
  assign(url: string) {
    // The app's scroll restoration keys a freshly loaded page by "default", so the next page
    // would open at this page's scroll position: leave from the top.
    window.scrollTo({ top: 0, behavior: 'instant' })
    window.location.assign(url)
  },
}

/** The public product list (same cache entry as the shop's list). */
export function useStandProducts() {
  return useQuery(apiQuery(catalogApi.listProducts))
}

/** Refreshes the product list (a product may have sold out meanwhile). */
export const standProductsKey = apiKey(catalogApi.listProducts)

export function usePaymentsConfig() {
  return useQuery(apiQuery(paymentsApi.getPaymentsConfig))
}

const orderInput = (orderId: number) => ({ params: { id: orderId } })

export const orderKey = (orderId: number) => apiKey(checkoutApi.getOrder, orderInput(orderId))

export function useBuyerOrder(orderId: number | null) {
  return useQuery({
    ...apiQuery(checkoutApi.getOrder, orderInput(orderId ?? 0)),
    enabled: orderId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** Staff: a product's QR code, or a custom payment's (signed when it has an amount). */
export async function generateQr(request: QrRequest): Promise<GeneratedQr> {
  return 'productId' in request
    ? callApi(farmStandApi.generateProductQr, { params: { productId: request.productId } })
    : callApi(farmStandApi.generateCustomQr, { query: request.custom })
}

/** The portal's order: product ids and quantities only (the server sets every price). */
export async function createPortalPayment(body: PortalPaymentRequest) {
  return callApi(farmStandApi.placePortalOrder, { body })
}

/** Test mode: pays (4242…) or declines (4000…0002) the order with a test card number. */
export async function confirmTestCard(orderId: number, cardNumber: string): Promise<void> {
  await callApi(paymentsApi.confirmTestModePayment, { body: { orderId, cardNumber } })
}
