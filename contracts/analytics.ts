import { z } from 'zod'
import { moneySchema } from './money'

/**
 * The staff dashboard's Analytics tab (decision 0034): figures of the last 7, 30 or 90 farm days
 * (today included) against the same number of days before, all computed by the database.
 * A figure that has nothing to be computed from is null (no orders, no reviews), never invented.
 */
export const analyticsPeriods = [7, 30, 90] as const
export type AnalyticsPeriod = (typeof analyticsPeriods)[number]
export const defaultAnalyticsPeriod: AnalyticsPeriod = 30

const periodMessage = 'Period must be 7, 30 or 90 days'
export const analyticsQuerySchema = z.object({
  period: z.coerce
    .number(periodMessage)
    .pipe(z.literal(analyticsPeriods, periodMessage))
    .default(defaultAnalyticsPeriod),
})

/** A share in percent with one decimal (37.5), or null when there is nothing to divide by. */
const percentSchema = z.number().min(0).max(100).nullable()

export const analyticsSchema = z.object({
  period: z.object({
    days: z.number().int(),
    /** First and last farm day of the period ("2026-11-01" … today) and of the one before. */
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
  }),
  /**
   * Money kept from the period's orders (paid totals less their succeeded refunds) and the CSA
   * boxes paid in it (decision 0042).
   */
  totalRevenue: moneySchema,
  previousRevenue: moneySchema,
  /** The CSA boxes' part of totalRevenue. */
  subscriptionRevenue: moneySchema,
  /** Change against the period before in percent; null when that period had no revenue. */
  revenueGrowth: z.number().nullable(),
  /** Succeeded refunds of the period's orders. */
  refundedTotal: moneySchema,
  totalOrders: z.number().int().nonnegative(),
  /** The orders' revenue (totalRevenue less the CSA boxes) / totalOrders; null without orders. */
  averageOrderValue: moneySchema.nullable(),
  /** Orders waiting to be sent now (pending, confirmed or processing), whenever placed. */
  pendingOrders: z.number().int().nonnegative(),
  /** Event, workshop and pick-your-own bookings made in the period. */
  totalBookings: z.number().int().nonnegative(),
  /** Confirmed bookings whose visit is today or later (farm time). */
  upcomingBookings: z.number().int().nonnegative(),
  /** Confirmed event and workshop requests of the period, of all made. */
  tourConversion: percentSchema,
  /** Average stars of the period's visible reviews (one decimal); null when there were none. */
  averageRating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  /** Share of the period's visible reviews with 4 or 5 stars. */
  customerSatisfaction: percentSchema,
  /** Share of the period's customers (by e-mail) who have ordered more than once. */
  repeatCustomers: percentSchema,
  /** The top 5 products by units sold in the period's orders. */
  popularProducts: z.array(
    z.object({ name: z.string(), sales: z.number().int(), revenue: moneySchema }),
  ),
  /** Every farm day of the period, oldest first, with no gaps; revenue includes CSA boxes. */
  revenueByDay: z.array(
    z.object({ date: z.string(), revenue: moneySchema, orders: z.number().int() }),
  ),
})
export type Analytics = z.infer<typeof analyticsSchema>
export type PopularProduct = Analytics['popularProducts'][number]
export type RevenueDay = Analytics['revenueByDay'][number]
