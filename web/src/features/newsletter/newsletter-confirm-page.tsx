import { Link } from 'react-router'
import * as engagementApi from '#contracts/engagement-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { ConfirmLinkView } from '#web/components/confirm-link-view'
import { shopLinks } from './shop-links'

/** /newsletter/confirm?token=...: the link in the confirmation e-mail (double opt-in). */
export function NewsletterConfirmPage() {
  usePageMeta()
  return (
    <ConfirmLinkView
      {...shopLinks}
      title="Confirm Your Subscription"
      intro="One last step: press the button to start getting our newsletter, with harvest news, recipes and farm events."
      actionLabel="Confirm Subscription"
      endpoint={engagementApi.confirmNewsletter}
      invalidHelp={
        <>
          If you already confirmed, you&apos;re all set. Otherwise sign up again on our{' '}
          <Link
            to="/contact#newsletter"
            className="font-medium text-primary underline underline-offset-4"
          >
            contact page
          </Link>{' '}
          for a fresh link.
        </>
      }
    />
  )
}
