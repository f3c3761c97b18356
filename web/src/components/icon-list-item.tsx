import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

/** A list item led by a round icon: a name in bold over a line that explains it. */
export function IconListItem({
  icon,
  iconClassName,
  title,
  description,
  className,
}: {
  icon: ReactNode
  /** The circle's colours (and its icon's size). */
  iconClassName: string
  title: ReactNode
  description: ReactNode
  className?: string
}) {
  return (
    <li className={cn('flex gap-3', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          iconClassName,
        )}
      >
        {icon}
      </span>
      <span className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </li>
  )
}
