import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  seasonalItemAdminSchema,
  seasonalItemInputSchema,
  seasonalItemListSchema,
  seasonalItemUpdateSchema,
} from '#contracts/seasonal'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listSeasonalItems, seasonalStore, setSeasonalItemActive } from './seasonal-store'

/**
 * Seasonal calendar (spec 2 "Seasonal calendar", spec 3 "Seasonal calendar admin", §7): the
 * public list of active entries, and the staff list, add, edit (full body or only isActive),
 * toggle and delete at /api/admin/seasonal-availability, audited as `seasonal_item.*`.
 */
export default async function seasonalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/seasonal-availability',
    { config: { access: 'public' }, schema: { response: { 200: seasonalItemListSchema } } },
    async () => listSeasonalItems(app.db),
  )

  staffResourceRoutes(app, {
    name: 'seasonal_item',
    path: '/api/admin/seasonal-availability',
    item: seasonalItemAdminSchema,
    input: seasonalItemInputSchema,
    update: seasonalItemUpdateSchema,
    notFoundMessage: 'Seasonal item not found',
    store: seasonalStore,
    toggle: { field: 'isActive', set: setSeasonalItemActive },
  })
}
