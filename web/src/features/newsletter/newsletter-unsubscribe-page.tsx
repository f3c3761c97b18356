import { Link } from 'react-router'
import { MailX } from 'lucide-react'
import * as engagementApi from '#contracts/engagement-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { EmailedLinkView } from '#web/components/emailed-link-view'

/** /newsletter/unsubscribe?token=...: the link at the bottom of every newsletter e-mail. */
export function NewsletterUnsubscribePage() {
  usePageMeta()
  return (
    <EmailedLinkView
      next={{ to: '/products', label: 'Browse the Farm Shop' }}
      back={{ to: '/', label: 'Back to the Farm' }}
      icon={<MailX />}
      title="Unsubscribe from Our Newsletter"
      intro="Press the button and we'll stop sending you our newsletter. You can sign up again any time."
      actionLabel="Unsubscribe"
      pendingLabel="Unsubscribing"
      endpoint={engagementApi.unsubscribeFromNewsletter}
      successTitle="You're Unsubscribed"
      invalidHelp={
        <>
          Please use the link from one of our e-mails, or{' '}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            write to us
          </Link>{' '}
          and we&apos;ll take you off the list by hand.
        </>
      }
    />
  )
}
