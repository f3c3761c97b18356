// Moved from blog-format.test.ts (a comment's date is the one moment-with-time format now) and
// orders-view.test.ts (an order's date is a staff date).
import { describe, expect, it } from 'vitest'
import { formatDateAndTime, formatLongDate, formatShortDate } from './format-date'

describe('dates', () => {
  const value = '2026-06-03T18:15:00.000Z'

  it('formats a post date in the farm time zone', () => {
    expect(formatLongDate(value, 'America/New_York')).toBe('June 3, 2026')
    expect(formatLongDate('2026-06-04T02:00:00.000Z', 'America/New_York')).toBe('June 3, 2026')
  })

  it('formats a comment date in US English short form with hour and minute', () => {
    expect(formatDateAndTime(value, 'America/New_York')).toBe('Jun 3, 2026, 2:15 PM')
    expect(formatDateAndTime('2026-11-21T19:30:00.000Z', 'America/New_York')).toBe(
      'Nov 21, 2026, 2:30 PM',
    )
  })

  it('formats a short day, e.g. a teaser date', () => {
    expect(formatShortDate('2026-04-10T15:00:00.000Z', 'America/New_York')).toBe('Apr 10, 2026')
  })

  it('answers an empty text for a missing or broken date, and ignores an unknown time zone', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatDateAndTime('not a date')).toBe('')
    expect(formatShortDate('not a date')).toBe('')
    expect(formatLongDate(value, 'Mars/Olympus')).toMatch(/2026/)
    expect(formatDateAndTime('2026-11-21T19:30:00.000Z', 'Not/AZone')).toMatch(/^Nov 2[12], 2026/)
  })

  it('writes the same text twice from one formatter per style and zone', () => {
    expect(formatDateAndTime(value, 'America/New_York')).toBe(
      formatDateAndTime(value, 'America/New_York'),
    )
    expect(formatDateAndTime(value, 'America/Los_Angeles')).toBe('Jun 3, 2026, 11:15 AM')
  })
})
