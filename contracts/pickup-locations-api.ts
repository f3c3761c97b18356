import { endpoint } from './endpoint'
import {
  pickupLocationInputSchema,
  pickupLocationSchema,
  pickupWindowChoicesSchema,
} from './pickup-locations'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The staff's pickup locations, each with its windows and closed dates (issue 26). */
export const pickupLocations = staffResourceEndpoints({
  path: '/api/admin/pickup-locations',
  item: pickupLocationSchema,
  input: pickupLocationInputSchema,
  toggle: 'active',
  listing: { sorts: { sortOrder: 'asc', name: 'asc' }, defaultSort: 'sortOrder' },
})

/** The windows checkout offers: the next farm days', full and closed ones marked. */
export const listPickupWindowChoices = endpoint({
  method: 'GET',
  path: '/api/pickup-windows',
  responses: { 200: pickupWindowChoicesSchema },
})
