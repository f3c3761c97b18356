import { describe, expect, it } from 'vitest'
import { formatLongDate } from '../../lib/format-date'
import { articleCount, formatCommentDate } from './blog-format'

describe('dates', () => {
  const value = '2026-06-03T18:15:00.000Z'

  it('formats a post date in the farm time zone', () => {
    expect(formatLongDate(value, 'America/New_York')).toBe('June 3, 2026')
    expect(formatLongDate('2026-06-04T02:00:00.000Z', 'America/New_York')).toBe('June 3, 2026')
  })

  it('formats a comment date in US English short form with hour and minute', () => {
    expect(formatCommentDate(value, 'America/New_York')).toBe('Jun 3, 2026, 2:15 PM')
  })

  it('answers an empty text for a missing or broken date, and ignores an unknown time zone', () => {
    expect(formatLongDate(null)).toBe('')
    expect(formatCommentDate('not a date')).toBe('')
    expect(formatLongDate(value, 'Mars/Olympus')).toMatch(/2026/)
  })
})

describe('articleCount', () => {
  it('counts articles in words', () => {
    expect(articleCount(1)).toBe('1 article')
    expect(articleCount(4)).toBe('4 articles')
    expect(articleCount(0)).toBe('0 articles')
  })
})
