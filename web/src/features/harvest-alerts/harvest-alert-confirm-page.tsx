import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { ConfirmLinkView } from '#web/components/confirm-link-view'
import { alertPageLinks } from './alert-page-links'

/** /harvest-alerts/confirm?token=...: the link in the sign-up's confirmation e-mail (double opt-in). */
export function HarvestAlertConfirmPage() {
  usePageMeta()
  return (
    <ConfirmLinkView
      {...alertPageLinks}
      title="Confirm Your Harvest Alerts"
      intro="One last step: press the button and we'll e-mail you when the products you chose are ready."
      actionLabel="Confirm Harvest Alerts"
      endpoint={harvestAlertsApi.confirmHarvestAlerts}
      invalidHelp="If you already confirmed, you're all set. Otherwise subscribe again on the Harvest Alerts page for a fresh link."
    />
  )
}
