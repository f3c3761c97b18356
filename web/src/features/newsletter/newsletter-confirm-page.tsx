import { Link } from 'react-router'
import { MailCheck } from 'lucide-react'
import * as engagementApi from '#contracts/engagement-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { EmailedLinkView } from '#web/components/emailed-link-view'

/** /newsletter/confirm?token=...: the link in the confirmation e-mail (double opt-in). */
export function NewsletterConfirmPage() {
  usePageMeta()
  return (
    <EmailedLinkView
      next={{ to: '/products', label: 'Browse the Farm Shop' }}
      back={{ to: '/', label: 'Back to the Farm' }}
      icon={<MailCheck />}
      title="Confirm Your Subscription"
      intro="One last step: press the button to start getting our newsletter, with harvest news, recipes and farm events."
      actionLabel="Confirm Subscription"
      pendingLabel="Confirming"
      endpoint={engagementApi.confirmNewsletter}
      successTitle="You're Subscribed!"
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
