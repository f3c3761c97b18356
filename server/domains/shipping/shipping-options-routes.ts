import type { FastifyInstance } from 'fastify'
import * as checkoutApi from '#contracts/checkout-api'
import { route } from '#server/http/endpoint-route'
import { listAvailableShippingOptions, toShippingOptionContract } from './shipping-queries'

export default async function shippingOptionsRoutes(app: FastifyInstance) {
  route(app, checkoutApi.listShippingOptions, {
    config: { access: 'public' },
    handler: async () => (await listAvailableShippingOptions(app.db)).map(toShippingOptionContract),
  })
}
