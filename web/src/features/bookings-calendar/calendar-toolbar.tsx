import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatVisitDate } from '#contracts/farm-time'
import { DateFilter } from '#web/components/staff/date-filter'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { Button } from '#web/components/ui/button'
import {
  calendarRange,
  calendarViewLabels,
  calendarViews,
  stepDate,
  weekTitle,
  type CalendarView,
} from './calendar-search'

/**
 * The calendar's controls: back, today and forward by a week or a day, week or day view, and a
 * date to go to; over them, the period shown (announced when it changes).
 */
export function CalendarToolbar({
  view,
  date,
  today,
  onChange,
}: {
  view: CalendarView
  date: string
  today: string
  onChange: (next: { view?: CalendarView; date?: string }) => void
}) {
  const range = calendarRange(view, date)
  const unit = view === 'week' ? 'week' : 'day'
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous ${unit}`}
            onClick={() => onChange({ date: stepDate(view, date, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => onChange({ date: undefined })}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Next ${unit}`}
            onClick={() => onChange({ date: stepDate(view, date, 1) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <FilterButtons
            label="Calendar view"
            options={calendarViews}
            value={view}
            onChange={(next) => onChange({ view: next })}
            optionLabel={(option) => calendarViewLabels[option]}
          />
        </div>
        <div className="w-44">
          <DateFilter
            label="Go to date"
            value={date}
            onChange={(next) => onChange({ date: next === today ? undefined : next })}
          />
        </div>
      </div>
      <h2
        aria-live="polite"
        className="font-serif text-xl font-semibold"
        data-testid="calendar-period"
      >
        {view === 'week' ? `Week of ${weekTitle(range.from, range.to)}` : formatVisitDate(date)}
      </h2>
    </div>
  )
}
