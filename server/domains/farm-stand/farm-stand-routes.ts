import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import {
  customPaymentSchema,
  generatedQrSchema,
  generateQrQuerySchema,
  portalPaymentRequestSchema,
  portalPaymentResponseSchema,
  qrProductParamsSchema,
  verifiedCustomPaymentSchema,
} from '../../../contracts/farm-stand'
import { products } from '../../db/schema/catalog'
import { badRequest, notFound } from '../../http/http-error'
import { centsToDecimal, decimalToCents } from '../../lib/money'
import { ensureBuyer } from '../checkout/buyer'
import { placePortalOrder } from './portal-order-flow'
import { isGenuineCustomPayment, qrSigningSecret, signCustomPayment } from './qr-signing'

const defaultDescription = 'Payment to Groveside Farm'

async function qrFor(url: string) {
  const { default: QRCode } = await import('qrcode')
  return QRCode.toDataURL(url, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 512,
    color: { dark: '#1f3d2b', light: '#ffffff' },
  })
}

export default async function farmStandRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const portalUrl = `${app.config.publicUrl}/qr-payment`

  api.get(
    '/api/generate-qr',
    {
      config: { access: 'staff' },
      schema: { querystring: generateQrQuerySchema, response: { 200: generatedQrSchema } },
    },
    async (request) => {
      const { amount, description } = request.query
      if (!amount && !description) {
        throw badRequest('Please provide either amount or description', {
          amount: 'Please provide either amount or description',
        })
      }
      const text = description || defaultDescription
      const params = new URLSearchParams({ description: text })
      if (amount) {
        const normalized = centsToDecimal(decimalToCents(amount)!)
        params.set('amount', normalized)
        params.set('sig', signCustomPayment(await qrSigningSecret(app.db), normalized, text))
      }
      const url = `${portalUrl}?${params}`
      return { qrCode: await qrFor(url), description: text, url }
    },
  )

  api.get(
    '/api/generate-qr/:productId',
    {
      config: { access: 'staff' },
      schema: { params: qrProductParamsSchema, response: { 200: generatedQrSchema } },
    },
    async (request) => {
      const [product] = await app.db
        .select()
        .from(products)
        .where(and(eq(products.id, request.params.productId), eq(products.active, true)))
      if (!product) throw notFound('Product not found')
      const url = `${portalUrl}?product=${product.id}`
      const description = `${product.name} — $${centsToDecimal(product.priceCents)}${product.unit ? ` / ${product.unit.replace(/^per /, '')}` : ''}`
      return { qrCode: await qrFor(url), description, url }
    },
  )

  // The portal checks a custom-amount QR before showing it, so a tampered code is caught early.
  api.get(
    '/api/qr-payment/verify',
    {
      config: { access: 'public' },
      schema: { querystring: customPaymentSchema, response: { 200: verifiedCustomPaymentSchema } },
    },
    async (request) => ({
      valid: isGenuineCustomPayment(await qrSigningSecret(app.db), request.query),
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
        .send(await placePortalOrder(app, await ensureBuyer(request), request.body, request.ip)),
  )
}
