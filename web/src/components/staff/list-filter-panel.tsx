import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { ServerSearchField } from './server-search-field'

/**
 * A server-paged list's search and filters in one panel (as the order list has them): the
 * search box, the filters and sort below it (two a row on a phone), and Clear filters while any
 * filter is set. Every change goes to the address.
 */
export function ListFilterPanel({
  search,
  filtered,
  onClear,
  children,
}: {
  search: {
    label: string
    placeholder: string
    value: string | undefined
    onSearch: (value: string) => void
  }
  /** Whether any filter (or search) is set: Clear filters shows then. */
  filtered: boolean
  onClear: () => void
  /** The filters and the sort: `FilterSelect`s, `SortSelect`. */
  children?: ReactNode
}) {
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-3 sm:p-4">
      <ServerSearchField {...search} />
      {children && (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">{children}</div>
      )}
      {filtered && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </div>
  )
}
