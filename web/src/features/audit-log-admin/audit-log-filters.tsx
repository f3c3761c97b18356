import { X } from 'lucide-react'
import type { AuditQuery } from '#contracts/audit-log'
import { DateFilter } from '#web/components/staff/date-filter'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ServerSearchField } from '#web/components/staff/server-search-field'
import { Button } from '#web/components/ui/button'
import { hasAuditFilters } from './audit-search-params'

/** The choices of a filter: what the log holds, and the chosen one even when it holds none. */
const choices = (known: readonly string[], chosen: string | undefined) =>
  chosen && !known.includes(chosen) ? [chosen, ...known] : [...known]

/** The audit log's search and filters; every change goes to the address. */
export function AuditLogFilters({
  search,
  actions,
  actors,
  onChange,
  onClear,
}: {
  search: AuditQuery
  actions: readonly string[]
  actors: readonly string[]
  onChange: (change: Partial<AuditQuery>) => void
  onClear: () => void
}) {
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-3 sm:p-4">
      <ServerSearchField
        label="Search the log"
        placeholder="Target or details, e.g. an e-mail"
        value={search.q}
        onSearch={(q) => onChange({ q })}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterSelect
          label="Action"
          value={search.action}
          options={choices(actions, search.action)}
          optionLabel={(action) => action}
          onChange={(action) => onChange({ action })}
        />
        <FilterSelect
          label="Who"
          value={search.actor}
          options={choices(actors, search.actor)}
          optionLabel={(actor) => actor}
          allLabel="Everyone"
          onChange={(actor) => onChange({ actor })}
        />
        <DateFilter label="From" value={search.from} onChange={(from) => onChange({ from })} />
        <DateFilter label="To" value={search.to} onChange={(to) => onChange({ to })} />
      </div>
      {hasAuditFilters(search) && (
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
