import { useMemo } from 'react'
import { createColumnHelper, useTable } from '@tanstack/react-table'
import type { AuditEntry } from '#contracts/audit-log'
import { DataTable, staffTableFeatures as features } from '#web/components/staff/data-table'
import { formatStaffDate } from '#web/lib/format-staff-date'

const column = createColumnHelper<typeof features, AuditEntry>()

/** A change's before or after, as readable text (JSON, indented). */
const shown = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2)

function Details({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) {
    return <span className="text-muted-foreground">None</span>
  }
  return (
    <details className="max-w-md text-xs">
      <summary className="cursor-pointer rounded text-primary focus-visible:outline-2 focus-visible:outline-ring">
        Show details
      </summary>
      <dl className="mt-2 grid gap-2">
        {entry.before !== null && (
          <div>
            <dt className="font-semibold text-muted-foreground">Before</dt>
            <dd>
              <pre className="max-h-48 overflow-auto rounded bg-muted p-2 break-all whitespace-pre-wrap">
                {shown(entry.before)}
              </pre>
            </dd>
          </div>
        )}
        {entry.after !== null && (
          <div>
            <dt className="font-semibold text-muted-foreground">After</dt>
            <dd>
              <pre className="max-h-48 overflow-auto rounded bg-muted p-2 break-all whitespace-pre-wrap">
                {shown(entry.after)}
              </pre>
            </dd>
          </div>
        )}
      </dl>
    </details>
  )
}

function auditColumns(timeZone: string) {
  return column.columns([
    column.accessor('createdAt', {
      header: 'When',
      cell: ({ getValue }) => (
        <time dateTime={getValue()} className="whitespace-nowrap">
          {formatStaffDate(getValue(), timeZone)}
        </time>
      ),
    }),
    column.accessor('actorEmail', {
      header: 'Who',
      cell: ({ getValue }) => (
        <span className="break-all">
          {getValue() ?? <span className="text-muted-foreground">The shop</span>}
        </span>
      ),
    }),
    column.accessor('action', {
      header: 'Action',
      cell: ({ getValue }) => (
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs" data-testid="audit-action">
          {getValue()}
        </code>
      ),
    }),
    column.display({
      id: 'target',
      header: 'Target',
      cell: ({ row }) => (
        <span className="break-all">
          {row.original.targetType}
          {row.original.targetId && ` #${row.original.targetId}`}
        </span>
      ),
    }),
    column.display({
      id: 'details',
      header: 'Details',
      meta: { className: 'max-sm:col-span-2' },
      cell: ({ row }) => <Details entry={row.original} />,
    }),
  ])
}

/** One page of the audit log, newest first. */
export function AuditLogTable({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  const columns = useMemo(() => auditColumns(timeZone), [timeZone])
  const table = useTable({
    features,
    columns,
    data: entries,
    getRowId: (entry) => String(entry.id),
    manualSorting: true,
    enableSorting: false,
  })
  return (
    <DataTable
      table={table}
      caption="Audit log"
      rowTestId="audit-row"
      empty={<p className="text-center text-muted-foreground">No changes match these filters</p>}
    />
  )
}
