import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn'

/**
 * A figure at the top of a staff screen (orders, revenue, photos): an icon, a label and the value,
 * a dash while it loads, and an optional line of detail. Used inside a `<dl>`, which holds a
 * screen's cards in a grid.
 */
export function StatCard({
  label,
  value,
  icon,
  testId,
  detail,
  className,
}: {
  label: string
  value: string | null
  icon: ReactNode
  testId: string
  /** A line under the value, e.g. the change against the period before. */
  detail?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'relative rounded-2xl border border-border/70 bg-card py-3 pr-4 pl-16 shadow-soft',
        className,
      )}
    >
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4.5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl" data-testid={testId}>
        {value ?? '–'}
      </dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  )
}
