import type { FastifyInstance } from 'fastify'
import { shippingOptions } from '#contracts/shipping-admin-api'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { shippingOptionStore } from './shipping-option-store'

/** Shipping options manager (spec 3 §2, §7): /api/admin/shipping-options. */
export default async function shippingAdminRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'shipping-option',
    endpoints: shippingOptions,
    notFoundMessage: 'Shipping option not found',
    store: shippingOptionStore,
  })
}
