import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as cartApi from '#contracts/cart-api'
import { route } from '#server/http/endpoint-route'
import {
  addToCart,
  cartOwnerOf,
  cartLineNotFound,
  clearCart,
  listCart,
  mergeVisitorCart,
  removeCartItem,
  updateCartItem,
  type CartOwner,
} from './cart-service'

/** The cart's owner when the request has a session; reads and removals never create one. */
async function existingOwner(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.session.get()
  return session ? cartOwnerOf(session) : null
}

/** The cart's owner, starting a visitor session when there is none (adding to the cart). */
async function ensuredOwner(request: FastifyRequest): Promise<CartOwner> {
  return cartOwnerOf(await request.session.ensure())
}

/** Spec 1 §7 cart calls; their endpoints are declared in contracts/cart-api.ts. */
export default async function cartRoutes(app: FastifyInstance) {
  app.onCustomerSignIn(async ({ visitorId, userId }) => {
    await mergeVisitorCart(app.db, visitorId, userId)
  })

  route(app, cartApi.getCart, {
    config: { access: 'public' },
    handler: async (request) => {
      const owner = await existingOwner(request)
      return owner ? listCart(app.db, owner) : []
    },
  })

  route(app, cartApi.addToCart, {
    config: { access: 'public' },
    handler: async (request) => addToCart(app.db, () => ensuredOwner(request), request.body),
  })

  route(app, cartApi.updateCartItem, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const owner = await existingOwner(request)
      if (!owner) throw cartLineNotFound()
      const line = await updateCartItem(app.db, owner, request.params.id, request.body.quantity)
      if (line === null) return reply.status(204).send(null)
      return line
    },
  })

  route(app, cartApi.removeCartItem, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const owner = await existingOwner(request)
      if (!owner) throw cartLineNotFound()
      await removeCartItem(app.db, owner, request.params.id)
      return reply.status(204).send(null)
    },
  })

  route(app, cartApi.clearCart, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const owner = await existingOwner(request)
      if (owner) await clearCart(app.db, owner)
      return reply.status(204).send(null)
    },
  })
}
