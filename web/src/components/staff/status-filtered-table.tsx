import { useState, type ReactNode, type Ref } from 'react'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { LucideIcon } from 'lucide-react'
import type { ListPage } from '#contracts/paged-list'
import { FilterButtons } from './filter-buttons'
import { FilteredListSection } from './filtered-list-section'
import { ListPager } from './list-pager'
import { NoMatches } from './no-matches'
import { StaffTable } from './staff-table'
import type { TableLayout } from './table-header-row'

/** The list's answer: one page of records (paged on the server), or every record of a filter. */
export type StatusFilteredAnswer<Item> = ListPage<Item> | Item[]

/** A server-paged list's pager: the page and its size (from the address) and how to change them. */
export interface StatusFilteredPager<Size extends number> {
  page: number
  pageSize: Size
  sizes: readonly Size[]
  onPage: (page: number) => void
  onPageSize: (size: Size) => void
}

/**
 * A staff tab's records filtered by status on the server (subscriptions, bookings, the
 * dashboard's orders): the heading, the status buttons, a panel of search and further filters
 * (`toolbar`), then the table of the list the caller fetched for the chosen filter (`query`),
 * and, for a page of a server-paged list, its pager. Every text names the records as `title`
 * does, in lower case: 'Filter subscriptions by status', 'No subscriptions found for selected
 * status'; with other filters set (`narrowed`) an empty page says no record matches them.
 */
export function StatusFilteredTable<Item, Filter extends string, Size extends number = number>({
  title,
  headingRef,
  actions,
  query,
  filters,
  filter,
  onFilterChange,
  filterLabel,
  counts,
  toolbar,
  narrowed,
  pager,
  headingLevel,
  emptyIcon: EmptyIcon,
  layout,
  children,
}: {
  /** 'Subscriptions': the heading, and in lower case what the texts name. */
  title: string
  headingRef?: Ref<HTMLHeadingElement>
  actions?: ReactNode
  /** The list for the chosen filter (and search, sort and page). */
  query: Pick<
    UseQueryResult<StatusFilteredAnswer<Item>>,
    'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
  >
  filters: readonly Filter[]
  filter: Filter
  onFilterChange: (filter: Filter) => void
  filterLabel: (filter: Filter) => string
  counts?: Record<Filter, number> | null
  /** Search, sort and further filters, between the status buttons and the table. */
  toolbar?: ReactNode
  /** Set while a search or filter other than the status narrows the list. */
  narrowed?: { onClear: () => void } | null
  /** The pager of a server-paged list. */
  pager?: StatusFilteredPager<Size>
  /** The level of the error's heading, h3 where the tab's heading is not the page's only h2. */
  headingLevel?: 'h2' | 'h3'
  emptyIcon: LucideIcon
  layout: TableLayout
  /** One row a record, with its key. */
  children: (item: Item) => ReactNode
}) {
  const records = title.toLowerCase()
  const page = query.data && !Array.isArray(query.data) ? query.data : null

  return (
    <FilteredListSection
      id={`${records}-heading`}
      title={title}
      headingRef={headingRef}
      refreshing={query.isFetching && !query.isPending}
      refreshingLabel={`Refreshing ${records}`}
      actions={actions}
      filter={
        <div className="grid gap-3">
          <FilterButtons
            label={`Filter ${records} by status`}
            options={filters}
            value={filter}
            onChange={onFilterChange}
            optionLabel={filterLabel}
            counts={counts}
          />
          {toolbar}
        </div>
      }
    >
      <div className="grid gap-4">
        <StaffTable
          query={query}
          loading={`Loading ${records}...`}
          what={`the ${records}`}
          headingLevel={headingLevel}
          emptyIcon={<EmptyIcon className="size-9 text-primary" aria-hidden="true" />}
          emptyTitle={`No ${records} found for selected status`}
          noMatches={
            narrowed ? (
              <NoMatches what={records} onClear={narrowed.onClear} headingLevel={headingLevel} />
            ) : undefined
          }
          layout={layout}
        >
          {children}
        </StaffTable>
        {pager && page && page.total > 0 && (
          <ListPager
            page={pager.page}
            pageSize={pager.pageSize}
            total={page.total}
            sizes={pager.sizes}
            what={records}
            onPage={pager.onPage}
            onPageSize={pager.onPageSize}
          />
        )}
      </div>
    </FilteredListSection>
  )
}

/**
 * A status filter kept in the component, and the list of the chosen status fetched afresh each
 * time the tab opens: for a list the server answers whole (`StatusFilteredTable`'s `query`).
 */
export function useStatusFilteredQuery<Item, Filter extends string>(
  queryOf: (filter: Filter) => UseQueryOptions<Item[]>,
  filters: readonly Filter[],
) {
  const [filter, setFilter] = useState(filters[0]!)
  const query = useQuery({ ...queryOf(filter), refetchOnMount: 'always' })
  return { filter, onFilterChange: setFilter, query }
}
