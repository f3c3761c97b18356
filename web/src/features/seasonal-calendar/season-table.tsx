import { useId } from 'react'
import {
  monthAbbreviations,
  monthIndexes,
  monthNames,
  seasonalMonthState,
  type SeasonalItem,
} from '../../../../contracts/seasonal'
import { cn } from '../../lib/cn'
import { seasonalThemeClasses } from '../../lib/seasonal-look'
import { MonthMark } from './month-mark'

const currentColumn = 'bg-honey-soft'

/**
 * One of the calendar's 12-month tables (spec 2): a real table, a row per product, a column per
 * month. The current month's column is highlighted and marked for screen readers (it is known
 * only after hydration). On a phone the table scrolls sideways inside its own box.
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
  return (
    // The scroll box below is the landmark named after the table (one region per table).
    <section className="grid min-w-0 gap-3">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      <div
        role="region"
        aria-labelledby={headingId}
        // A box that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative min-w-0 overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full min-w-[46rem] border-collapse text-sm">
          <caption className="sr-only">
            {title}: peak season, available or not available in each month
          </caption>
          <thead>
            <tr className="border-b border-border/70">
              <th
                scope="col"
                className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-semibold"
              >
                Product
              </th>
              {monthIndexes.map((month) => (
                <th
                  key={month}
                  scope="col"
                  aria-current={month === currentMonth ? 'date' : undefined}
                  className={cn(
                    'px-1 py-2 text-center font-semibold',
                    month === currentMonth && currentColumn,
                  )}
                >
                  <abbr title={monthNames[month]} className="no-underline">
                    {monthAbbreviations[month]}
                  </abbr>
                  {month === currentMonth && <span className="sr-only"> (current month)</span>}
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
                    className="sticky left-0 z-10 max-w-44 bg-card px-3 py-2 text-left font-medium"
                  >
                    <span className="flex items-center gap-2">
                      {item.icon && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-base',
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
                        'px-1 py-2 text-center',
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
