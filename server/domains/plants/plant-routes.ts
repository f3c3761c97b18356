import type { FastifyInstance } from 'fastify'
import * as plantInventoryApi from '#contracts/plant-inventory-api'
import { route } from '#server/http/endpoint-route'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPlants, plantStore } from './plant-store'

/**
 * Plant inventory (spec 2 "Plant Inventory", spec 3 "Plant inventory management", §7): the public
 * list, optionally of one category, and the staff list, add, edit and delete at
 * /api/admin/plant-inventory (not the spec's unguarded writes on the public path), audited as
 * `plant.*`. Decision 0027.
 */
export default async function plantRoutes(app: FastifyInstance) {
  route(app, plantInventoryApi.listPlants, {
    config: { access: 'public' },
    handler: async (request) => listPlants(app.db, request.query.category),
  })

  staffResourceRoutes(app, {
    name: 'plant',
    endpoints: plantInventoryApi.plants,
    notFoundMessage: 'Plant not found',
    store: plantStore,
  })
}
