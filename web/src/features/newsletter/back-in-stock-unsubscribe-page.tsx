import * as backInStockApi from '#contracts/back-in-stock-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { UnsubscribeView } from './unsubscribe-view'

/** /back-in-stock/unsubscribe?token=...: the link at the bottom of a back-in-stock e-mail. */
export function BackInStockUnsubscribePage() {
  usePageMeta()
  return (
    <UnsubscribeView
      title="Stop Back-in-Stock E-mails"
      intro="Press the button and we won't e-mail this address when a product is back in stock."
      endpoint={backInStockApi.unsubscribeBackInStock}
      linkFrom="our e-mail"
      byHand="stop them by hand"
    />
  )
}
