import { BellOff } from 'lucide-react'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { UnsubscribeLinkView } from '#web/components/unsubscribe-link-view'
import { alertPageLinks } from './alert-page-links'

/** /harvest-alerts/unsubscribe?token=...: the link at the bottom of every harvest-alert e-mail. */
export function HarvestAlertUnsubscribePage() {
  usePageMeta()
  return (
    <UnsubscribeLinkView
      {...alertPageLinks}
      icon={<BellOff />}
      title="Stop Harvest Alerts"
      intro="Press the button and we won't send Harvest Alerts to this address any more."
      endpoint={harvestAlertsApi.unsubscribeFromHarvestAlerts}
      invalidHelp="Please use the link from our e-mail, or write to us through the contact page and we'll stop them by hand."
    />
  )
}
