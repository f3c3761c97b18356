import type { ComponentProps } from 'react'
import { StatCard } from './stat-card'

export type Stat = ComponentProps<typeof StatCard>

/**
 * The figures at the top of a staff screen or tab: one `StatCard` a figure, in a `<dl>` whose
 * `className` lays out the grid (how many columns at which width).
 */
export function StatCardGroup({ stats, className }: { stats: Stat[]; className: string }) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <StatCard key={stat.testId} {...stat} />
      ))}
    </dl>
  )
}
