import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  productIdParamsSchema,
  productInputSchema,
  productSchema,
  productUpdateSchema,
} from '../../../contracts/catalog'
import { cartItems } from '../../db/schema/cart'
import { products } from '../../db/schema/catalog'
import { notFound } from '../../http/http-error'
import { decimalToCents } from '../../lib/money'
import { backInStockMailOf, queueBackInStockNotices } from './back-in-stock'
import { toProductContract } from './product-queries'

type ProductFields = Partial<z.output<typeof productInputSchema>>

/** Form fields to columns; a tracked stock of 0 means out of stock. */
function toColumns(input: ProductFields) {
  const columns: Partial<typeof products.$inferInsert> = { updatedAt: new Date() }
  if (input.name !== undefined) columns.name = input.name
  if (input.description !== undefined) columns.description = input.description || null
  if (input.price !== undefined) columns.priceCents = decimalToCents(input.price)!
  if (input.category !== undefined) columns.category = input.category
  if (input.unit !== undefined) columns.unit = input.unit || null
  if (input.imageUrl !== undefined) columns.imageUrl = input.imageUrl
  if (input.inStock !== undefined) columns.inStock = input.inStock
  if (input.featured !== undefined) columns.featured = input.featured
  if (input.perishable !== undefined) columns.perishable = input.perishable
  if (input.stockQuantity !== undefined) columns.stockQuantity = input.stockQuantity ?? null
  if (input.stockQuantity === 0) columns.inStock = false
  return columns
}

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
      const [row] = await app.db
        .insert(products)
        .values({
          ...toColumns(request.body),
          name: request.body.name,
          category: request.body.category,
          priceCents: decimalToCents(request.body.price)!,
        })
        .returning()
      request.audit.targetId = String(row!.id)
      return reply.status(201).send(toProductContract(row!))
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
      const [before] = await app.db
        .select()
        .from(products)
        .where(eq(products.id, request.params.id))
      if (!before || !before.active) throw notFound('Product not found')
      request.audit.before = toProductContract(before)
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(products)
          .set(toColumns(request.body))
          .where(eq(products.id, before.id))
          .returning()
        if (!before.inStock && updated!.inStock) {
          await queueBackInStockNotices(tx, updated!, backInStockMail)
        }
        return updated!
      })
      return toProductContract(row)
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
      const [before] = await app.db
        .select()
        .from(products)
        .where(eq(products.id, request.params.id))
      if (!before || !before.active) throw notFound('Product not found')
      request.audit.before = toProductContract(before)
      await app.db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ active: false, featured: false, updatedAt: new Date() })
          .where(eq(products.id, before.id))
        await tx.delete(cartItems).where(eq(cartItems.productId, before.id))
      })
      return reply.status(204).send()
    },
  )
}
