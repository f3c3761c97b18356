import type { FastifyInstance } from 'fastify'
import { shippingOptionInputSchema, staffShippingOptionSchema } from '#contracts/shipping-admin'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { shippingOptionStore } from './shipping-option-store'

/** Shipping options manager (spec 3 §2, §7): /api/admin/shipping-options. */
export default async function shippingAdminRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'shipping-option',
    path: '/api/admin/shipping-options',
    item: staffShippingOptionSchema,
    input: shippingOptionInputSchema,
    notFoundMessage: 'Shipping option not found',
    store: shippingOptionStore,
  })
}
