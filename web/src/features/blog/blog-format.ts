function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function safeTimeZone(timeZone: string | undefined) {
  if (!timeZone) return undefined
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return undefined
  }
}

/** A post's date, e.g. "June 3, 2026", in the farm's time zone. */
export function formatPostDate(value: string | null | undefined, timeZone?: string): string {
  const date = validDate(value)
  if (!date) return ''
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: safeTimeZone(timeZone),
  }).format(date)
}

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
