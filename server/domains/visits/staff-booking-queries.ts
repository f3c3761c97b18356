import { inArray, sql, type SQL } from 'drizzle-orm'
import { pageWindow } from '#contracts/paged-list'
import type { VisitKind } from '#contracts/visits'
import type { StaffBookingPage, StaffBookingQuery, StaffBookingSort } from '#contracts/visits-admin'
import { selectRows, type Db } from '#server/db/client'
import { bookings, pickYourOwnBookings } from '#server/db/schema/visits'
import { containsPattern } from '#server/lib/like-pattern'
import { eventVisits, pickYourOwnVisits, toStaffBooking, type Visit } from './visit-records'

/** Both kinds of booking as one list: what the Bookings list searches, filters and sorts on. */
const allBookings = sql`
  select 'event' as kind, b.id, b.created_at, b.preferred_date as visit_date,
    b.customer_name, b.customer_email, b.customer_phone, b.title,
    case when b.type = 'workshop' then 'workshop' else 'event' end as type,
    b.status, b.number_of_people
  from bookings b
  union all
  select 'pick_your_own', p.id, p.created_at, s.date, p.customer_name, p.customer_email,
    p.customer_phone, s.product_name, 'pick_your_own', p.status, p.number_of_people
  from pick_your_own_bookings p join pick_your_own_slots s on s.id = p.slot_id`

/** The whitelisted sorts (the contract refuses any other with a 400 naming `sort`). */
const sortColumns: Record<StaffBookingSort, SQL> = {
  created: sql.raw('created_at'),
  visit: sql.raw('visit_date'),
  customer: sql.raw('lower(customer_name)'),
  people: sql.raw('number_of_people'),
  status: sql.raw('status'),
}

function filtersOf(query: StaffBookingQuery): SQL {
  const conditions: SQL[] = []
  const q = query.q?.trim()
  if (q) {
    const pattern = containsPattern(q)
    conditions.push(
      sql`(customer_name ilike ${pattern} or customer_email ilike ${pattern}
        or customer_phone ilike ${pattern} or title ilike ${pattern})`,
    )
  }
  if (query.status) conditions.push(sql`status = ${query.status}`)
  if (query.type) conditions.push(sql`type = ${query.type}`)
  if (query.from) conditions.push(sql`visit_date >= ${query.from}::date`)
  if (query.to) conditions.push(sql`visit_date <= ${query.to}::date`)
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
}

/**
 * GET /api/admin/bookings (issue 25): one page of the event and pick-your-own bookings the search
 * and filters match, in the chosen order (the newest first by default), and how many match.
 */
export async function searchStaffBookings(
  db: Db,
  timeZone: string,
  query: StaffBookingQuery,
): Promise<StaffBookingPage> {
  const where = filtersOf(query)
  const direction = sql.raw(query.dir)
  const { limit, offset } = pageWindow(query)
  const [keys, [counted]] = await Promise.all([
    selectRows<{ kind: VisitKind; id: number }>(
      db,
      sql`select kind, id from (${allBookings}) as visits ${where}
        order by ${sortColumns[query.sort]} ${direction}, created_at desc, kind, id desc
        limit ${limit} offset ${offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (${allBookings}) as visits ${where}`,
    ),
  ])
  const idsOf = (kind: VisitKind) => keys.filter((key) => key.kind === kind).map((key) => key.id)
  const [events, picks] = await Promise.all([
    idsOf('event').length
      ? eventVisits(db, inArray(bookings.id, idsOf('event')), limit)
      : Promise.resolve([]),
    idsOf('pick_your_own').length
      ? pickYourOwnVisits(db, inArray(pickYourOwnBookings.id, idsOf('pick_your_own')), limit)
      : Promise.resolve([]),
  ])
  const found = new Map<string, Visit>(
    [...events, ...picks].map((visit) => [`${visit.kind}-${visit.id}`, visit]),
  )
  return {
    items: keys.flatMap((key) => {
      const visit = found.get(`${key.kind}-${key.id}`)
      return visit ? [toStaffBooking(visit, timeZone)] : []
    }),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
