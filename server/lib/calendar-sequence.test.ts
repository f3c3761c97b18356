import { describe, expect, it } from 'vitest'
import { calendarSequence } from './calendar-sequence'

describe('calendarSequence', () => {
  it('grows with time and fits a calendar INTEGER until 2088', () => {
    const first = calendarSequence(new Date('2026-11-28T12:00:00Z'))
    expect(calendarSequence(new Date('2026-11-28T12:00:01Z'))).toBe(first + 1)
    expect(calendarSequence(new Date('2088-01-01T00:00:00Z'))).toBeLessThan(2 ** 31)
    expect(calendarSequence(new Date('2019-01-01T00:00:00Z'))).toBe(0)
  })
})
