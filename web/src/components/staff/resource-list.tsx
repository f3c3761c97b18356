import type { ReactNode } from 'react'
import { QueryState, type QueryStateProps } from '../query-state'

/**
 * A staff screen's records: loading, error with retry, the spec's empty state, then one list item
 * per record (`className` lays the list out: one column, or a grid of cards).
 */
export function ResourceList<Item extends { id: number }>({
  query,
  loading,
  what,
  empty,
  className = 'grid gap-3',
  children,
}: Pick<QueryStateProps<Item[]>, 'query' | 'loading' | 'what' | 'empty'> & {
  className?: string
  children: (item: Item) => ReactNode
}) {
  return (
    <QueryState query={query} loading={loading} what={what} empty={empty}>
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
