import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  productIdParamsSchema,
  productInputSchema,
  productSchema,
  productUpdateSchema,
} from '../../../contracts/catalog'
import { backInStockMailOf } from './back-in-stock'
import { createProduct, deleteProduct, updateProduct } from './product-admin-service'

export default async function productAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const backInStockMail = backInStockMailOf(app)

  api.post(
    '/api/products',
    {
      config: { access: 'staff', auditAction: 'product.create' },
      schema: { body: productInputSchema, response: { 201: productSchema } },
    },
    async (request, reply) => {
      const product = await createProduct({ db: app.db }, request.body)
      request.audit.targetId = String(product.id)
      return reply.status(201).send(product)
    },
  )

  api.put(
    '/api/products/:id',
    {
      config: { access: 'staff', auditAction: 'product.update' },
      schema: {
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const { before, product } = await updateProduct(
        { db: app.db, backInStockMail },
        request.params.id,
        request.body,
      )
      request.audit.before = before
      return product
    },
  )

  // Deleting keeps the row (inactive) so past orders still name it; it leaves the shop and all carts.
  api.delete(
    '/api/products/:id',
    {
      config: { access: 'staff', auditAction: 'product.delete' },
      schema: { params: productIdParamsSchema },
    },
    async (request, reply) => {
      request.audit.before = await deleteProduct({ db: app.db }, request.params.id)
      return reply.status(204).send()
    },
  )
}
