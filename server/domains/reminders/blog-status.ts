import { desc, eq } from 'drizzle-orm'
import { differenceInCalendarDays, parse } from 'date-fns'
import { farmToday } from '#contracts/farm-time'
import type { BlogStatus } from '#contracts/reminders'
import type { Db } from '#server/db/client'
import { blogPosts } from '#server/db/schema/blog'
import { farmTimeZone } from './reminder-store'

const day = (date: string) => parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1))

/**
 * The blog's status (spec 3 "Farm reminder system"): the newest published post (drafts are not
 * posts visitors can read) and how many of the farm's calendar days have passed since the day it
 * was written, so a post from yesterday evening is 1 day old this morning, whatever the hour.
 */
export async function readBlogStatus(db: Db, now = new Date()): Promise<BlogStatus> {
  const [post] = await db
    .select({ title: blogPosts.title, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(1)
  if (!post) return { lastPostDate: null, lastPostTitle: null, daysSinceLastPost: null }
  const timeZone = await farmTimeZone(db)
  return {
    lastPostDate: post.createdAt.toISOString(),
    lastPostTitle: post.title,
    daysSinceLastPost: Math.max(
      0,
      differenceInCalendarDays(
        day(farmToday(timeZone, now)),
        day(farmToday(timeZone, post.createdAt)),
      ),
    ),
  }
}
