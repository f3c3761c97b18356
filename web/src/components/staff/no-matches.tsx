import { SearchX, X } from 'lucide-react'
import { EmptyState } from '../query-state'
import { Button } from '../ui/button'

/**
 * A filtered list that found nothing (not an empty list): says so, and offers Clear filters.
 * `what` names the records: 'No reviews match these filters'.
 */
export function NoMatches({
  what,
  onClear,
  headingLevel,
}: {
  what: string
  onClear: () => void
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <EmptyState
      icon={<SearchX className="size-9 text-primary" aria-hidden="true" />}
      title={`No ${what} match these filters`}
      description="Try other words, or clear the filters to see them all."
      headingLevel={headingLevel}
      action={
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      }
    />
  )
}
