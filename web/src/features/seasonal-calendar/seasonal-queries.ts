import * as seasonalApi from '#contracts/seasonal-api'
import { apiQuery } from '#web/lib/api-client'

/** Active entries, by category then name (server-rendered too), checked against the contract. */
export const seasonalAvailabilityQuery = apiQuery(seasonalApi.listSeasonalItems, undefined, {
  parse: true,
})
