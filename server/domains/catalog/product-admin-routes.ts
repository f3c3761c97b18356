import type { FastifyInstance } from 'fastify'
import { products } from '#contracts/catalog-api'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { backInStockMailOf } from './back-in-stock'
import { productStore } from './product-store'

/**
 * The Product Manager's changes (spec 3): add, edit (PUT takes any of the fields) and delete at
 * /api/products; the list is the shop's own (`GET /api/products`, product-routes.ts).
 */
export default async function productAdminRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'product',
    auditTarget: 'products',
    endpoints: products,
    routes: ['page', 'create', 'update', 'delete'],
    notFoundMessage: 'Product not found',
    store: productStore(backInStockMailOf(app)),
  })
}
