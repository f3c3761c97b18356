import * as engagementApi from '#contracts/engagement-api'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { UnsubscribeView } from './unsubscribe-view'

/** /newsletter/unsubscribe?token=...: the link at the bottom of every newsletter e-mail. */
export function NewsletterUnsubscribePage() {
  usePageMeta()
  return (
    <UnsubscribeView
      title="Unsubscribe from Our Newsletter"
      intro="Press the button and we'll stop sending you our newsletter. You can sign up again any time."
      endpoint={engagementApi.unsubscribeFromNewsletter}
      linkFrom="one of our e-mails"
      byHand="take you off the list by hand"
    />
  )
}
