import { CalendarDays } from 'lucide-react'
import { formatLongDate } from '#web/lib/format-date'

/** When a story was published, with a calendar icon (its card, its page). */
export function PostDate({ value, timeZone }: { value: string; timeZone: string }) {
  return (
    <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CalendarDays className="size-4" aria-hidden="true" />
      <time dateTime={value}>{formatLongDate(value, timeZone)}</time>
    </span>
  )
}
