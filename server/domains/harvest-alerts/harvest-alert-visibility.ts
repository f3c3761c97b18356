import { sql } from 'drizzle-orm'
import { selectRows } from '#server/db/client'
import type { NextChange } from '#server/http/public-cache'

/**
 * When the public list of harvest alerts next changes with the clock alone: an alert is public
 * from its alert date until its expiry date (decision 0028), so at the next of those instants.
 */
export const nextHarvestAlertChange: NextChange = async (db, since) => {
  const [row] = await selectRows<{ next: Date | string | null }>(
    db,
    sql`select min(instant) as next from (
          select alert_date as instant from harvest_alerts
          union all select expiry_date from harvest_alerts
        ) instants where instant > ${since.toISOString()}::timestamptz`,
  )
  return row?.next ? new Date(row.next) : null
}
