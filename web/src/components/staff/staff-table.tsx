import type { ReactNode } from 'react'
import type { ListPage } from '#contracts/paged-list'
import { EmptyState, QueryState, type QueryStateProps } from '../query-state'
import { Card } from '../ui/card'
import { TableHeaderRow, type TableLayout } from './table-header-row'

const itemsOf = <Item,>(answer: ListPage<Item> | Item[]) =>
  Array.isArray(answer) ? answer : answer.items

/**
 * A staff table of records (subscriptions, bookings, orders): loading, error with retry, the
 * empty state ('No orders found for selected status', or `noMatches` while filters narrow the
 * list), then the column headings and one `TableRow` a record, each row given by `children`
 * with its key. The answer is every record, or one page of them.
 */
export function StaffTable<Item>({
  query,
  loading,
  what,
  headingLevel,
  emptyIcon,
  emptyTitle,
  noMatches,
  layout,
  children,
}: Pick<QueryStateProps<ListPage<Item> | Item[]>, 'query' | 'loading' | 'what' | 'headingLevel'> & {
  emptyIcon: ReactNode
  emptyTitle: string
  noMatches?: ReactNode
  layout: TableLayout
  children: (item: Item) => ReactNode
}) {
  return (
    <QueryState
      query={query}
      loading={loading}
      what={what}
      headingLevel={headingLevel}
      // A page past the last (after a change elsewhere) is not an empty list: its pager shows.
      isEmpty={(answer) => (Array.isArray(answer) ? answer.length === 0 : answer.total === 0)}
      empty={
        noMatches ?? <EmptyState icon={emptyIcon} title={emptyTitle} headingLevel={headingLevel} />
      }
    >
      {(answer) => (
        <Card className="overflow-hidden">
          <TableHeaderRow layout={layout} />
          <ul className="divide-y divide-border/70">{itemsOf(answer).map(children)}</ul>
        </Card>
      )}
    </QueryState>
  )
}
