import { formatDateAndTime } from './format-date'

/**
 * A date on a staff screen (spec 3 §2, §9: US English short form with hour and minute, e.g.
 * "Jun 3, 2026, 2:15 PM") in the farm's time zone, or 'No date' when missing or unreadable.
 */
export const formatStaffDate = (value: string | null | undefined, timeZone?: string) =>
  formatDateAndTime(value, timeZone, 'No date')
