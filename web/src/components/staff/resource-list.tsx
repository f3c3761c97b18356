import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
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
 */
export function ResourceList<Item extends { id: number }>({
  query,
  records,
  empty: { icon: Icon, ...empty },
  emptyHeadingLevel,
  className = 'grid gap-3',
  children,
}: Pick<QueryStateProps<Item[]>, 'query'> & {
  records: string
  empty: EmptyListWords
  /** The empty state's heading: h3 when the list sits under a section heading of its own. */
  emptyHeadingLevel?: 'h2' | 'h3'
  className?: string
  children: (item: Item) => ReactNode
}) {
  return (
    <QueryState
      query={query}
      loading={`Loading ${records}...`}
      what={`the ${records}`}
      empty={
        <EmptyState
          icon={<Icon className="size-8 text-muted-foreground" aria-hidden="true" />}
          {...empty}
          headingLevel={emptyHeadingLevel}
        />
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
