import { and, asc, between, eq, inArray, isNotNull, lte, not, notInArray, sql } from 'drizzle-orm'
import { addCalendarDays, farmToday, weekendOf } from '#contracts/farm-time'
import type { Today } from '#contracts/today'
import type { Db } from '#server/db/client'
import { blogComments } from '#server/db/schema/blog'
import { products } from '#server/db/schema/catalog'
import { productReviews } from '#server/db/schema/reviews'
import { orderItems, orders } from '#server/db/schema/orders'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { countOrders } from '#server/domains/orders/public'
import { datesBelowMinimum } from '#server/domains/visits/public'

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

/** A harvest list looks this many farm days ahead, today included. */
const harvestDaysAhead = 7

/**
 * What to pick, per harvest day from `date` on: the picked-to-order products of paid orders not
 * yet packed, each product's total, and how many orders wait for that harvest.
 */
async function harvestsFrom(db: Db, date: string): Promise<Today['harvests']> {
  const waiting = and(
    between(orders.harvestOn, date, addCalendarDays(date, harvestDaysAhead - 1)),
    inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
    inArray(orders.status, ['confirmed', 'processing']),
  )
  const [lines, counts] = await Promise.all([
    db
      .select({
        date: sql<string>`${orders.harvestOn}`,
        productName: orderItems.productName,
        unit: orderItems.unit,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(waiting, sql`cardinality(${products.harvestDays}) > 0`))
      .groupBy(orders.harvestOn, orderItems.productName, orderItems.unit)
      .orderBy(asc(orders.harvestOn), asc(orderItems.productName)),
    db
      .select({ date: sql<string>`${orders.harvestOn}`, orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(waiting)
      .groupBy(orders.harvestOn),
  ])
  return counts
    .map((day) => ({
      date: day.date,
      orders: day.orders,
      lines: lines
        .filter((line) => line.date === day.date)
        .map(({ productName, unit, quantity }) => ({ productName, unit, quantity })),
    }))
    .filter((day) => day.lines.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
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
    harvests,
    belowMinimum,
    visitsToday,
    visitsWeekend,
    lowStock,
    [comments],
    [reviews],
    failedJobs,
  ] = await Promise.all([
    countOrders(db),
    pickupsOn(db, date),
    harvestsFrom(db, date),
    datesBelowMinimum(db, date),
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
    harvests,
    belowMinimum,
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
