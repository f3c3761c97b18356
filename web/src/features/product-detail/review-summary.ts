/** The numbers above the review list (spec 1 §2), computed from the list itself. */
export interface ReviewSummary {
  total: number
  /** Mean rating rounded to one decimal (e.g. 4.7), or null without reviews. */
  average: number | null
  /** One row per star, 5 down to 1: how many reviews gave it and their share in whole percent. */
  rows: { stars: 1 | 2 | 3 | 4 | 5; count: number; percent: number }[]
}

const starsDescending = [5, 4, 3, 2, 1] as const

export function summarizeReviews(reviews: readonly { rating: number }[]): ReviewSummary {
  const total = reviews.length
  const counts = new Map<number, number>()
  let sum = 0
  for (const { rating } of reviews) {
    sum += rating
    counts.set(rating, (counts.get(rating) ?? 0) + 1)
  }
  return {
    total,
    average: total === 0 ? null : Math.round((sum / total) * 10) / 10,
    rows: starsDescending.map((stars) => {
      const count = counts.get(stars) ?? 0
      return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) }
    }),
  }
}

/** "4.5", "5.0": always one decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1)
}

const reviewDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/New_York',
})

/** A review's date in en-US, on the farm's calendar: "March 3, 2026". */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date)
}

export const starWord = (count: number) => (count === 1 ? 'star' : 'stars')
export const reviewWord = (count: number) => (count === 1 ? 'review' : 'reviews')
