import type { Db } from '#server/db/client'
import { analyticsEvents } from '#server/db/schema/analytics'
import { hitRateCounter } from '#server/plugins/external/rate-limit'

/** At most this many landing views are counted per client address and window. */
export const landingViewsPerAddress = 20
export const landingViewWindowMs = 10 * 60 * 1000

/**
 * Counts one anonymous landing-page view: an `analytics_events` row with no user, session or
 * metadata. A client address that already had its share in this window is not counted again,
 * so a script hammering the endpoint cannot fill the table. Answers whether a row was written.
 */
export async function recordLandingView(db: Db, clientAddress: string): Promise<boolean> {
  const { count } = await hitRateCounter(db, `landing_view:${clientAddress}`, landingViewWindowMs)
  if (count > landingViewsPerAddress) return false
  await db
    .insert(analyticsEvents)
    .values({ eventType: 'landing_view', sessionId: null, userId: null })
  return true
}
