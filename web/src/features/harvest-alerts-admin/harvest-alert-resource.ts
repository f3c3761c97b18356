import type { DefaultValues } from 'react-hook-form'
import type { HarvestAlertAdmin, HarvestAlertInput } from '#contracts/harvest-alerts'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Harvest Alerts Admin (spec 3 §2, §7, §8 "Alerts"): every alert, hidden, scheduled and expired
 * ones too; a change also refreshes the public list of /harvest-alerts. The switch on a card sends
 * only `active`.
 */
export const harvestAlertResource = defineStaffResource<HarvestAlertAdmin>({
  endpoints: harvestAlertsApi.harvestAlerts,
  refreshes: [harvestAlertsApi.listHarvestAlerts],
  messages: {
    ...successToasts(({ Past }) => `Harvest Alert ${Past}`),
    toggled: 'Alert Status Updated',
    ...failureToasts(({ Verb }) => ({ title: `Failed to ${Verb} Alert` })),
    toggleFailed: { title: 'Failed to Update Status' },
  },
})

/** Spec 3 §10: a new alert is a harvest_ready alert, dated now, shown to customers. */
export function blankHarvestAlert(now: Date = new Date()): DefaultValues<HarvestAlertInput> {
  return {
    alertType: 'harvest_ready',
    title: '',
    message: '',
    alertDate: now.toISOString(),
    expiryDate: null,
    active: true,
  }
}

/** A stored alert as the form edits it. */
export function harvestAlertFormValues(alert: HarvestAlertAdmin): DefaultValues<HarvestAlertInput> {
  return recordFormValues<DefaultValues<HarvestAlertInput>, 'productId'>(
    blankHarvestAlert(),
    alert,
    { productId: alert.productId ?? undefined },
  )
}
