import type { ReactNode } from 'react'
import { SearchX, type LucideIcon } from 'lucide-react'
import { NoMatches } from '../no-matches'
import { EmptyState, QueryState, type QueryStateProps } from '../query-state'

/** The spec's words for an empty list, its icon, and its next step ('Add Your First Plant'). */
export interface EmptyListWords {
  icon: LucideIcon
  title: string
  description: ReactNode
  action?: ReactNode
}

/**
 * A staff screen's records: loading, error with retry, the spec's empty state, then one list item
 * per record (`className` lays the list out: one column, or a grid of cards). `records` names what
 * the list holds in its loading and error texts: 'recipes' ('Loading recipes...', 'the recipes').
 * With a `search` that matches nothing, it says so (and shows every record again on a click)
 * instead of the empty state: the records are there, the search found none of them.
 */
export function ResourceList<Item extends { id: number }>({
  query,
  records,
  empty: { icon: Icon, ...empty },
  emptyHeadingLevel,
  search,
  className = 'grid gap-3',
  children,
}: Pick<QueryStateProps<Item[]>, 'query'> & {
  records: string
  empty: EmptyListWords
  /** The empty state's heading: h3 when the list sits under a section heading of its own. */
  emptyHeadingLevel?: 'h2' | 'h3'
  /** The words searched for, when the list is a search's answer. */
  search?: { q: string; onClear: () => void }
  className?: string
  children: (item: Item) => ReactNode
}) {
  return (
    <QueryState
      query={query}
      loading={`Loading ${records}...`}
      what={`the ${records}`}
      empty={
        search ? (
          <NoMatches
            icon={<SearchX className="size-8 text-muted-foreground" aria-hidden="true" />}
            title={`No ${records} match “${search.q}”`}
            emptyText=""
            hint="Try another word, or part of one."
            clearLabel={`Show all ${records}`}
            onClear={search.onClear}
            headingLevel={emptyHeadingLevel ?? 'h2'}
          />
        ) : (
          <EmptyState
            icon={<Icon className="size-8 text-muted-foreground" aria-hidden="true" />}
            {...empty}
            headingLevel={emptyHeadingLevel}
          />
        )
      }
    >
      {(items) => (
        <ul className={className}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
