import * as plantInventoryApi from '#contracts/plant-inventory-api'
import { apiQuery } from '#web/lib/api-client'

/** Every plant, mangos first (server-rendered too), checked against the contract; tabs filter it. */
export const plantInventoryQuery = apiQuery(plantInventoryApi.listPlants, undefined, {
  parse: true,
})
