import { endpoint } from './endpoint'
import {
  customPaymentSchema,
  generatedQrSchema,
  generateQrQuerySchema,
  portalPaymentRequestSchema,
  portalPaymentResponseSchema,
  qrProductParamsSchema,
  verifiedCustomPaymentSchema,
} from './farm-stand'

/** Staff make a signed QR code for a custom amount and description. */
export const generateCustomQr = endpoint({
  method: 'GET',
  path: '/api/generate-qr',
  query: generateQrQuerySchema,
  responses: { 200: generatedQrSchema },
})

/** Staff make a product's QR code. */
export const generateProductQr = endpoint({
  method: 'GET',
  path: '/api/generate-qr/:productId',
  params: qrProductParamsSchema,
  responses: { 200: generatedQrSchema },
})

/** The portal checks a custom-amount QR code's signature before showing it. */
export const verifyCustomPayment = endpoint({
  method: 'GET',
  path: '/api/qr-payment/verify',
  query: customPaymentSchema,
  responses: { 200: verifiedCustomPaymentSchema },
})

/** The farm stand portal's order (products and/or a signed custom amount), to pay next. */
export const placePortalOrder = endpoint({
  method: 'POST',
  path: '/api/qr-payment',
  body: portalPaymentRequestSchema,
  responses: { 201: portalPaymentResponseSchema },
})
