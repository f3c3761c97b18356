import type { ReactNode } from 'react'

/**
 * A staff table row's first column: the record's heading, which names the row (`TableRow`'s
 * `headingId`), and what follows it (a date, a type).
 */
export function RowHeading({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="min-w-0">
      <h3 id={id} className="font-sans text-base font-semibold break-words">
        {title}
      </h3>
      {children}
    </div>
  )
}
