import { MailCheck } from 'lucide-react'
import { EmailedLinkView, type EmailedLinkViewProps } from './emailed-link-view'

/** The page a sign-up's confirmation link opens (double opt-in): then "You're Subscribed!". */
export function ConfirmLinkView(
  props: Omit<EmailedLinkViewProps, 'icon' | 'pendingLabel' | 'successTitle'>,
) {
  return (
    <EmailedLinkView
      icon={<MailCheck />}
      pendingLabel="Confirming"
      successTitle="You're Subscribed!"
      {...props}
    />
  )
}
