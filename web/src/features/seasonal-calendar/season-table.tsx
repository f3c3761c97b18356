import { useEffect, useId, useRef } from 'react'
import {
  monthAbbreviations,
  monthIndexes,
  monthNames,
  seasonalMonthState,
  type SeasonalItem,
} from '#contracts/seasonal'
import { cn } from '#web/lib/cn'
import { seasonalThemeClasses } from '#web/lib/seasonal-look'
import { MonthMark } from './month-mark'

const currentColumn = 'bg-honey-soft'

/**
 * One of the calendar's 12-month tables (spec 2): a real table, a row per product, a column per
 * month. The current month's column is highlighted and marked for screen readers (it is known
 * only after hydration). On a phone the whole year fits the width (months by their initial, no
 * icons), so the current month shows without a sideways scroll; on a narrower screen the table
 * scrolls inside its own box, which then brings the current month into view.
 */
export function SeasonTable({
  title,
  items,
  currentMonth,
}: {
  title: string
  items: readonly SeasonalItem[]
  currentMonth: number | undefined
}) {
  const headingId = useId()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const scroller = box.current
    const current = scroller?.querySelector<HTMLElement>('th[aria-current="date"]')
    const stuck = scroller?.querySelector<HTMLElement>('th[scope="col"]')
    if (!scroller || !current || !stuck || scroller.scrollWidth <= scroller.clientWidth) return
    // Next to the sticky product column, with the month before it in view when there is room.
    scroller.scrollLeft = current.offsetLeft - stuck.offsetWidth - current.offsetWidth
  }, [currentMonth])
  return (
    // The scroll box below is the landmark named after the table (one region per table).
    <section className="grid min-w-0 gap-3">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      <div
        ref={box}
        role="region"
        aria-labelledby={headingId}
        // A box that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative min-w-0 overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full table-fixed border-collapse text-sm sm:min-w-[46rem] sm:table-auto">
          <caption className="sr-only">
            {title}: peak season, available or not available in each month
          </caption>
          <thead>
            <tr className="border-b border-border/70">
              <th
                scope="col"
                className="sticky left-0 z-10 w-[6.5rem] bg-card px-2 py-2 text-left font-semibold sm:w-auto sm:px-3"
              >
                Product
              </th>
              {monthIndexes.map((month) => (
                <th
                  key={month}
                  scope="col"
                  aria-current={month === currentMonth ? 'date' : undefined}
                  className={cn(
                    'px-0 py-2 text-center font-semibold sm:px-1',
                    month === currentMonth && currentColumn,
                  )}
                >
                  <span aria-hidden="true" className="sm:hidden">
                    {monthAbbreviations[month].charAt(0)}
                  </span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    {monthAbbreviations[month]}
                  </span>
                  <span className="sr-only">
                    {monthNames[month]}
                    {month === currentMonth && ' (current month)'}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={13} className="px-3 py-6 text-center text-muted-foreground">
                  Nothing listed here yet.
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={item.id} className="border-b border-border/50 last:border-b-0">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-card px-2 py-2 text-left text-xs font-medium break-words sm:max-w-44 sm:px-3 sm:text-sm"
                  >
                    <span className="flex items-center gap-2">
                      {item.icon && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'hidden size-7 shrink-0 items-center justify-center rounded-full border text-base sm:inline-flex',
                            seasonalThemeClasses[item.color],
                          )}
                        >
                          {item.icon}
                        </span>
                      )}
                      <span>{item.productName}</span>
                    </span>
                  </th>
                  {monthIndexes.map((month) => (
                    <td
                      key={month}
                      className={cn(
                        'px-0 py-2 text-center sm:px-1',
                        month === currentMonth && currentColumn,
                      )}
                    >
                      <MonthMark state={seasonalMonthState(item, month)} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
