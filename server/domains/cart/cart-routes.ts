import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addToCartSchema,
  cartItemIdParamsSchema,
  cartItemSchema,
  cartSchema,
  updateCartItemSchema,
} from '../../../contracts/cart'
import type { SessionData } from '../identity/session-plugin'
import {
  addToCart,
  cartLineNotFound,
  clearCart,
  listCart,
  mergeVisitorCart,
  removeCartItem,
  updateCartItem,
  type CartOwner,
} from './cart-service'

const ownerOf = (session: SessionData): CartOwner =>
  session.userId ? { userId: session.userId } : { visitorId: session.visitorId }

/** The cart's owner when the request has a session; reads and removals never create one. */
async function existingOwner(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.session.get()
  return session ? ownerOf(session) : null
}

/** The cart's owner, starting a visitor session when there is none (adding to the cart). */
async function ensuredOwner(request: FastifyRequest): Promise<CartOwner> {
  return ownerOf(await request.session.ensure())
}

/** Spec 1 §7 cart calls; answers are documented in contracts/cart.ts. */
export default async function cartRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  app.onCustomerSignIn(async ({ visitorId, userId }) => {
    await mergeVisitorCart(app.db, visitorId, userId)
  })

  api.get(
    '/api/cart',
    { config: { access: 'public' }, schema: { response: { 200: cartSchema } } },
    async (request) => {
      const owner = await existingOwner(request)
      return owner ? listCart(app.db, owner) : []
    },
  )

  api.post(
    '/api/cart',
    {
      config: { access: 'public' },
      schema: { body: addToCartSchema, response: { 200: cartItemSchema } },
    },
    async (request) => addToCart(app.db, () => ensuredOwner(request), request.body),
  )

  api.put(
    '/api/cart/:id',
    {
      config: { access: 'public' },
      schema: {
        params: cartItemIdParamsSchema,
        body: updateCartItemSchema,
        response: { 200: cartItemSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const owner = await existingOwner(request)
      if (!owner) throw cartLineNotFound()
      const line = await updateCartItem(app.db, owner, request.params.id, request.body.quantity)
      if (line === null) return reply.status(204).send(null)
      return line
    },
  )

  api.delete(
    '/api/cart/:id',
    {
      config: { access: 'public' },
      schema: { params: cartItemIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const owner = await existingOwner(request)
      if (!owner) throw cartLineNotFound()
      await removeCartItem(app.db, owner, request.params.id)
      return reply.status(204).send(null)
    },
  )

  api.delete(
    '/api/cart',
    { config: { access: 'public' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const owner = await existingOwner(request)
      if (owner) await clearCart(app.db, owner)
      return reply.status(204).send(null)
    },
  )
}
