import { endpoint } from './endpoint'
import {
  harvestAlertAdminSchema,
  harvestAlertInputSchema,
  harvestAlertListSchema,
  harvestAlertSubscribeResultSchema,
  harvestAlertStatKeys,
  harvestAlertSubscribeSchema,
  harvestAlertTokenResultSchema,
  harvestAlertTokenSchema,
  harvestAlertUpdateSchema,
} from './harvest-alerts'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The live alerts, newest first (server-rendered too). */
export const listHarvestAlerts = endpoint({
  method: 'GET',
  path: '/api/harvest-alerts',
  responses: { 200: harvestAlertListSchema },
})

/** Sign-up (double opt-in): one answer, whether or not the address is subscribed. */
export const subscribeToHarvestAlerts = endpoint({
  method: 'POST',
  path: '/api/harvest-alerts/subscribe',
  body: harvestAlertSubscribeSchema,
  responses: { 200: harvestAlertSubscribeResultSchema },
})

/** The confirmation e-mail's link. */
export const confirmHarvestAlerts = endpoint({
  method: 'POST',
  path: '/api/harvest-alerts/confirm',
  body: harvestAlertTokenSchema,
  responses: { 200: harvestAlertTokenResultSchema },
})

/**
 * The unsubscribe link's page. (Mail programs' RFC 8058 one-click unsubscribe posts a form to
 * /harvest-alerts/unsubscribe, which is not an endpoint of the app.)
 */
export const unsubscribeFromHarvestAlerts = endpoint({
  method: 'POST',
  path: '/api/harvest-alerts/unsubscribe',
  body: harvestAlertTokenSchema,
  responses: { 200: harvestAlertTokenResultSchema },
})

/**
 * Harvest Alerts Admin (spec 3 §2, §7): every alert, hidden, scheduled and expired ones too; PUT
 * takes the full body or only `active`, and the card's switch flips `active`.
 */
export const harvestAlerts = staffResourceEndpoints({
  path: '/api/admin/harvest-alerts',
  item: harvestAlertAdminSchema,
  input: harvestAlertInputSchema,
  update: harvestAlertUpdateSchema,
  toggle: 'active',
  listing: {
    sorts: { alertDate: 'desc', title: 'asc', product: 'asc' },
    defaultSort: 'alertDate',
    stats: harvestAlertStatKeys,
  },
})
