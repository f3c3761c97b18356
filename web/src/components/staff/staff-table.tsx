import type { ReactNode } from 'react'
import { EmptyState, QueryState, type QueryStateProps } from '../query-state'
import { Card } from '../ui/card'
import { TableHeaderRow, type TableLayout } from './table-header-row'

/**
 * A staff table of records (orders, bookings, subscriptions): loading, error with retry, the empty
 * state ('No orders found for selected status'), then the column headings and one `TableRow` a
 * record, each row given by `children` with its key.
 */
export function StaffTable<Item>({
  query,
  loading,
  what,
  headingLevel,
  emptyIcon,
  emptyTitle,
  layout,
  children,
}: Pick<QueryStateProps<Item[]>, 'query' | 'loading' | 'what' | 'headingLevel'> & {
  emptyIcon: ReactNode
  emptyTitle: string
  layout: TableLayout
  children: (item: Item) => ReactNode
}) {
  return (
    <QueryState
      query={query}
      loading={loading}
      what={what}
      headingLevel={headingLevel}
      empty={<EmptyState icon={emptyIcon} title={emptyTitle} headingLevel={headingLevel} />}
    >
      {(list) => (
        <Card className="overflow-hidden">
          <TableHeaderRow layout={layout} />
          <ul className="divide-y divide-border/70">{list.map(children)}</ul>
        </Card>
      )}
    </QueryState>
  )
}
