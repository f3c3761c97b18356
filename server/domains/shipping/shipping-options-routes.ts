import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { shippingOptionListSchema } from '#contracts/checkout'
import { listAvailableShippingOptions, toShippingOptionContract } from './shipping-queries'

export default async function shippingOptionsRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/shipping-options',
      { config: { access: 'public' }, schema: { response: { 200: shippingOptionListSchema } } },
      async () => (await listAvailableShippingOptions(app.db)).map(toShippingOptionContract),
    )
}
