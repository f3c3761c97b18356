import { safeTimeZone, validDate } from '../../lib/format-date'

/** A comment's date in US English short form with hour and minute, e.g. "Jun 3, 2026, 2:15 PM". */
export function formatCommentDate(value: string | null | undefined, timeZone?: string): string {
  const date = validDate(value)
  if (!date) return ''
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: safeTimeZone(timeZone),
  }).format(date)
}

/** "1 article", "4 articles". */
export function articleCount(count: number) {
  return count === 1 ? '1 article' : `${count} articles`
}
