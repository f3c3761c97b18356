import type { ReactNode } from 'react'
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ReactTable,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { cn } from '#web/lib/cn'

declare module '@tanstack/table-core' {
  // The parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue> {
    /** Classes of the column's header and cells (hide it on a tablet, align a number right). */
    className?: string
    /** The cell's label on a phone's card, when the header is not plain text. */
    label?: string
  }
}

/** What a staff table can do: sort (on the server) and tick rows. */
export const staffTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature })
export type StaffTableFeatures = typeof staffTableFeatures

/** The words that name a column: its header when that is text, or its `meta.label`. */
function columnLabel(column: { columnDef: { header?: unknown; meta?: { label?: string } } }) {
  const { header, meta } = column.columnDef
  return typeof header === 'string' ? header : (meta?.label ?? '')
}

/**
 * A staff list as a table (TanStack Table, headless): sortable headers say their order to screen
 * readers, and the caller owns the data, sorting and paging (on the server). `empty` shows in
 * place of the rows when there are none. Below 640 px each row is a card of labelled fields, and
 * the header keeps only its sort buttons and the select-all box, so a phone neither scrolls
 * sideways nor loses the sort.
 */
export function DataTable<TData extends RowData>({
  table,
  caption,
  empty,
  rowTestId,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selected state shape
  table: ReactTable<StaffTableFeatures, TData, any>
  caption: string
  empty: ReactNode
  rowTestId?: string
}) {
  const rows = table.getRowModel().rows
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full border-collapse text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs font-semibold text-muted-foreground uppercase max-sm:block">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="max-sm:flex max-sm:flex-wrap max-sm:items-center">
              {group.headers.map((header) => {
                const sorted = header.column.getCanSort() ? header.column.getIsSorted() : null
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === null
                        ? undefined
                        : sorted === false
                          ? 'none'
                          : sorted === 'asc'
                            ? 'ascending'
                            : 'descending'
                    }
                    className={cn(
                      'px-3 py-2.5 whitespace-nowrap',
                      header.column.columnDef.meta?.className,
                      sorted === null && header.column.id !== 'select' && 'max-sm:hidden',
                    )}
                  >
                    {header.isPlaceholder ? null : sorted === null ? (
                      <table.FlexRender header={header} />
                    ) : (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                        )}
                      </button>
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className="max-sm:block">
          {rows.length === 0 ? (
            <tr className="max-sm:block">
              <td colSpan={table.getAllLeafColumns().length} className="px-3 py-10 max-sm:block">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-testid={rowTestId}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className="border-t border-border align-top data-[state=selected]:bg-primary-soft/50 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:p-3"
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={columnLabel(cell.column)}
                    className={cn(
                      'px-3 py-2.5 break-words',
                      cell.column.columnDef.meta?.className,
                      'max-sm:block max-sm:min-w-0 max-sm:p-0 max-sm:text-left',
                      'max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted-foreground max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
