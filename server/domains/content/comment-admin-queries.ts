import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { blogComments } from '#server/db/schema/blog'

/** How many blog comments wait for staff approval. */
export async function countPendingComments(db: Db): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(blogComments)
    .where(eq(blogComments.isApproved, false))
  return Number(row?.pending ?? 0)
}
