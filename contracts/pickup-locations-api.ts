import { endpoint } from './endpoint'
import { pickupWindowPickSchema } from './order-pickup'
import {
  pickupLocationInputSchema,
  pickupLocationSchema,
  pickupMoveParamsSchema,
  pickupMoveSchema,
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

/** What an order's e-mailed pickup link shows: its window and the ones it may move to. */
export const getPickupMove = endpoint({
  method: 'GET',
  path: '/api/pickup-moves/:token',
  params: pickupMoveParamsSchema,
  responses: { 200: pickupMoveSchema },
})

/** Moves the order to another window until its cut-off (409 naming `pickupWindow` if it cannot). */
export const movePickup = endpoint({
  method: 'POST',
  path: '/api/pickup-moves/:token',
  params: pickupMoveParamsSchema,
  body: pickupWindowPickSchema,
  responses: { 200: pickupMoveSchema },
})
