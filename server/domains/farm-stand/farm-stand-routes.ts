import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  customPaymentSchema,
  generatedQrSchema,
  generateQrQuerySchema,
  portalPaymentRequestSchema,
  portalPaymentResponseSchema,
  qrProductParamsSchema,
  verifiedCustomPaymentSchema,
} from '#contracts/farm-stand'
import { ensureBuyer } from '#server/domains/checkout/buyer'
import { farmStandDepsOf } from './farm-stand-deps'
import { placePortalOrder } from './portal-order-flow'
import { isGenuineCustomPayment, qrSigningSecret } from './qr-signing'
import { customPaymentQr, productQr } from './stand-qr-codes'

export default async function farmStandRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const deps = farmStandDepsOf(app)
  const standQr = { db: deps.db, portalUrl: `${deps.publicUrl}/qr-payment` }

  api.get(
    '/api/generate-qr',
    {
      config: { access: 'staff' },
      schema: { querystring: generateQrQuerySchema, response: { 200: generatedQrSchema } },
    },
    async (request) => customPaymentQr(standQr, request.query),
  )

  api.get(
    '/api/generate-qr/:productId',
    {
      config: { access: 'staff' },
      schema: { params: qrProductParamsSchema, response: { 200: generatedQrSchema } },
    },
    async (request) => productQr(standQr, request.params.productId),
  )

  // The portal checks a custom-amount QR before showing it, so a tampered code is caught early.
  api.get(
    '/api/qr-payment/verify',
    {
      config: { access: 'public' },
      schema: { querystring: customPaymentSchema, response: { 200: verifiedCustomPaymentSchema } },
    },
    async (request) => ({
      valid: isGenuineCustomPayment(await qrSigningSecret(deps.db), request.query),
      amount: request.query.amount,
      description: request.query.description,
    }),
  )

  api.post(
    '/api/qr-payment',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { body: portalPaymentRequestSchema, response: { 201: portalPaymentResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await placePortalOrder(deps, await ensureBuyer(request), request.body, request.ip)),
  )
}
