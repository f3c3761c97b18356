import { isKnownTimeZone } from '../../../contracts/farm-time'
export function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function safeTimeZone(timeZone: string | undefined) {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined
}

/** A day, e.g. "June 3, 2026", in the farm's time zone (a post's or a photo's date). */
export function formatLongDate(value: string | null | undefined, timeZone?: string): string {
  const date = validDate(value)
  if (!date) return ''
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: safeTimeZone(timeZone),
  }).format(date)
}
