import type { ReactNode } from 'react'
import { MailX } from 'lucide-react'
import { EmailedLinkView, type EmailedLinkViewProps } from './emailed-link-view'

/** The page an e-mail's unsubscribe link opens: an Unsubscribe button, then "You're Unsubscribed". */
export function UnsubscribeLinkView({
  icon = <MailX />,
  ...props
}: Omit<EmailedLinkViewProps, 'icon' | 'actionLabel' | 'pendingLabel' | 'successTitle'> & {
  icon?: ReactNode
}) {
  return (
    <EmailedLinkView
      icon={icon}
      actionLabel="Unsubscribe"
      pendingLabel="Unsubscribing"
      successTitle="You're Unsubscribed"
      {...props}
    />
  )
}
