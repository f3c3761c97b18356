import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StaffPage, StaffPageQuery } from '#contracts/staff-list-page'
import type { StaffResourceEndpoints, StaffSortOf } from '#contracts/staff-resource-endpoints'
import { apiQuery } from './api-client'
import { readUrlSearch, withFilters, writeUrlSearch } from './url-search'

/** A screen's words for its resource's sort keys ('Name', 'Price', 'Newest'), one per key. */
export type SortLabels<Endpoints extends Pick<StaffResourceEndpoints, 'listing'>> = Record<
  StaffSortOf<Endpoints>,
  string
>

/** The query of a staff page as the address holds it (every default filled in). */
export type StaffPageSearch = StaffPageQuery & { page: number; pageSize: number }

/** The address parameters a staff page owns: the rest (`?tab=`, `?edit=`) are the screen's. */
const pageParams = ['q', 'sort', 'dir', 'page', 'pageSize'] as const

/**
 * One page of a staff resource's records (issue 25), searched, sorted and paged by the server,
 * its query kept in the address (`?q=mango&sort=price&page=2`, web/src/lib/url-search.ts) so a
 * link or a reload shows the same page. Two parts of one screen calling it read the same cached
 * answer. `change` moves to another page or search (a new search starts at page 1).
 */
export function useStaffResourcePage<Item>(resource: { endpoints: StaffResourceEndpoints }) {
  const { page: endpoint } = resource.endpoints
  const schema = endpoint.query
  const [params, setParams] = useSearchParams()
  const search = readUrlSearch(schema, params) as StaffPageSearch
  const query = useQuery({
    ...apiQuery(
      endpoint,
      { query: Object.fromEntries(writeUrlSearch(schema, search)) },
      { parse: true },
    ),
    select: (answer) => answer as StaffPage<Item>,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

  const change = useCallback(
    (next: Partial<StaffPageSearch>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current)
          for (const key of pageParams) merged.delete(key)
          const changed = withFilters(readUrlSearch(schema, current) as StaffPageSearch, next)
          for (const [key, value] of writeUrlSearch(schema, changed)) merged.set(key, value)
          return merged
        },
        { replace: true },
      ),
    [schema, setParams],
  )

  return { search, query, change, listing: resource.endpoints.listing }
}

export type StaffResourcePage<Item> = ReturnType<typeof useStaffResourcePage<Item>>
