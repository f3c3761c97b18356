import { desc, eq, sql, type SQL } from 'drizzle-orm'
import type {
  CustomerDetail,
  CustomerPage,
  CustomerSearchQuery,
  CustomerSummary,
} from '#contracts/customers'
import { selectRows, type Db } from '#server/db/client'
import { customerNotes } from '#server/db/schema/customers'
import { staffAccounts } from '#server/db/schema/identity'
import { centsToDecimal } from '#server/lib/money'

/** The key that names a customer in addresses: a hash of the lowercased e-mail address. */
export const customerKeyOf = (email: SQL) =>
  sql`left(encode(sha256(convert_to(lower(${email}), 'UTF8')), 'hex'), 24)`

/**
 * Everyone the farm knows by e-mail, one line per thing they did: a finished order (with what it
 * kept of its money), a visit or pick-your-own booking, a subscription, an account.
 */
const people = sql`
  select lower(o.customer_email) as email, o.customer_name as name, o.customer_phone as phone,
    o.created_at as at, 'order' as kind,
    case when o.payment_status in ('paid', 'partially_refunded') and o.status <> 'cancelled'
      then o.total_amount_cents - coalesce((select sum(r.amount_cents) from refunds r
        where r.order_id = o.id and r.status = 'succeeded'), 0)
      else 0 end as spend
  from orders o
  where not (o.payment_status in ('unpaid', 'failed') and o.status in ('pending', 'cancelled'))
  union all
  select lower(customer_email), customer_name, customer_phone, created_at, 'booking', 0 from bookings
  union all
  select lower(customer_email), customer_name, customer_phone, created_at, 'booking', 0
  from pick_your_own_bookings
  union all
  select lower(customer_email), customer_name, null, created_at, 'subscription', 0
  from subscriptions
  union all
  select lower(email), trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), null,
    created_at, 'account', 0
  from users where email is not null`

const customers = sql`
  select email, ${customerKeyOf(sql.raw('email'))} as key,
    coalesce((array_agg(name order by at desc) filter (where name <> ''))[1], '') as name,
    (array_agg(phone order by at desc) filter (where phone is not null and phone <> ''))[1] as phone,
    (count(*) filter (where kind = 'order'))::int as orders,
    (count(*) filter (where kind = 'booking'))::int as bookings,
    (count(*) filter (where kind = 'subscription'))::int as subscriptions,
    bool_or(kind = 'account') as "hasAccount",
    coalesce(sum(spend), 0)::bigint::text as spend,
    min(at) as "firstSeen", max(at) as "lastSeen"
  from (${people}) as people
  group by email`

type CustomerRow = Omit<CustomerSummary, 'lifetimeSpend' | 'firstSeen' | 'lastSeen'> & {
  phone: string | null
  spend: string
  firstSeen: Date | string
  lastSeen: Date | string
  total?: number
}

const iso = (value: Date | string) => new Date(value).toISOString()

function toSummary({
  phone: _phone,
  spend,
  firstSeen,
  lastSeen,
  total: _total,
  ...row
}: CustomerRow) {
  return {
    ...row,
    lifetimeSpend: centsToDecimal(Number(spend)),
    firstSeen: iso(firstSeen),
    lastSeen: iso(lastSeen),
  } satisfies CustomerSummary
}

const orderBy: Record<CustomerSearchQuery['sort'], SQL> = {
  recent: sql`"lastSeen" desc, email`,
  name: sql`lower(name), email`,
  spend: sql`spend::bigint desc, email`,
  orders: sql`orders desc, email`,
}

/** One page of customers matching the search, and how many match. */
export async function searchCustomers(db: Db, query: CustomerSearchQuery): Promise<CustomerPage> {
  const q = query.q?.trim()
  const pattern = q ? `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null
  const rows = await selectRows<CustomerRow>(
    db,
    sql`select *, (count(*) over ())::int as total from (${customers}) as customers
      ${pattern ? sql`where name ilike ${pattern} or email ilike ${pattern}` : sql``}
      order by ${orderBy[query.sort]}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  )
  return {
    customers: rows.map(toSummary),
    total: rows[0]?.total ?? (query.page > 1 ? await countCustomers(db, pattern) : 0),
    page: query.page,
    pageSize: query.pageSize,
  }
}

