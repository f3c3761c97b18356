/**
 * A date on a staff screen (spec 3 §2, §9): US English short form with hour and minute
 * ("Jun 3, 2026, 2:15 PM") in the farm's time zone, or 'No date' when missing or unreadable.
 * The time zone is explicit so the server-rendered and the hydrated text agree.
 */
export function formatStaffDate(value: string | null | undefined, timeZone?: string): string {
  const time = value ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) return 'No date'
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || undefined }).format(
      time,
    )
  } catch {
    // An unknown time zone name in the site settings: the browser's own zone rather than nothing.
    return new Intl.DateTimeFormat('en-US', options).format(time)
  }
}
