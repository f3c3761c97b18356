import { sql, type SQL } from 'drizzle-orm'
import type { Analytics, AnalyticsPeriod } from '#contracts/analytics'
import { addCalendarDays, farmInstant, farmToday } from '#contracts/farm-time'
import { selectRows, type Db } from '#server/db/client'
import { productReviews } from '#server/db/schema/reviews'
import { subscriptionPayments } from '#server/db/schema/subscriptions'
import { orderItems, orders } from '#server/db/schema/orders'
import { refunds } from '#server/db/schema/payments'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { centsToDecimal } from '#server/lib/money'
import { unfinishedCheckout } from '#server/domains/orders/public'
import { shownReviews } from '#server/domains/reviews/public'
import { farmTimeZone } from '#server/domains/subscriptions/public'

/** An order the analytics count: its checkout finished and it was not cancelled. */
const countedOrder: SQL = sql`(not ${unfinishedCheckout} and ${orders.status} <> 'cancelled')`

/**
 * The counted orders with the money each one kept: its total if it was paid (later refunds
 * leave the payment status 'refunded' or 'partially_refunded'), less its succeeded refunds.
 */
const countedOrders = sql`counted as (
  select ${orders.id} as id, lower(${orders.customerEmail}) as email, ${orders.createdAt} as created_at,
    (case when ${orders.paymentStatus} in ('paid', 'refunded', 'partially_refunded')
      then ${orders.totalAmountCents} else 0 end) - coalesce(refunded.cents, 0) as kept_cents,
    coalesce(refunded.cents, 0) as refunded_cents
  from ${orders}
  left join (
    select ${refunds.orderId} as order_id, sum(${refunds.amountCents}) as cents
    from ${refunds} where ${refunds.status} = 'succeeded' group by ${refunds.orderId}
  ) as refunded on refunded.order_id = ${orders.id}
  where ${countedOrder}
)`

/** CSA boxes paid (decision 0042): revenue on the day they were paid; the app refunds none. */
const paidBoxes = sql`boxes as (
  select ${subscriptionPayments.amountCents} as cents, ${subscriptionPayments.createdAt} as created_at
  from ${subscriptionPayments}
)`

/** "12.5" → one decimal of a share in percent, null when there is nothing to divide by. */
const percent = (part: SQL, whole: SQL) =>
  sql`round(100.0 * (${part}) / nullif((${whole}), 0), 1)::float8`

interface FigureRow {
  revenue_cents: string
  previous_revenue_cents: string
  subscription_revenue_cents: string
  refunded_cents: string
  revenue_growth: number | null
  total_orders: number
  average_order_cents: string | null
  pending_orders: number
  total_bookings: number
  upcoming_bookings: number
  tour_conversion: number | null
  average_rating: number | null
  review_count: number
  customer_satisfaction: number | null
  repeat_customers: number | null
}

/**
 * The Analytics tab's figures (decision 0034). The period is the last `days` farm days, today
 * included, from the farm's midnight; the period before is the `days` farm days before it.
 */
