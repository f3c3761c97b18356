import type { FastifyInstance } from 'fastify'
import * as pickupApi from '#contracts/pickup-locations-api'
import { route } from '#server/http/endpoint-route'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { pickupLocationStore, setPickupLocationActive } from './pickup-location-store'
import { pickupWindowChoices } from './pickup-windows'

/**
 * Pickup locations and windows (issue 26): the staff's locations with their windows and closed
 * dates, and the windows checkout offers.
 */
export default async function pickupRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'pickup_location',
    endpoints: pickupApi.pickupLocations,
    store: pickupLocationStore,
    setToggle: setPickupLocationActive,
    notFoundMessage: 'Pickup location not found',
  })

  route(app, pickupApi.listPickupWindowChoices, {
    config: { access: 'public' },
    handler: async () => ({
      choices: await pickupWindowChoices(app.db, await readFarmTimeZone(app.db)),
    }),
  })
}
