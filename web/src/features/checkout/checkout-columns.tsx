import type { ReactNode } from 'react'

/**
 * Two columns at desktop width (form | summary and side cards), one on phones. The side column
 * sticks below the header (4rem) and is never taller than the window below it, so a long summary
 * scrolls inside it instead of sliding under the header when the form's end comes into view.
 */
export function CheckoutColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="page-column grid gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 lg:py-10">
      <div className="grid min-w-0 content-start gap-6">{main}</div>
      <div className="grid min-w-0 content-start gap-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
        {aside}
      </div>
    </div>
  )
}
