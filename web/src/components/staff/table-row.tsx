import type { ReactNode } from 'react'
import type { TableLayout } from './table-header-row'

/** One record of a staff table, named by its heading (`headingId`), laid out as the header. */
export function TableRow({
  layout,
  headingId,
  testId,
  children,
}: {
  layout: TableLayout
  headingId: string
  testId: string
  children: ReactNode
}) {
  return (
    <li aria-labelledby={headingId} data-testid={testId} className={`${layout.grid} px-4 py-3.5`}>
      {children}
    </li>
  )
}
