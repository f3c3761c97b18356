import { describe, expect, it } from 'vitest'
import { formatStaffDate } from './format-staff-date'

describe('formatStaffDate', () => {
  it('uses the US English short form with hour and minute in the given time zone', () => {
    expect(formatStaffDate('2026-06-03T18:15:00.000Z', 'America/New_York')).toBe(
      'Jun 3, 2026, 2:15 PM',
    )
    expect(formatStaffDate('2026-01-10T03:05:00.000Z', 'America/New_York')).toBe(
      'Jan 9, 2026, 10:05 PM',
    )
  })

  it("shows 'No date' when the date is missing or broken", () => {
    expect(formatStaffDate(null)).toBe('No date')
    expect(formatStaffDate('')).toBe('No date')
    expect(formatStaffDate('yesterday-ish')).toBe('No date')
  })

  it('still shows the date when the time zone setting is not a known zone', () => {
    expect(formatStaffDate('2026-06-03T18:15:00.000Z', 'Mars/Olympus')).toMatch(/^Jun [34], 2026/)
  })
})
