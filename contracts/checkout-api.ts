import {
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderRequestSchema,
  placeOrderResponseSchema,
  shippingOptionListSchema,
} from './checkout'
import { endpoint } from './endpoint'

/** The shipping options checkout offers, and every page that states a shipping price reads. */
export const listShippingOptions = endpoint({
  method: 'GET',
  path: '/api/shipping-options',
  responses: { 200: shippingOptionListSchema },
})

/** The server's prices for the buyer's cart, for a shipping method and ZIP code. */
export const getCheckoutQuote = endpoint({
  method: 'GET',
  path: '/api/checkout/quote',
  query: checkoutQuoteQuerySchema,
  responses: { 200: checkoutQuoteSchema },
})

/** The server prices the cart and answers the new order with how to pay it. */
export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/orders',
  body: orderRequestSchema,
  responses: { 201: placeOrderResponseSchema },
})

/** One order, for its buyer only (the same visitor, or the customer who placed it). */
export const getOrder = endpoint({
  method: 'GET',
  path: '/api/orders/:id',
  params: orderIdParamsSchema,
  responses: { 200: orderDetailSchema },
})