async function countCustomers(db: Db, pattern: string | null) {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${customers}) as customers
      ${pattern ? sql`where name ilike ${pattern} or email ilike ${pattern}` : sql``}`,
  )
  return row?.total ?? 0
}

/** The e-mail address a customer key names, or null. */
export async function customerEmailOf(db: Db, key: string): Promise<string | null> {
  const [row] = await selectRows<{ email: string }>(
    db,
    sql`select distinct email from (${people}) as people
      where ${customerKeyOf(sql.raw('email'))} = ${key} limit 1`,
  )
  return row?.email ?? null
}

/** Everything the back office shows of one customer. */
export async function findCustomer(db: Db, key: string): Promise<CustomerDetail | null> {
  const [row] = await selectRows<CustomerRow>(
    db,
    sql`select * from (${customers}) as customers where key = ${key}`,
  )
  if (!row) return null
  const email = row.email
  const [orderList, visits, picking, subscriptionList, reviews, consent, notes] = await Promise.all(
    [
      selectRows<{
        id: number
        created_at: Date | string
        status: string
        payment_status: string
        total: number
      }>(
        db,
        sql`select id, created_at, status, payment_status, total_amount_cents as total from orders
          where lower(customer_email) = ${email} order by created_at desc`,
      ),
      selectRows<{ id: number; title: string; date: string; people: number; status: string }>(
        db,
        sql`select id, title, preferred_date::text as date, number_of_people as people, status
          from bookings where lower(customer_email) = ${email} order by preferred_date desc`,
      ),
      selectRows<{ id: number; title: string; date: string; people: number; status: string }>(
        db,
        sql`select b.id, s.product_name as title, s.date::text as date,
            b.number_of_people as people, b.status
          from pick_your_own_bookings b join pick_your_own_slots s on s.id = b.slot_id
          where lower(b.customer_email) = ${email} order by s.date desc`,
      ),
      selectRows<{ id: number; plan_name: string; status: string }>(
        db,
        sql`select id, plan_name, status from subscriptions
          where lower(customer_email) = ${email} order by created_at desc`,
      ),
      selectRows<{ id: number; product_name: string; rating: number }>(
        db,
        sql`select r.id, p.name as product_name, r.rating from product_reviews r
          join products p on p.id = r.product_id
          where lower(r.customer_email) = ${email} order by r.created_at desc`,
      ),
      selectRows<{ newsletter: boolean; harvest_alerts: boolean }>(
        db,
        sql`select
          exists (select 1 from newsletter_subscriptions where lower(email) = ${email}
            and is_active and confirmed_at is not null) as newsletter,
          exists (select 1 from harvest_alert_subscriptions where lower(email) = ${email}
            and active and confirmed_at is not null) as harvest_alerts`,
      ),
      db
        .select({
          id: customerNotes.id,
          body: customerNotes.body,
          author: staffAccounts.name,
          createdAt: customerNotes.createdAt,
        })
        .from(customerNotes)
        .leftJoin(staffAccounts, eq(staffAccounts.id, customerNotes.authorStaffId))
        .where(eq(customerNotes.customerEmail, email))
        .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id)),
    ],
  )
  return {
    ...toSummary(row),
    phone: row.phone,
    orderList: orderList.map((order) => ({
      id: order.id,
      createdAt: iso(order.created_at),
      status: order.status as CustomerDetail['orderList'][number]['status'],
      paymentStatus: order.payment_status as CustomerDetail['orderList'][number]['paymentStatus'],
      total: centsToDecimal(order.total),
    })),
    bookingList: [
      ...visits.map((visit) => ({ kind: 'visit' as const, ...visit })),
      ...picking.map((visit) => ({ kind: 'pick-your-own' as const, ...visit })),
    ].sort((a, b) => b.date.localeCompare(a.date)),
    subscriptionList: subscriptionList.map((each) => ({
      id: each.id,
      planName: each.plan_name,
      status: each.status,
    })),
    reviews: reviews.map((review) => ({
      id: review.id,
      productName: review.product_name,
      rating: review.rating,
    })),
    newsletter: Boolean(consent[0]?.newsletter),
    harvestAlerts: Boolean(consent[0]?.harvest_alerts),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      author: note.author,
      createdAt: note.createdAt.toISOString(),
    })),
  }
}
