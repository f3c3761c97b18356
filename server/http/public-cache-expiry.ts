import { sql } from 'drizzle-orm'
import { farmInstant } from '../../contracts/farm-time'
import { selectRows, type Db } from '../db/client'
import { listUpcomingSlots } from '../domains/visits/pick-your-own-service'
import { visitContext } from '../domains/visits/visit-mail'

type NextChange = (db: Db, since: Date) => Promise<Date | null>

/**
 * Public answers that change with the clock alone, with no write to notify it: by path, the first
 * instant after `since` at which an answer made at `since` stops being true (null: none ahead).
 */
export const clockDependentAnswers: Record<string, NextChange> = {
  // An alert is public from its alert date until its expiry date (decision 0028).
  '/api/harvest-alerts': async (db, since) => {
    const [row] = await selectRows<{ next: Date | string | null }>(
      db,
      sql`select min(instant) as next from (
            select alert_date as instant from harvest_alerts
            union all select expiry_date from harvest_alerts
          ) instants where instant > ${since.toISOString()}::timestamptz`,
    )
    return row?.next ? new Date(row.next) : null
  },
  // A session leaves the list when it begins, on the farm's clock.
  '/api/pick-your-own/slots': async (db, since) => {
    const { timeZone } = await visitContext(db)
    const starts = (await listUpcomingSlots(db, since)).map((slot) =>
      farmInstant(slot.date, slot.startTime, timeZone).getTime(),
    )
    return starts.length ? new Date(Math.min(...starts)) : null
  },
}
