import { format, parseISO } from 'date-fns'
import {
  analyticsPeriods,
  defaultAnalyticsPeriod,
  type Analytics,
  type AnalyticsPeriod,
  type RevenueDay,
} from '#contracts/analytics'
import { formatMoney } from '#web/lib/format-money'

export const periodLabels: Record<AnalyticsPeriod, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
}

/** The periods as the Period select holds them: '7', '30', '90'. */
export const periodChoices = analyticsPeriods.map(String)

/** The period a choice of the Period select stands for. */
export function periodOf(choice: string | undefined): AnalyticsPeriod {
  return analyticsPeriods.find((days) => String(days) === choice) ?? defaultAnalyticsPeriod
}

/** "12.5%"; a share that has nothing to be computed from says so instead. */
export function formatPercent(value: number | null, none: string): string {
  return value === null ? none : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
}

/** "+175% vs the previous 7 days"; null growth means the period before had no revenue. */
export function revenueGrowthText(analytics: Analytics): string {
  const { revenueGrowth, previousRevenue, period } = analytics
  const before = `the previous ${period.days} days`
  if (revenueGrowth === null) return `No revenue in ${before}`
  const sign = revenueGrowth > 0 ? '+' : ''
  return `${sign}${formatPercent(revenueGrowth, '')} vs ${before} (${formatMoney(previousRevenue)})`
}

/** "4.3 / 5", or 'No reviews yet' (there is no made-up fallback rating). */
export function ratingText(analytics: Analytics): string {
  return analytics.averageRating === null
    ? 'No reviews yet'
    : `${analytics.averageRating.toFixed(1)} / 5`
}

export function reviewCountText(count: number): string {
  return count === 1 ? 'from 1 review' : `from ${count} reviews`
}

/** "Nov 25" (a farm calendar date, so no time zone is involved). */
export function shortDay(date: string): string {
  return format(parseISO(date), 'MMM d')
}

export interface RevenueBar {
  date: string
  label: string
  revenue: number
  orders: number
}

/** The chart's points; the amounts only set bar heights, the text always shows formatMoney. */
export function revenueBars(days: RevenueDay[]): RevenueBar[] {
  return days.map((day) => ({
    date: day.date,
    label: shortDay(day.date),
    revenue: Number(day.revenue),
    orders: day.orders,
  }))
}

/** A sentence that says what the revenue chart shows, for screen readers and as its caption. */
export function revenueSummary(analytics: Analytics): string {
  const days = analytics.revenueByDay
  if (days.length === 0) return 'No days in this period.'
  const range = `${shortDay(days[0]!.date)} to ${shortDay(days.at(-1)!.date)}`
  const best = days.reduce((top, day) => (Number(day.revenue) > Number(top.revenue) ? day : top))
  if (Number(best.revenue) === 0) return `No revenue from ${range}.`
  return `Revenue from ${range}: ${formatMoney(analytics.totalRevenue)} in all; the best day was ${shortDay(best.date)} with ${formatMoney(best.revenue)}.`
}
