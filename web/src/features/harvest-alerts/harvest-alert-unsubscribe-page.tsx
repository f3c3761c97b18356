import { BellOff } from 'lucide-react'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { EmailedLinkView } from '#web/components/emailed-link-view'

/** /harvest-alerts/unsubscribe?token=...: the link at the bottom of every harvest-alert e-mail. */
export function HarvestAlertUnsubscribePage() {
  usePageMeta()
  return (
    <EmailedLinkView
      next={{ to: '/harvest-alerts', label: 'See Current Alerts' }}
      back={{ to: '/harvest-alerts', label: 'Back to Harvest Alerts' }}
      icon={<BellOff />}
      title="Stop Harvest Alerts"
      intro="Press the button and we won't send Harvest Alerts to this address any more."
      actionLabel="Unsubscribe"
      pendingLabel="Unsubscribing"
      endpoint={harvestAlertsApi.unsubscribeFromHarvestAlerts}
      successTitle="You're Unsubscribed"
      invalidHelp="Please use the link from our e-mail, or write to us through the contact page and we'll stop them by hand."
    />
  )
}
