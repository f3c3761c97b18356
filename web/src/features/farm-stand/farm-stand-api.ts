import { useQuery } from '@tanstack/react-query'
import type { OrderDetail } from '#contracts/checkout'
import type { PortalPaymentRequest } from '#contracts/farm-stand'
import { apiRequest } from '#web/lib/api-request'
import type { PortalProduct } from './portal-cart'

/** GET /api/generate-qr… answer: the QR code as a PNG data URL, its description and address. */
export interface GeneratedQr {
  qrCode: string
  description: string
  url: string
}

export interface VerifiedCustomPayment {
  valid: boolean
  amount: string
  description: string
}

export interface PortalPaymentResponse {
  orderId: number
  total: string
  checkoutUrl: string
}

export interface PaymentsConfig {
  provider: 'test' | 'stripe'
  publishableKey: string | null
}

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
  return useQuery<PortalProduct[]>({ queryKey: ['/api/products'] })
}

export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: ['/api/payments/config'] })
}

export const orderKey = (orderId: number) => [`/api/orders/${orderId}`] as const

export function useBuyerOrder(orderId: number | null) {
  return useQuery<OrderDetail>({
    queryKey: orderKey(orderId ?? 0),
    enabled: orderId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** Staff: GET /api/generate-qr?… or /api/generate-qr/:productId. */
export async function generateQr(url: string): Promise<GeneratedQr> {
  const response = await apiRequest('GET', url)
  return (await response.json()) as GeneratedQr
}

/** POST /api/qr-payment: product ids and quantities only (the server sets every price). */
export async function createPortalPayment(
  body: PortalPaymentRequest,
): Promise<PortalPaymentResponse> {
  const response = await apiRequest('POST', '/api/qr-payment', body)
  return (await response.json()) as PortalPaymentResponse
}

/** Test mode: pays (4242…) or declines (4000…0002) the order with a test card number. */
export async function confirmTestCard(orderId: number, cardNumber: string): Promise<void> {
  await apiRequest('POST', '/api/payments/test-mode/confirm', { orderId, cardNumber })
}
