import { useId } from 'react'
import { CheckCircle2, FileText, Megaphone } from 'lucide-react'
import { platformLabel, socialPlatforms } from '#contracts/social-media'
import { QueryState } from '#web/components/query-state'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { useSocialPosts } from './social-media-api'
import { sectionHeading } from './section-heading'

export function OverviewTab() {
  const posts = useSocialPosts()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-4`}>
        Overview
      </h2>
      <QueryState query={posts} loading="Loading posts..." what="the posts" headingLevel="h3">
        {(list) => {
          const count = (platform: string | null, status: string | null) =>
            list.filter(
              (post) =>
                (platform === null || post.platform === platform) &&
                (status === null || post.status === status),
            ).length
          return (
            <div className="grid gap-6">
              <StatCardGroup
                className="grid gap-3 sm:grid-cols-3"
                stats={[
                  {
                    label: 'Total posts',
                    value: String(list.length),
                    icon: <Megaphone />,
                    testId: 'social-total',
                  },
                  {
                    label: 'Drafts',
                    value: String(count(null, 'draft')),
                    icon: <FileText />,
                    testId: 'social-drafts',
                  },
                  {
                    label: 'Published/Ready',
                    value: String(count(null, 'ready')),
                    icon: <CheckCircle2 />,
                    testId: 'social-ready',
                  },
                ]}
              />
              <div className="overflow-x-auto rounded-xl border border-border/70 bg-card">
                <table className="w-full text-sm">
                  <caption className="sr-only">Posts per platform and status</caption>
                  <thead>
                    <tr className="border-b border-border/70 text-left">
                      <th scope="col" className="p-3 font-semibold">
                        Platform
                      </th>
                      <th scope="col" className="p-3 text-right font-semibold">
                        Drafts
                      </th>
                      <th scope="col" className="p-3 text-right font-semibold">
                        Published/Ready
                      </th>
                      <th scope="col" className="p-3 text-right font-semibold">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {socialPlatforms.map((platform) => (
                      <tr key={platform} className="border-b border-border/40 last:border-0">
                        <th scope="row" className="p-3 text-left font-medium">
                          {platformLabel(platform)}
                        </th>
                        <td className="p-3 text-right tabular-nums">{count(platform, 'draft')}</td>
                        <td className="p-3 text-right tabular-nums">{count(platform, 'ready')}</td>
                        <td className="p-3 text-right tabular-nums">{count(platform, null)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )
        }}
      </QueryState>
    </section>
  )
}
