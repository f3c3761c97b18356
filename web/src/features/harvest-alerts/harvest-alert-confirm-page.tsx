import { MailCheck } from 'lucide-react'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { EmailedLinkView } from '#web/components/emailed-link-view'

/** /harvest-alerts/confirm?token=...: the link in the sign-up's confirmation e-mail (double opt-in). */
export function HarvestAlertConfirmPage() {
  usePageMeta()
  return (
    <EmailedLinkView
      next={{ to: '/harvest-alerts', label: 'See Current Alerts' }}
      back={{ to: '/harvest-alerts', label: 'Back to Harvest Alerts' }}
      icon={<MailCheck />}
      title="Confirm Your Harvest Alerts"
      intro="One last step: press the button and we'll e-mail you when the products you chose are ready."
      actionLabel="Confirm Harvest Alerts"
      pendingLabel="Confirming"
      endpoint={harvestAlertsApi.confirmHarvestAlerts}
      successTitle="You're Subscribed!"
      invalidHelp="If you already confirmed, you're all set. Otherwise subscribe again on the Harvest Alerts page for a fresh link."
    />
  )
}
