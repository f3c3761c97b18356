import { useId } from 'react'
import { CheckCircle2, FileText, Megaphone } from 'lucide-react'
import { platformLabel } from '#contracts/social-media'
import { QueryState } from '#web/components/query-state'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { useSocialPostSummary } from './social-media-api'
import { sectionHeading } from './section-heading'

/** The Overview tab: how many posts there are, by status and platform, counted by the server. */
export function OverviewTab() {
  const summary = useSocialPostSummary()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-4`}>
        Overview
      </h2>
      <QueryState query={summary} loading="Loading posts..." what="the posts" headingLevel="h3">
        {(counts) => {
          return (
            <div className="grid gap-6">
              <StatCardGroup
                className="grid gap-3 sm:grid-cols-3"
                stats={[
                  {
                    label: 'Total posts',
                    value: String(counts.total),
                    icon: <Megaphone />,
                    testId: 'social-total',
                  },
                  {
                    label: 'Drafts',
                    value: String(counts.draft),
                    icon: <FileText />,
                    testId: 'social-drafts',
                  },
                  {
                    label: 'Published/Ready',
                    value: String(counts.ready),
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
                    {counts.platforms.map((row) => (
                      <tr key={row.platform} className="border-b border-border/40 last:border-0">
                        <th scope="row" className="p-3 text-left font-medium">
                          {platformLabel(row.platform)}
                        </th>
                        <td className="p-3 text-right tabular-nums">{row.draft}</td>
                        <td className="p-3 text-right tabular-nums">{row.ready}</td>
                        <td className="p-3 text-right tabular-nums">{row.total}</td>
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
