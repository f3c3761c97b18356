/**
 * A calendar entry's SEQUENCE (RFC 5545 §3.8.7.4) for a file made at `now`: the seconds since
 * 2020, so each later e-mail about the same booking or pickup (same UID) carries a higher number
 * and a calendar replaces the entry it holds with the moved one. It fits a 32-bit integer until
 * 2088.
 */
export const calendarSequence = (now: Date = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - Date.UTC(2020, 0, 1)) / 1000))
