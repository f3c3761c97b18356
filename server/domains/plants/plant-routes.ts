import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  plantAdminSchema,
  plantInputSchema,
  plantListQuerySchema,
  plantListSchema,
} from '#contracts/plant-inventory'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPlants, plantStore } from './plant-store'

/**
 * Plant inventory (spec 2 "Plant Inventory", spec 3 "Plant inventory management", §7): the public
 * list, optionally of one category, and the staff list, add, edit and delete at
 * /api/admin/plant-inventory (not the spec's unguarded writes on the public path), audited as
 * `plant.*`. Decision 0027.
 */
export default async function plantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/plant-inventory',
    {
      config: { access: 'public' },
      schema: { querystring: plantListQuerySchema, response: { 200: plantListSchema } },
    },
    async (request) => listPlants(app.db, request.query.category),
  )

  staffResourceRoutes(app, {
    name: 'plant',
    path: '/api/admin/plant-inventory',
    item: plantAdminSchema,
    input: plantInputSchema,
    notFoundMessage: 'Plant not found',
    store: plantStore,
  })
}
