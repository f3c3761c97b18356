import { endpoint } from './endpoint'
import {
  seasonalItemAdminSchema,
  seasonalItemInputSchema,
  seasonalItemListSchema,
  seasonalItemUpdateSchema,
  seasonalStatKeys,
} from './seasonal'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The Seasonal Calendar's active entries, by category then name (server-rendered too). */
export const listSeasonalItems = endpoint({
  method: 'GET',
  path: '/api/seasonal-availability',
  responses: { 200: seasonalItemListSchema },
})

/**
 * Seasonal Calendar admin (spec 3 §7): every entry, hidden ones too; staff add, edit (the full
 * body, or only `isActive`), show or hide (PATCH `{ isActive }`) and delete.
 */
export const seasonalItems = staffResourceEndpoints({
  path: '/api/admin/seasonal-availability',
  item: seasonalItemAdminSchema,
  input: seasonalItemInputSchema,
  update: seasonalItemUpdateSchema,
  toggle: 'isActive',
  listing: {
    sorts: { category: 'asc', name: 'asc' },
    defaultSort: 'category',
    stats: seasonalStatKeys,
  },
})
