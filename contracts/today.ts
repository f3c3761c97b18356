import { z } from 'zod'

const count = z.number().int().nonnegative()
const visits = z.object({ bookings: count, people: count })

/**
 * The back office's Today (issue 25): what the farm has to do now, each number a link to the
 * list it counts. Days are the farm's (its time zone).
 */
export const todaySchema = z.object({
  /** The farm's today, YYYY-MM-DD. */
  date: z.string(),
  orders: z.object({
    /** Paid, not yet packed (confirmed or processing). */
    toPack: count,
    /** Packed and waiting at the farm stand. */
    readyForPickup: count,
    /** Paid local deliveries not yet delivered. */
    localDeliveries: count,
    /** Paid parcels for a carrier not yet shipped. */
    toShip: count,
  }),
  /**
   * Today's pickup windows with their paid orders still to hand over (issue 26), by the hour
   * they open.
   */
  pickupsToday: z.array(
    z.object({
      locationName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      orders: count,
    }),
  ),
  /**
   * What to pick for paid orders not yet packed, per harvest day from today over the next week
   * (issue 26): each picked-to-order product's total.
   */
  harvests: z.array(
    z.object({
      date: z.string(),
      orders: count,
      lines: z.array(
        z.object({ productName: z.string(), unit: z.string().nullable(), quantity: count }),
      ),
    }),
  ),
  /**
   * Event and workshop dates whose decision day has come with fewer people than their minimum
   * (issue 26): staff call them off or let them go ahead.
   */
  belowMinimum: z.array(
    z.object({
      eventId: z.number().int(),
      title: z.string(),
      date: z.string(),
      people: count,
      minPeople: count,
      bookings: count,
    }),
  ),
  /** Events, workshops and pick-your-own sessions today, pending or confirmed. */
  visitsToday: visits,
  /** The same for the coming Saturday and Sunday (this weekend's when today is one of them). */
  visitsWeekend: visits.extend({ from: z.string(), to: z.string() }),
  /** Products whose counted stock is at or under the low-stock line, fewest first. */
  lowStock: z.array(z.object({ id: z.number().int(), name: z.string(), stockQuantity: count })),
  lowStockLine: count,
  commentsWaiting: count,
  reviewsWaiting: count,
  failedJobs: count,
})
export type Today = z.infer<typeof todaySchema>
export type BelowMinimumDate = Today['belowMinimum'][number]
