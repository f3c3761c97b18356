import type { FastifyInstance } from 'fastify'
import * as catalogApi from '#contracts/catalog-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { findActiveProduct, listActiveProducts } from './product-queries'

export default async function productRoutes(app: FastifyInstance) {
  route(app, catalogApi.listProducts, {
    config: { access: 'public' },
    handler: async () => listActiveProducts(app.db),
  })

  route(app, catalogApi.getProduct, {
    config: { access: 'public' },
    handler: async (request) => {
      const product = await findActiveProduct(app.db, request.params.id)
      if (!product) throw notFound('Product not found')
      return product
    },
  })
}
