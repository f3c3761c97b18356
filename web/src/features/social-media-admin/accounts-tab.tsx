import { useId } from 'react'
import { Link } from 'react-router'
import { ExternalLink } from 'lucide-react'
import { platformLabel } from '#contracts/social-media'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { useSocialAccounts } from './social-media-api'
import { sectionHeading } from './section-heading'

export function AccountsTab() {
  const accounts = useSocialAccounts()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-1`}>
        Accounts
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        The farm’s profiles, as written in the{' '}
        <Link to="/admin/content" className="font-medium text-primary underline">
          Website Content Manager
        </Link>{' '}
        (Footer). No account is connected for posting.
      </p>
      <QueryState
        query={accounts}
        loading="Loading accounts..."
        what="the accounts"
        headingLevel="h3"
        empty={
          <EmptyState
            title="No accounts yet"
            description="Add the farm’s profile addresses in the Website Content Manager."
            headingLevel="h3"
          />
        }
      >
        {(list) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((account) => (
              <li
                key={`${account.platform}-${account.accountName}-${String(account.connected)}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border/70 bg-card p-4 shadow-soft"
                data-testid="social-account"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{platformLabel(account.platform)}</p>
                  <p className="text-sm break-all text-muted-foreground">{account.accountName}</p>
                </div>
                {account.profileUrl ? (
                  <Button asChild variant="outline" size="sm">
                    <a href={account.profileUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" />
                      Open profile
                      <span className="sr-only">
                        {' '}
                        on {platformLabel(account.platform)} (opens in a new tab)
                      </span>
                    </a>
                  </Button>
                ) : (
                  <Badge variant="outline">Connected</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
