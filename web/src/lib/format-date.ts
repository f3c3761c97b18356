import { isKnownTimeZone } from '#contracts/farm-time'

export function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function safeTimeZone(timeZone: string | undefined) {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined
}

/** The ways the app writes a date (US English). */
const dateStyles = {
  /** "Jun 3, 2026" */
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  /** "June 3, 2026" */
  longDay: { dateStyle: 'long' },
  /** "Jun 3, 2026, 2:15 PM" */
  dayAndTime: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type DateStyle = keyof typeof dateStyles

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * Writes a date in a style, in the farm's time zone (the browser's when the zone is unknown, so
 * a mistyped setting never breaks a page). The zone is explicit so the server-rendered and the
 * hydrated text agree. Each style and zone's formatter is built once: building one is not cheap.
 */
function formatIn(style: DateStyle, date: Date, timeZone: string | undefined) {
  const zone = safeTimeZone(timeZone)
  const key = `${style} ${zone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...dateStyles[style], timeZone: zone })
    formatters.set(key, formatter)
  }
  return formatter.format(date)
}

/** A day, e.g. "June 3, 2026", in the farm's time zone (a post's or a photo's date). */
export function formatLongDate(value: string | null | undefined, timeZone?: string): string {
  const date = validDate(value)
  return date ? formatIn('longDay', date, timeZone) : ''
}

/** A day in short form, e.g. "Apr 10, 2026", in the farm's time zone. */
export function formatShortDate(value: string | null | undefined, timeZone?: string): string {
  const date = validDate(value)
  return date ? formatIn('day', date, timeZone) : ''
}

/**
 * A moment with its hour and minute, e.g. "Jun 3, 2026, 2:15 PM", in the farm's time zone (a
 * comment's date, or any date on a staff screen); `missing` when there is none or it is unreadable.
 */
export function formatDateAndTime(
  value: string | null | undefined,
  timeZone?: string,
  missing = '',
): string {
  const date = validDate(value)
  return date ? formatIn('dayAndTime', date, timeZone) : missing
}
