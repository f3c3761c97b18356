import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { listPageSizes } from '#contracts/paged-list'
import {
  staffBookingQuerySchema,
  staffBookingTypeLabels,
  staffBookingTypes,
} from '#contracts/visits-admin'
import { DateFilter } from '#web/components/staff/date-filter'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListFilterPanel } from '#web/components/staff/list-filter-panel'
import { SortSelect } from '#web/components/staff/sort-select'
import { StatusFilteredTable } from '#web/components/staff/status-filtered-table'
import { useListSearch } from '#web/hooks/use-list-search'
import { BookingRow, bookingsTable } from './booking-row'
import {
  bookingFilterLabel,
  bookingFilters,
  bookingSortChoices,
  bookingsQuery,
  clearedBookingFilters,
} from './bookings-view'

/**
 * The Bookings list (spec 3 §2, issue 25): event, workshop and pick-your-own bookings together,
 * searched, filtered by status, type and visit dates, sorted and paged on the server with every
 * choice in the address, each with its status actions.
 */
export function BookingsTab() {
  const [search, change] = useListSearch(staffBookingQuerySchema)
  const list = useQuery({
    ...bookingsQuery(search),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
  const narrowed = Boolean(search.q || search.type || search.from || search.to)
  const clear = () => change(clearedBookingFilters)
  return (
    <StatusFilteredTable
      title="Bookings"
      query={list}
      filters={bookingFilters}
      filter={search.status ?? 'all'}
      onFilterChange={(filter) => change({ status: filter === 'all' ? undefined : filter })}
      filterLabel={bookingFilterLabel}
      toolbar={
        <ListFilterPanel
          search={{
            label: 'Search bookings',
            placeholder: 'Customer name, e-mail or phone, or event',
            value: search.q,
            onSearch: (q) => change({ q }),
          }}
          filtered={narrowed || Boolean(search.status)}
          onClear={clear}
        >
          <FilterSelect
            label="Type"
            value={search.type}
            options={staffBookingTypes}
            optionLabel={(type) => staffBookingTypeLabels[type]}
            onChange={(type) => change({ type })}
          />
          <DateFilter
            label="Visit from"
            value={search.from}
            onChange={(from) => change({ from })}
          />
          <DateFilter label="Visit to" value={search.to} onChange={(to) => change({ to })} />
          <SortSelect
            value={search}
            choices={bookingSortChoices}
            onChange={(sort, dir) => change({ sort, dir })}
          />
        </ListFilterPanel>
      }
      narrowed={narrowed ? { onClear: clear } : null}
      pager={{
        page: search.page,
        pageSize: search.pageSize as (typeof listPageSizes)[number],
        sizes: listPageSizes,
        onPage: (page) => change({ page }),
        onPageSize: (pageSize) => change({ pageSize }),
      }}
      emptyIcon={CalendarCheck}
      layout={bookingsTable}
    >
      {(booking) => <BookingRow key={booking.key} booking={booking} />}
    </StatusFilteredTable>
  )
}
