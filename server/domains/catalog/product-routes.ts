import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { productIdParamsSchema, productListSchema, productSchema } from '../../../contracts/catalog'
import { notFound } from '../../http/http-error'
import { findActiveProduct, listActiveProducts } from './product-queries'

export default async function productRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/products',
    { config: { access: 'public' }, schema: { response: { 200: productListSchema } } },
    async () => listActiveProducts(app.db),
  )

  api.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      schema: { params: productIdParamsSchema, response: { 200: productSchema } },
    },
    async (request) => {
      const product = await findActiveProduct(app.db, request.params.id)
      if (!product) throw notFound('Product not found')
      return product
    },
  )
}
