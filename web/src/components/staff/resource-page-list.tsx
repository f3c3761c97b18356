import { useEffect, type ReactNode } from 'react'
import {
  staffDefaultPageSize,
  staffPageSizes,
  staffSortDirections,
  type StaffSortDirection,
} from '#contracts/staff-list-page'
import type { StaffResourcePage } from '#web/lib/staff-resource-page'
import { cn } from '#web/lib/cn'
import { FilterSelect } from './filter-select'
import { ListPager } from './list-pager'
import { ResourceList, type EmptyListWords } from './resource-list'
import { ServerSearchField } from './server-search-field'

const directionLabels: Record<StaffSortDirection, string> = {
  asc: 'Ascending',
  desc: 'Descending',
}

export interface ResourcePageListProps<Item extends { id: number }> {
  /** The page, its search and how to change it (`useStaffResourcePage`). */
  list: StaffResourcePage<Item>
  /** What the list holds: 'products' ('Search products', 'Loading products...'). */
  records: string
  /** The search box's hint: what it looks in ('Name, description or category'). */
  searchPlaceholder: string
  /** The screen's words for each sort key of the resource ('Name', 'Price', 'Newest'). */
  sortLabels: Readonly<Record<string, string>>
  className?: string
  empty: EmptyListWords
  emptyHeadingLevel?: 'h2' | 'h3'
  children: (item: Item) => ReactNode
}

/**
 * A staff resource's records, a page at a time (issue 25): a search box, the sort and its
 * direction, the records (loading, error, the spec's empty state, or 'No ... match' for a search
 * that finds nothing) and the pager, all kept in the address. A page past the last (its records
 * deleted meanwhile) moves to the last one.
 */
export function ResourcePageList<Item extends { id: number }>({
  list: { search, query, change, listing },
  records,
  searchPlaceholder,
  sortLabels,
  className,
  empty,
  emptyHeadingLevel,
  children,
}: ResourcePageListProps<Item>) {
  const answer = query.data
  const lastPage = answer ? Math.max(1, Math.ceil(answer.total / search.pageSize)) : 1
  useEffect(() => {
    if (answer && answer.items.length === 0 && search.page > lastPage) change({ page: lastPage })
  }, [answer, search.page, lastPage, change])

  const sorts = Object.keys(listing.sorts)
  const ownDirection = listing.sorts[search.sort] ?? 'asc'
  const direction = search.dir ?? ownDirection
  const nothingAtAll = answer?.total === 0 && !search.q
  const paged =
    answer !== undefined &&
    (answer.total > staffPageSizes[0] ||
      search.page > 1 ||
      search.pageSize !== staffDefaultPageSize)

  return (
    <div className="grid grid-cols-1 gap-4">
      {!nothingAtAll && (
        <div className="grid grid-cols-2 items-end gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_11rem_9rem] sm:p-4">
          <div className="col-span-2 sm:col-span-1">
            <ServerSearchField
              label={`Search ${records}`}
              placeholder={searchPlaceholder}
              value={search.q}
              onSearch={(q) => change({ q })}
            />
          </div>
          <FilterSelect
            label="Sort by"
            value={search.sort}
            options={sorts}
            optionLabel={(sort) => sortLabels[sort] ?? sort}
            allLabel={null}
            onChange={(sort) => {
              if (sort) change({ sort, dir: undefined })
            }}
          />
          <FilterSelect
            label="Order"
            value={direction}
            options={staffSortDirections}
            optionLabel={(dir) => directionLabels[dir]}
            allLabel={null}
            onChange={(dir) => change({ dir: dir === ownDirection ? undefined : dir })}
          />
        </div>
      )}
      <div
        aria-busy={query.isPlaceholderData}
        className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      >
        <ResourceList
          query={{
            data: answer?.items,
            error: query.error,
            isError: query.isError,
            isPending: query.isPending,
            isFetching: query.isFetching,
            // The page's refetch: QueryState only calls it ('Try again').
            refetch: query.refetch as never,
          }}
          records={records}
          className={className}
          empty={empty}
          emptyHeadingLevel={emptyHeadingLevel}
          search={search.q ? { q: search.q, onClear: () => change({ q: undefined }) } : undefined}
        >
          {children}
        </ResourceList>
      </div>
      {paged && (
        <ListPager
          page={search.page}
          pageSize={search.pageSize as (typeof staffPageSizes)[number]}
          total={answer.total}
          sizes={staffPageSizes}
          what={records}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
    </div>
  )
}
