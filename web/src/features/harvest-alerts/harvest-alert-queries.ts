import * as catalogApi from '#contracts/catalog-api'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { apiQuery } from '#web/lib/api-client'

/** GET /api/harvest-alerts: the live alerts, newest first (server-rendered too). */
export const harvestAlertsQuery = apiQuery(harvestAlertsApi.listHarvestAlerts, undefined, {
  parse: true,
})

/** GET /api/products: the sign-up form offers the fresh and honey ones (spec 2 §5). */
export const productsQuery = apiQuery(catalogApi.listProducts, undefined, { parse: true })
