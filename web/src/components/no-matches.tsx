import type { ReactNode } from 'react'
import { EmptyState } from './query-state'
import { Button } from './ui/button'

/**
 * A filtered list's empty state: with `onClear`, nothing matches the search or category (and a
 * button shows everything again); without it, the list itself is empty.
 */
export function NoMatches({
  icon,
  title,
  emptyText,
  clearLabel,
  onClear,
  headingLevel,
  hint = 'Try another word or category.',
}: {
  icon: ReactNode
  title: string
  /** Why there is nothing at all ('Our first recipes are on their way.'). */
  emptyText: string
  /** 'Show all recipes'. */
  clearLabel: string
  onClear?: () => void
  headingLevel: 'h2' | 'h3'
  /** What to try when nothing matches (a list searched by words only: 'Try another word.'). */
  hint?: string
}) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={icon}
      title={title}
      description={onClear ? hint : emptyText}
      action={
        onClear && (
          <Button variant="outline" onClick={onClear}>
            {clearLabel}
          </Button>
        )
      }
    />
  )
}
