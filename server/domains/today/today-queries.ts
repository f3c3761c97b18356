import { and, asc, between, eq, inArray, isNotNull, lte, not, notInArray, sql } from 'drizzle-orm'
import { farmToday, weekendOf } from '#contracts/farm-time'
import type { Today } from '#contracts/today'
import type { Db } from '#server/db/client'
import { blogComments } from '#server/db/schema/blog'
import { products } from '#server/db/schema/catalog'
import { productReviews } from '#server/db/schema/reviews'
import { orders } from '#server/db/schema/orders'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { countOrders } from '#server/domains/orders/public'

/** A product with counted stock at or under this many is low. */
export const lowStockLine = 5

export interface TodayDeps {
  db: Db
  /** How many jobs failed every attempt (e-mails among them). */
  failedJobCount: () => Promise<number>
  now?: Date
}

const holding = ['pending', 'confirmed'] as const

/** Bookings and people on the farm days from `from` to `to`: events, workshops, pick-your-own. */
async function visitsBetween(db: Db, from: string, to: string) {
  const [events] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      people: sql<number>`coalesce(sum(${bookings.numberOfPeople}), 0)::int`,
    })
    .from(bookings)
    .where(and(inArray(bookings.status, [...holding]), between(bookings.preferredDate, from, to)))
  const [picking] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      people: sql<number>`coalesce(sum(${pickYourOwnBookings.numberOfPeople}), 0)::int`,
    })
    .from(pickYourOwnBookings)
    .innerJoin(pickYourOwnSlots, eq(pickYourOwnSlots.id, pickYourOwnBookings.slotId))
    .where(
      and(
        inArray(pickYourOwnBookings.status, [...holding]),
        between(pickYourOwnSlots.date, from, to),
      ),
    )
  return {
    bookings: (events?.bookings ?? 0) + (picking?.bookings ?? 0),
    people: (events?.people ?? 0) + (picking?.people ?? 0),
  }
}

/** Today's pickup windows, each with its paid orders not yet handed over or cancelled. */
async function pickupsOn(db: Db, date: string) {
  return db
    .select({
      locationName: sql<string>`coalesce(${orders.pickupLocationName}, '')`,
      startsAt: sql<string>`${orders.pickupStartsAt}`,
      endsAt: sql<string>`${orders.pickupEndsAt}`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.pickupDate, date),
        inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
        notInArray(orders.status, ['delivered', 'cancelled']),
      ),
    )
    .groupBy(orders.pickupLocationName, orders.pickupStartsAt, orders.pickupEndsAt)
    .orderBy(asc(orders.pickupStartsAt), asc(orders.pickupLocationName))
}

/** The back office's Today: what waits to be done, counted where it is kept. */
export async function readToday({
  db,
  failedJobCount,
  now = new Date(),
}: TodayDeps): Promise<Today> {
  const timeZone = await readFarmTimeZone(db)
  const date = farmToday(timeZone, now)
  const weekend = weekendOf(date)
  const [
    orderCounts,
    pickupsToday,
    visitsToday,
    visitsWeekend,
    lowStock,
    [comments],
    [reviews],
    failedJobs,
  ] = await Promise.all([
    countOrders(db),
    pickupsOn(db, date),
    visitsBetween(db, date, date),
    visitsBetween(db, weekend.from, weekend.to),
    db
      .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(and(isNotNull(products.stockQuantity), lte(products.stockQuantity, lowStockLine)))
      .orderBy(asc(products.stockQuantity), asc(products.name))
      .limit(10),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(blogComments)
      .where(not(blogComments.isApproved)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(eq(productReviews.awaitingApproval, true)),
    failedJobCount(),
  ])
  return {
    date,
    orders: orderCounts,
    pickupsToday,
    visitsToday,
    visitsWeekend: { ...weekend, ...visitsWeekend },
    lowStock: lowStock.map((product) => ({
      ...product,
      stockQuantity: product.stockQuantity ?? 0,
    })),
    lowStockLine,
    commentsWaiting: comments?.count ?? 0,
    reviewsWaiting: reviews?.count ?? 0,
    failedJobs,
  }
}
