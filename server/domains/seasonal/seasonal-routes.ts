import type { FastifyInstance } from 'fastify'
import * as seasonalApi from '#contracts/seasonal-api'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listSeasonalItems, seasonalStore, setSeasonalItemActive } from './seasonal-store'

/**
 * Seasonal calendar (spec 2 "Seasonal calendar", spec 3 "Seasonal calendar admin", §7): the
 * public list of active entries, and the staff list, add, edit (full body or only isActive),
 * toggle and delete at /api/admin/seasonal-availability, audited as `seasonal_item.*`.
 */
export default async function seasonalRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'seasonal_item',
    endpoints: seasonalApi.seasonalItems,
    publicList: { endpoint: seasonalApi.listSeasonalItems, read: listSeasonalItems },
    notFoundMessage: 'Seasonal item not found',
    store: seasonalStore,
    setToggle: setSeasonalItemActive,
  })
}
