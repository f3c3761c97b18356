import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { CalendarDays, Hourglass, Newspaper, PenLine } from 'lucide-react'
import { isBlogOverdue, type BlogStatus } from '#contracts/reminders'
import * as remindersApi from '#contracts/reminders-api'
import { StaffQueryState } from '#web/components/staff/staff-query-state'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { apiQuery } from '#web/lib/api-client'
import { formatLongDate } from '#web/lib/format-date'

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`)

/**
 * The 'Farm Status' tab (spec 3 "Farm reminder system"): the blog's last post date and the days
 * since, with 'Overdue for new blog post!' from 7 days on, or 'No blog posts found'.
 */
export function FarmStatusView({ timeZone }: { timeZone: string }) {
  const status = useQuery({
    ...apiQuery(remindersApi.getBlogStatus, undefined, { parse: true }),
    refetchOnMount: 'always',
  })
  const writeButton = (
    <Button asChild variant="outline">
      <Link to="/blog-admin">
        <PenLine aria-hidden="true" />
        Open the Blog Manager
      </Link>
    </Button>
  )
  return (
    <section aria-labelledby="blog-status-heading" className="grid gap-4">
      <h2 id="blog-status-heading" className="font-serif text-xl font-semibold sm:text-2xl">
        Blog Post Status
      </h2>
      <StaffQueryState
        query={status}
        loading="Loading blog status..."
        what="the blog status"
        headingLevel="h3"
        empty={{
          icon: <Newspaper className="size-8 text-muted-foreground" aria-hidden="true" />,
          title: 'No blog posts found',
          description: 'Published posts show here with how long ago the last one went out.',
          action: writeButton,
        }}
        isEmpty={(data: BlogStatus) => data.lastPostDate === null}
      >
        {(data) => (
          <div className="grid gap-4">
            <StatCardGroup
              className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4"
              stats={[
                {
                  label: 'Last post',
                  value: formatLongDate(data.lastPostDate, timeZone),
                  icon: <CalendarDays />,
                  testId: 'blog-last-post-date',
                },
                {
                  label: 'Days since last post',
                  value: daysText(data.daysSinceLastPost ?? 0),
                  icon: <Hourglass />,
                  testId: 'blog-days-since',
                },
              ]}
            />
            {data.lastPostTitle && (
              <p className="text-sm text-muted-foreground">
                Latest: <span className="font-medium text-foreground">{data.lastPostTitle}</span>
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              {isBlogOverdue(data.daysSinceLastPost) ? (
                <Badge variant="destructive" data-testid="blog-overdue">
                  Overdue for new blog post!
                </Badge>
              ) : (
                <Badge variant="secondary">Blog is up to date</Badge>
              )}
              {writeButton}
            </div>
          </div>
        )}
      </StaffQueryState>
    </section>
  )
}
