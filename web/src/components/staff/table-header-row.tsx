import { cn } from '#web/lib/cn'

/**
 * A staff table's columns (orders, bookings, subscriptions): on a desktop one dense row per record
 * under these headings, on a phone a stacked card per record. `grid` lays out the header and
 * every row alike.
 */
export interface TableLayout {
  grid: string
  columns: readonly string[]
  /** The columns set against the right edge (amounts, actions). */
  endAligned?: readonly string[]
}

/** The column headings, shown on a desktop only and hidden from screen readers (rows say it all). */
export function TableHeaderRow({ layout }: { layout: TableLayout }) {
  return (
    <div
      aria-hidden="true"
      className={`${layout.grid} hidden border-b border-border bg-muted/60 px-4 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:grid`}
    >
      {layout.columns.map((column) => (
        <span key={column} className={cn(layout.endAligned?.includes(column) && 'text-right')}>
          {column}
        </span>
      ))}
    </div>
  )
}
