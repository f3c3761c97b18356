import { z } from 'zod'
import {
  addToCartSchema,
  cartItemIdParamsSchema,
  cartItemSchema,
  cartSchema,
  updateCartItemSchema,
} from './cart'
import { endpoint } from './endpoint'

/** The cart (spec 1 §7): kept on the server for the visitor, or the customer once signed in (merged at sign-in). */
export const getCart = endpoint({
  method: 'GET',
  path: '/api/cart',
  responses: { 200: cartSchema },
})

/** Adds a product, or more of one already there; starts a visitor session when there is none. */
export const addToCart = endpoint({
  method: 'POST',
  path: '/api/cart',
  body: addToCartSchema,
  responses: { 200: cartItemSchema },
})

/** Sets a line's quantity; 0 or less removes the line (204). */
export const updateCartItem = endpoint({
  method: 'PUT',
  path: '/api/cart/:id',
  params: cartItemIdParamsSchema,
  body: updateCartItemSchema,
  responses: { 200: cartItemSchema, 204: z.null() },
})

export const removeCartItem = endpoint({
  method: 'DELETE',
  path: '/api/cart/:id',
  params: cartItemIdParamsSchema,
  responses: { 204: z.null() },
})

export const clearCart = endpoint({
  method: 'DELETE',
  path: '/api/cart',
  responses: { 204: z.null() },
})
