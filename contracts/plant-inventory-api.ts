import { endpoint } from './endpoint'
import {
  plantAdminSchema,
  plantInputSchema,
  plantListQuerySchema,
  plantListSchema,
} from './plant-inventory'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The public plant list, mangos first, optionally of one category (server-rendered too). */
export const listPlants = endpoint({
  method: 'GET',
  path: '/api/plant-inventory',
  query: plantListQuerySchema,
  responses: { 200: plantListSchema },
})

/**
 * Plant inventory management (spec 3 §7, decision 0027): staff list, add, edit and delete under
 * /api/admin (not the spec's unguarded writes on the public path).
 */
export const plants = staffResourceEndpoints({
  path: '/api/admin/plant-inventory',
  item: plantAdminSchema,
  input: plantInputSchema,
  listing: {
    sorts: { category: 'asc', variety: 'asc', price: 'asc', quantity: 'asc' },
    defaultSort: 'category',
  },
})
