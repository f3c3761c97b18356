import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { pageWindow } from '#contracts/paged-list'
import type {
  StaffSubscriptionPage,
  StaffSubscriptionQuery,
  StaffSubscriptionSort,
} from '#contracts/subscriptions'
import type { Db } from '#server/db/client'
import { subscriptions } from '#server/db/schema/subscriptions'
import { containsPattern } from '#server/lib/like-pattern'
import { toStaffSubscription } from './subscription-records'
import { pickupWindowLabels } from './box-place'

/** A subscription's number ("12" or "#12"), or text in its customer's name or e-mail or its plan. */
function searchCondition(q: string): SQL | undefined {
  const number = /^#?(\d{1,9})$/.exec(q)?.[1]
  const pattern = containsPattern(q)
  const text = or(
    ilike(subscriptions.customerName, pattern),
    ilike(subscriptions.customerEmail, pattern),
    ilike(subscriptions.planName, pattern),
  )
  return number ? or(eq(subscriptions.id, Number(number)), text) : text
}

/** The whitelisted sorts (the contract refuses any other with a 400 naming `sort`). */
const sortColumns: Record<StaffSubscriptionSort, SQL> = {
  created: sql`${subscriptions.createdAt}`,
  customer: sql`lower(${subscriptions.customerName})`,
  plan: sql`lower(${subscriptions.planName})`,
  next: sql`${subscriptions.nextDelivery}`,
  price: sql`${subscriptions.totalPriceCents}`,
  status: sql`${subscriptions.status}`,
}

/**
 * GET /api/admin/subscriptions (issue 25): one page of the subscriptions the search and filters
 * match, in the chosen order (the newest first by default), and how many match.
 */
export async function searchStaffSubscriptions(
  db: Db,
  query: StaffSubscriptionQuery,
): Promise<StaffSubscriptionPage> {
  const q = query.q?.trim()
  const where = and(
    q ? searchCondition(q) : undefined,
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.fulfilment ? eq(subscriptions.fulfilment, query.fulfilment) : undefined,
  )
  const order = query.dir === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(sql`${order(sortColumns[query.sort])} nulls last`, order(subscriptions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(where),
  ])
  const labels = await pickupWindowLabels(db, rows)
  return {
    items: rows.map((row) => toStaffSubscription(row, labels)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
