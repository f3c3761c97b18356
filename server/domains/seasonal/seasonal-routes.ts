import type { FastifyInstance } from 'fastify'
import * as seasonalApi from '#contracts/seasonal-api'
import { route } from '#server/http/endpoint-route'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listSeasonalItems, seasonalStore, setSeasonalItemActive } from './seasonal-store'

/**
 * Seasonal calendar (spec 2 "Seasonal calendar", spec 3 "Seasonal calendar admin", §7): the
 * public list of active entries, and the staff list, add, edit (full body or only isActive),
 * toggle and delete at /api/admin/seasonal-availability, audited as `seasonal_item.*`.
 */
export default async function seasonalRoutes(app: FastifyInstance) {
  route(app, seasonalApi.listSeasonalItems, {
    config: { access: 'public' },
    handler: async () => listSeasonalItems(app.db),
  })

  staffResourceRoutes(app, {
    name: 'seasonal_item',
    endpoints: seasonalApi.seasonalItems,
    notFoundMessage: 'Seasonal item not found',
    store: seasonalStore,
    setToggle: setSeasonalItemActive,
  })
}
