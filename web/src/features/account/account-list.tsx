import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { LucideIcon } from 'lucide-react'
import { EmptyState, QueryState, type QueryStateProps } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'

/**
 * A list of the account page (orders, visits) under its h2: loading, error, the empty state with
 * a link to where such things are found, or one list item per record.
 */
export function AccountList<Item>({
  query,
  records,
  empty,
  label,
  itemKey,
  itemTestId,
  children,
}: {
  query: QueryStateProps<Item[]>['query']
  /** What the list holds, as a person says it ('your orders'): its loading and error words. */
  records: string
  empty: { icon: LucideIcon; title: string; description: string; to: string; linkLabel: string }
  /** The list's accessible name. */
  label: string
  itemKey: (item: Item) => string | number
  itemTestId: string
  children: (item: Item) => ReactNode
}) {
  return (
    <QueryState
      query={query}
      loading={`Loading ${records}...`}
      what={records}
      headingLevel="h3"
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          headingLevel="h3"
          icon={<empty.icon className="size-8 text-primary" aria-hidden="true" />}
          title={empty.title}
          description={empty.description}
          action={
            <Button asChild variant="outline">
              <Link to={empty.to}>{empty.linkLabel}</Link>
            </Button>
          }
        />
      }
    >
      {(list) => (
        <ul className="grid gap-3" aria-label={label}>
          {list.map((item) => (
            <li key={itemKey(item)} data-testid={itemTestId}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
