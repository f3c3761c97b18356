import { Link } from 'react-router'
import type { EmailedLinkEndpoint } from '#web/components/emailed-link-view'
import { UnsubscribeLinkView } from '#web/components/unsubscribe-link-view'
import { shopLinks } from './shop-links'

/** The page an unsubscribe link in one of the shop's e-mails opens (newsletter, back in stock). */
export function UnsubscribeView({
  title,
  intro,
  endpoint,
  linkFrom,
  byHand,
}: {
  title: string
  intro: string
  endpoint: EmailedLinkEndpoint
  /** Which e-mail the link was in: 'our e-mail'. */
  linkFrom: string
  /** What we do when written to: 'stop them by hand'. */
  byHand: string
}) {
  return (
    <UnsubscribeLinkView
      {...shopLinks}
      title={title}
      intro={intro}
      endpoint={endpoint}
      invalidHelp={
        <>
          Please use the link from {linkFrom}, or{' '}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            write to us
          </Link>{' '}
          and we&apos;ll {byHand}.
        </>
      }
    />
  )
}
