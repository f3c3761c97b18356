import * as identityApi from '#contracts/identity-api'
import * as ordersApi from '#contracts/orders-api'
import * as visitsApi from '#contracts/visits-api'
import { apiQuery } from '#web/lib/api-client'

/** Every order of the customer, newest first (the dashboard shows three). */
export const accountOrdersQuery = apiQuery(ordersApi.listMyOrders, undefined, { parse: true })

/** The customer's farm visits, newest first. */
export const accountBookingsQuery = apiQuery(visitsApi.listAccountBookings, undefined, {
  parse: true,
})

/** The newsletter and the harvest alerts of the account. */
export const emailPreferencesQuery = apiQuery(identityApi.getEmailPreferences, undefined, {
  parse: true,
})
