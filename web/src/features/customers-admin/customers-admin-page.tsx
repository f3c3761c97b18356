import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  customerPageSizes,
  customerSearchQuerySchema,
  customerSortKeys,
  type CustomerSearchQuery,
} from '#contracts/customers'
import * as customersApi from '#contracts/customers-api'
import { QueryState } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListPager } from '#web/components/staff/list-pager'
import { ServerSearchField } from '#web/components/staff/server-search-field'
import { StaffPage } from '#web/components/staff/staff-page'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'
import { readUrlSearch, withFilters, writeUrlSearch } from '#web/lib/url-search'
import { CustomersTable } from './customers-table'
import { GiftCardsSection } from './gift-cards-section'

const sortLabels: Record<CustomerSearchQuery['sort'], string> = {
  recent: 'Most recent',
  name: 'Name',
  spend: 'Lifetime spend',
  orders: 'Most orders',
}

/**
 * /admin/customers: everyone who ordered, booked, subscribed or signed up, one line per e-mail
 * address, searched, sorted and paged by the server; the search in the address.
 */
export function CustomersAdminPage() {
  const [params, setParams] = useSearchParams()
  const search = readUrlSearch(customerSearchQuerySchema, params)
  const change = (next: Partial<CustomerSearchQuery>) =>
    setParams(writeUrlSearch(customerSearchQuerySchema, withFilters(search, next)), {
      replace: true,
    })
  const timeZone = useFarmTimeZone()
  const customers = useQuery({
    ...apiQuery(customersApi.listCustomers, {
      query: Object.fromEntries(writeUrlSearch(customerSearchQuerySchema, search)),
    }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

  return (
    <StaffPage
      title="Customers"
      description="Everyone who ordered, booked a visit, subscribed or made an account."
    >
      <div className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:p-4">
          <ServerSearchField
            label="Search customers"
            placeholder="Name or e-mail"
            value={search.q}
            onSearch={(q) => change({ q })}
          />
          <FilterSelect
            label="Sort by"
            value={search.sort}
            options={customerSortKeys}
            optionLabel={(sort) => sortLabels[sort]}
            onChange={(sort) => change({ sort: sort ?? 'recent' })}
            allLabel={null}
          />
        </div>
        <QueryState query={customers} loading="Loading customers..." what="the customers">
          {(page) => (
            <>
              <CustomersTable customers={page.customers} timeZone={timeZone} />
              <ListPager
                page={search.page}
                pageSize={search.pageSize as (typeof customerPageSizes)[number]}
                total={page.total}
                sizes={customerPageSizes}
                what="customers"
                onPage={(next) => change({ page: next })}
                onPageSize={(pageSize) => change({ pageSize })}
              />
            </>
          )}
        </QueryState>
      </div>
      <GiftCardsSection timeZone={timeZone} />
    </StaffPage>
  )
}
