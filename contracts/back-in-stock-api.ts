import {
  backInStockRequestSchema,
  backInStockResultSchema,
  backInStockUnsubscribeSchema,
} from './back-in-stock'
import { productIdParamsSchema } from './catalog'
import { endpoint } from './endpoint'

/** A visitor asks for one e-mail when a product is back in stock (202: it will be sent once). */
export const requestBackInStock = endpoint({
  method: 'POST',
  path: '/api/products/:id/back-in-stock',
  params: productIdParamsSchema,
  body: backInStockRequestSchema,
  responses: { 202: backInStockResultSchema },
})

/** The e-mail's unsubscribe link. */
export const unsubscribeBackInStock = endpoint({
  method: 'POST',
  path: '/api/back-in-stock/unsubscribe',
  body: backInStockUnsubscribeSchema,
  responses: { 200: backInStockResultSchema },
})
