import { describe, expect, it } from 'vitest'
import { formatAverage, formatReviewDate, summarizeReviews } from './review-summary'

describe('summarizeReviews', () => {
  it('averages to one decimal and counts each star with its share', () => {
    const summary = summarizeReviews([{ rating: 5 }, { rating: 5 }, { rating: 4 }])
    expect(summary.total).toBe(3)
    expect(summary.average).toBe(4.7)
    expect(formatAverage(summary.average!)).toBe('4.7')
    expect(summary.rows).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ])
  })

  it('writes whole averages with one decimal and rounds halves up', () => {
    expect(formatAverage(summarizeReviews([{ rating: 5 }, { rating: 4 }]).average!)).toBe('4.5')
    expect(formatAverage(summarizeReviews([{ rating: 3 }]).average!)).toBe('3.0')
    // 87 / 20 = 4.35, which a plain toFixed(1) on the float writes as 4.3
    const ratings = [5, 5, 5, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4].map((rating) => ({
      rating,
    }))
    expect(summarizeReviews(ratings).average).toBe(4.4)
    expect(summarizeReviews([1, 2, 2, 5].map((rating) => ({ rating }))).average).toBe(2.5)
  })

  it('has no average and zero rows without reviews', () => {
    const summary = summarizeReviews([])
    expect(summary.average).toBeNull()
    expect(summary.rows.every((row) => row.count === 0 && row.percent === 0)).toBe(true)
    expect(summary.rows.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1])
  })
})

describe('formatReviewDate', () => {
  it('writes the date in en-US on the farm’s calendar', () => {
    expect(formatReviewDate('2026-03-03T15:00:00.000Z')).toBe('March 3, 2026')
    // 02:00 UTC is still the evening before in Florida
    expect(formatReviewDate('2026-03-04T02:00:00.000Z')).toBe('March 3, 2026')
    expect(formatReviewDate('not a date')).toBe('')
  })
})
