import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { pageWindow } from '#contracts/paged-list'
import type {
  ReviewStatus,
  StaffReviewPage,
  StaffReviewQuery,
  StaffReviewSort,
} from '#contracts/reviews'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { productReviews } from '#server/db/schema/reviews'
import { containsPattern } from '#server/lib/like-pattern'
import { toStaffReview } from './review-service'

/** Where a review stands, in SQL (hidden wins over awaiting approval, as `statusOf` has it). */
const statusConditions: Record<ReviewStatus, SQL> = {
  hidden: eq(productReviews.hidden, true),
  awaiting_approval: and(
    eq(productReviews.hidden, false),
    eq(productReviews.awaitingApproval, true),
  )!,
  shown: and(eq(productReviews.hidden, false), eq(productReviews.awaitingApproval, false))!,
}

/** Text in the product's name, the reviewer's name, the title or the comment. */
function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q)
  return or(
    ilike(products.name, pattern),
    ilike(productReviews.customerName, pattern),
    ilike(productReviews.title, pattern),
    ilike(productReviews.comment, pattern),
  )
}

/** The whitelisted sorts (the contract refuses any other with a 400 naming `sort`). */
const sortColumns: Record<StaffReviewSort, SQL> = {
  created: sql`${productReviews.createdAt}`,
  rating: sql`${productReviews.rating}`,
  product: sql`lower(${products.name})`,
  customer: sql`lower(${productReviews.customerName})`,
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`

/**
 * GET /api/admin/reviews (issue 25): one page of the reviews the search and filters match, with
 * the product's name, in the chosen order (newest first by default), how many match, and how
 * many of each status the search and rating find (the status filter's counts).
 */
export async function searchStaffReviews(
  db: Db,
  query: StaffReviewQuery,
): Promise<StaffReviewPage> {
  const q = query.q?.trim()
  const searched = and(
    q ? searchCondition(q) : undefined,
    query.rating ? eq(productReviews.rating, query.rating) : undefined,
  )
  const where = and(searched, query.status ? statusConditions[query.status] : undefined)
  const order = query.dir === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [counts]] = await Promise.all([
    db
      .select({ review: productReviews, productName: products.name })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(order(sortColumns[query.sort]), order(productReviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        all: sql<number>`count(*)::int`,
        awaiting_approval: countWhere(statusConditions.awaiting_approval),
        shown: countWhere(statusConditions.shown),
        hidden: countWhere(statusConditions.hidden),
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(searched),
  ])
  const byStatus = counts ?? { all: 0, awaiting_approval: 0, shown: 0, hidden: 0 }
  return {
    items: rows.map(({ review, productName }) => ({ ...toStaffReview(review), productName })),
    total: query.status ? byStatus[query.status] : byStatus.all,
    page: query.page,
    pageSize: query.pageSize,
    counts: byStatus,
  }
}
