import { Link } from 'react-router'
import { MailX } from 'lucide-react'
import * as backInStockApi from '#contracts/back-in-stock-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { EmailedLinkView } from '#web/components/emailed-link-view'

/** /back-in-stock/unsubscribe?token=...: the link at the bottom of a back-in-stock e-mail. */
export function BackInStockUnsubscribePage() {
  usePageMeta()
  return (
    <EmailedLinkView
      next={{ to: '/products', label: 'Browse the Farm Shop' }}
      back={{ to: '/', label: 'Back to the Farm' }}
      icon={<MailX />}
      title="Stop Back-in-Stock E-mails"
      intro="Press the button and we won't e-mail this address when a product is back in stock."
      actionLabel="Unsubscribe"
      pendingLabel="Unsubscribing"
      endpoint={backInStockApi.unsubscribeBackInStock}
      successTitle="You're Unsubscribed"
      invalidHelp={
        <>
          Please use the link from our e-mail, or{' '}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            write to us
          </Link>{' '}
          and we&apos;ll stop them by hand.
        </>
      }
    />
  )
}
