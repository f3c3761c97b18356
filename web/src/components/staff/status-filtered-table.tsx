import { useState, type ReactNode, type Ref } from 'react'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { LucideIcon } from 'lucide-react'
import { FilterButtons } from './filter-buttons'
import { FilteredListSection } from './filtered-list-section'
import { StaffTable } from './staff-table'
import type { TableLayout } from './table-header-row'

/**
 * A staff tab's records filtered by status on the server (orders, bookings, subscriptions): the
 * heading, the status buttons (the first, All, chosen at first), then the table of the filtered
 * list, fetched afresh each time the tab opens. Every text names the records as `title` does,
 * in lower case: 'Filter orders by status', 'No orders found for selected status'.
 */
export function StatusFilteredTable<Item, Filter extends string>({
  title,
  headingRef,
  actions,
  queryOf,
  filters,
  filterLabel,
  counts,
  headingLevel,
  emptyIcon: EmptyIcon,
  layout,
  children,
}: {
  /** 'Orders': the heading, and in lower case what the texts name. */
  title: string
  headingRef?: Ref<HTMLHeadingElement>
  actions?: ReactNode
  /** The list for one filter. */
  queryOf: (filter: Filter) => UseQueryOptions<Item[]>
  filters: readonly Filter[]
  filterLabel: (filter: Filter) => string
  counts?: Record<Filter, number> | null
  /** The level of the error's heading, h3 where the tab's heading is not the page's only h2. */
  headingLevel?: 'h2' | 'h3'
  emptyIcon: LucideIcon
  layout: TableLayout
  /** One row a record, with its key. */
  children: (item: Item) => ReactNode
}) {
  const records = title.toLowerCase()
  const [filter, setFilter] = useState(filters[0])
  const list = useQuery({ ...queryOf(filter), refetchOnMount: 'always' })

  return (
    <FilteredListSection
      id={`${records}-heading`}
      title={title}
      headingRef={headingRef}
      refreshing={list.isFetching && !list.isPending}
      refreshingLabel={`Refreshing ${records}`}
      actions={actions}
      filter={
        <FilterButtons
          label={`Filter ${records} by status`}
          options={filters}
          value={filter}
          onChange={setFilter}
          optionLabel={filterLabel}
          counts={counts}
        />
      }
    >
      <StaffTable
        query={list}
        loading={`Loading ${records}...`}
        what={`the ${records}`}
        headingLevel={headingLevel}
        emptyIcon={<EmptyIcon className="size-9 text-primary" aria-hidden="true" />}
        emptyTitle={`No ${records} found for selected status`}
        layout={layout}
      >
        {children}
      </StaffTable>
    </FilteredListSection>
  )
}
