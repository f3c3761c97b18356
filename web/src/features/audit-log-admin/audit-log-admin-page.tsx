import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditQuery } from '#contracts/audit-log'
import { listAuditEntries } from '#contracts/audit-log-api'
import { listPageSizes } from '#contracts/paged-list'
import { QueryState } from '#web/components/query-state'
import { ListPager } from '#web/components/staff/list-pager'
import { OwnerOnly } from '#web/components/staff/owner-only'
import { StaffPage } from '#web/components/staff/staff-page'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'
import { withFilters } from '#web/lib/url-search'
import { AuditLogFilters } from './audit-log-filters'
import { AuditLogTable } from './audit-log-table'
import { clearedAuditFilters, readAuditSearch, writeAuditSearch } from './audit-search-params'

function AuditLog() {
  const [params, setParams] = useSearchParams()
  const search = readAuditSearch(params)
  const change = (next: Partial<AuditQuery>) =>
    setParams(writeAuditSearch(withFilters(search, next)), { replace: true })
  const timeZone = useFarmTimeZone()
  const entries = useQuery({
    ...apiQuery(listAuditEntries, { query: Object.fromEntries(writeAuditSearch(search)) }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })

  return (
    <StaffPage
      title="Audit log"
      description="Every change staff made in the back office: who, what, when, and the details before and after."
    >
      <div className="grid grid-cols-1 gap-4">
        <AuditLogFilters
          search={search}
          actions={entries.data?.actions ?? []}
          actors={entries.data?.actors ?? []}
          onChange={change}
          onClear={() => change(clearedAuditFilters)}
        />
        <QueryState query={entries} loading="Loading the audit log..." what="the audit log">
          {(page) => (
            <>
              <AuditLogTable entries={page.items} timeZone={timeZone} />
              <ListPager
                page={search.page}
                pageSize={search.pageSize as (typeof listPageSizes)[number]}
                total={page.total}
                sizes={listPageSizes}
                what="entries"
                onPage={(next) => change({ page: next })}
                onPageSize={(pageSize) => change({ pageSize })}
              />
            </>
          )}
        </QueryState>
      </div>
    </StaffPage>
  )
}

/** /admin/audit (owner only): the audit log, filtered and paged by the server, filters in the address. */
export function AuditLogAdminPage() {
  return (
    <OwnerOnly explanation="Only the farm owner can read the audit log.">
      <AuditLog />
    </OwnerOnly>
  )
}
