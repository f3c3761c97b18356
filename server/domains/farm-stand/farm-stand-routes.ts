import type { FastifyInstance } from 'fastify'
import * as farmStandApi from '#contracts/farm-stand-api'
import { route } from '#server/http/endpoint-route'
import { ensureBuyer } from '#server/domains/checkout/public'
import { farmStandDepsOf } from './farm-stand-deps'
import { placePortalOrder } from './portal-order-flow'
import { isGenuineCustomPayment, qrSigningSecret } from './qr-signing'
import { customPaymentQr, productQr } from './stand-qr-codes'

export default async function farmStandRoutes(app: FastifyInstance) {
  const deps = farmStandDepsOf(app)
  const standQr = { db: deps.db, portalUrl: `${deps.publicUrl}/qr-payment` }

  route(app, farmStandApi.generateCustomQr, {
    config: { access: 'staff' },
    handler: async (request) => customPaymentQr(standQr, request.query),
  })

  route(app, farmStandApi.generateProductQr, {
    config: { access: 'staff' },
    handler: async (request) => productQr(standQr, request.params.productId),
  })

  // The portal checks a custom-amount QR before showing it, so a tampered code is caught early.
  route(app, farmStandApi.verifyCustomPayment, {
    config: { access: 'public' },
    handler: async (request) => ({
      valid: isGenuineCustomPayment(await qrSigningSecret(deps.db), request.query),
      amount: request.query.amount,
      description: request.query.description,
    }),
  })

  route(app, farmStandApi.placePortalOrder, {
    config: { access: 'public', rateLimit: { max: 20, timeWindow: '10 minutes' } },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await placePortalOrder(deps, await ensureBuyer(request), request.body, request.ip)),
  })
}
