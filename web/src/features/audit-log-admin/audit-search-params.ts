import { auditQuerySchema, type AuditQuery } from '#contracts/audit-log'
import { readUrlSearch, writeUrlSearch } from '#web/lib/url-search'

/** The audit log's filters and page as the address holds them (web/src/lib/url-search.ts). */
export const readAuditSearch = (params: URLSearchParams): AuditQuery =>
  readUrlSearch(auditQuerySchema, params)

export const writeAuditSearch = (search: Partial<AuditQuery>) =>
  writeUrlSearch(auditQuerySchema, search)

/** Clear filters: every filter off, the page size kept. */
export const clearedAuditFilters: Partial<AuditQuery> = {
  q: undefined,
  actor: undefined,
  action: undefined,
  from: undefined,
  to: undefined,
}

export const hasAuditFilters = (search: AuditQuery) =>
  Boolean(search.q || search.actor || search.action || search.from || search.to)
