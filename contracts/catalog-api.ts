import { endpoint } from './endpoint'
import {
  productIdParamsSchema,
  productInputSchema,
  productSchema,
  productUpdateSchema,
} from './catalog'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/**
 * Products (spec 3 §2): the shop's list is also the Product Manager's (it holds out-of-stock
 * products too); staff add, edit (PUT takes any of the fields) and delete at /api/products.
 */
export const products = staffResourceEndpoints({
  path: '/api/products',
  item: productSchema,
  input: productInputSchema,
  update: productUpdateSchema,
  listing: {
    sorts: { added: 'asc', name: 'asc', price: 'asc', category: 'asc' },
    defaultSort: 'added',
  },
})

export const listProducts = products.list

export const getProduct = endpoint({
  method: 'GET',
  path: '/api/products/:id',
  params: productIdParamsSchema,
  responses: { 200: productSchema },
})