export async function readAnalytics(db: Db, days: AnalyticsPeriod): Promise<Analytics> {
  const timeZone = await farmTimeZone(db)
  const to = farmToday(timeZone)
  const from = addCalendarDays(to, -(days - 1))
  const previousFrom = addCalendarDays(from, -days)
  const start = sql`${farmInstant(from, '00:00', timeZone).toISOString()}::timestamptz`
  const previousStart = sql`${farmInstant(previousFrom, '00:00', timeZone).toISOString()}::timestamptz`

  const [figures] = await selectRows<FigureRow>(
    db,
    sql`with ${countedOrders}, ${paidBoxes},
    in_period as (select * from counted where created_at >= ${start}),
    customers as (
      select email, count(*) filter (where created_at >= ${start}) as in_period, count(*) as orders
      from counted group by email
    ),
    reviews as (
      select ${productReviews.rating} as rating from ${productReviews}
      where ${shownReviews} and ${productReviews.createdAt} >= ${start}
    ),
    requests as (select ${bookings.status} as status from ${bookings} where ${bookings.createdAt} >= ${start}),
    sums as (
      select
        (select coalesce(sum(kept_cents), 0) from in_period) as order_revenue,
        (select coalesce(sum(cents), 0) from boxes where created_at >= ${start}) as box_revenue,
        (select coalesce(sum(kept_cents), 0) from counted
          where created_at >= ${previousStart} and created_at < ${start})
          + (select coalesce(sum(cents), 0) from boxes
            where created_at >= ${previousStart} and created_at < ${start}) as previous_revenue,
        (select coalesce(sum(refunded_cents), 0) from in_period) as refunded,
        (select count(*) from in_period) as orders
    )
    select
      (sums.order_revenue + sums.box_revenue)::text as revenue_cents,
      sums.previous_revenue::text as previous_revenue_cents,
      sums.box_revenue::text as subscription_revenue_cents,
      sums.refunded::text as refunded_cents,
      ${percent(sql`sums.order_revenue + sums.box_revenue - sums.previous_revenue`, sql`sums.previous_revenue`)} as revenue_growth,
      sums.orders::int as total_orders,
      round(sums.order_revenue::numeric / nullif(sums.orders, 0))::text as average_order_cents,
      (select count(*)::int from ${orders} where ${countedOrder}
        and ${orders.status} in ('pending', 'confirmed', 'processing')) as pending_orders,
      (select count(*) from requests)::int
        + (select count(*) from ${pickYourOwnBookings} where ${pickYourOwnBookings.createdAt} >= ${start})::int
        as total_bookings,
      (select count(*) from ${bookings}
        where ${bookings.status} = 'confirmed' and ${bookings.preferredDate} >= ${to}::date)::int
        + (select count(*) from ${pickYourOwnBookings}
          join ${pickYourOwnSlots} on ${pickYourOwnSlots.id} = ${pickYourOwnBookings.slotId}
          where ${pickYourOwnBookings.status} = 'confirmed' and ${pickYourOwnSlots.cancelledAt} is null
            and ${pickYourOwnSlots.date} >= ${to}::date)::int as upcoming_bookings,
      ${percent(sql`select count(*) from requests where status = 'confirmed'`, sql`select count(*) from requests`)} as tour_conversion,
      (select round(avg(rating), 1)::float8 from reviews) as average_rating,
      (select count(*)::int from reviews) as review_count,
      ${percent(sql`select count(*) from reviews where rating >= 4`, sql`select count(*) from reviews`)} as customer_satisfaction,
      ${percent(
        sql`select count(*) from customers where in_period > 0 and orders > 1`,
        sql`select count(*) from customers where in_period > 0`,
      )} as repeat_customers
    from sums`,
  )

  const popular = await selectRows<{ name: string; sales: number; revenue_cents: string }>(
    db,
    sql`select ${orderItems.productName} as name, sum(${orderItems.quantity})::int as sales,
      sum(${orderItems.totalPriceCents})::text as revenue_cents
    from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${countedOrder} and ${orders.createdAt} >= ${start}
    group by ${orderItems.productName}
    order by sales desc, sum(${orderItems.totalPriceCents}) desc, name
    limit 5`,
  )

  const byDay = await selectRows<{ date: string; revenue_cents: string; orders: number }>(
    db,
    sql`with ${countedOrders}, ${paidBoxes},
    money as (
      select created_at, kept_cents as cents, 1 as orders from counted
      union all select created_at, cents, 0 from boxes
    )
    select day::date::text as date, coalesce(sum(money.cents), 0)::text as revenue_cents,
      coalesce(sum(money.orders), 0)::int as orders
    from generate_series(${from}::date, ${to}::date, interval '1 day') as day
    left join money on (money.created_at at time zone ${timeZone})::date = day::date
    group by day order by day`,
  )

  const row = figures!
  return {
    period: { days, from, to, previousFrom, previousTo: addCalendarDays(from, -1) },
    totalRevenue: centsToDecimal(Number(row.revenue_cents)),
    previousRevenue: centsToDecimal(Number(row.previous_revenue_cents)),
    subscriptionRevenue: centsToDecimal(Number(row.subscription_revenue_cents)),
    revenueGrowth: row.revenue_growth,
    refundedTotal: centsToDecimal(Number(row.refunded_cents)),
    totalOrders: row.total_orders,
    averageOrderValue:
      row.average_order_cents === null ? null : centsToDecimal(Number(row.average_order_cents)),
    pendingOrders: row.pending_orders,
    totalBookings: row.total_bookings,
    upcomingBookings: row.upcoming_bookings,
    tourConversion: row.tour_conversion,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    customerSatisfaction: row.customer_satisfaction,
    repeatCustomers: row.repeat_customers,
    popularProducts: popular.map((product) => ({
      name: product.name,
      sales: product.sales,
      revenue: centsToDecimal(Number(product.revenue_cents)),
    })),
    revenueByDay: byDay.map((day) => ({
      date: day.date,
      revenue: centsToDecimal(Number(day.revenue_cents)),
      orders: day.orders,
    })),
  }
}
