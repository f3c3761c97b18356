import type { SeasonalMonthState } from '#contracts/seasonal'
import { cn } from '#web/lib/cn'
import { monthStateMarks } from '#web/lib/seasonal-look'

/**
 * A month's state as a coloured dot with its own symbol (★ peak, ● available, – not available);
 * screen readers hear the words. `words` is false where visible words stand beside it (legend).
 */
export function MonthMark({ state, words = true }: { state: SeasonalMonthState; words?: boolean }) {
  const mark = monthStateMarks[state]
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-5 items-center justify-center rounded-full text-[0.625rem] leading-none font-bold sm:size-6 sm:text-xs',
          mark.className,
        )}
      >
        {mark.symbol}
      </span>
      {words && <span className="sr-only">{mark.words}</span>}
    </>
  )
}
