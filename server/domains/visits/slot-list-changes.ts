import { farmInstant } from '#contracts/farm-time'
import type { NextChange } from '#server/http/public-cache'
import { listUpcomingSlots } from './pick-your-own-service'
import { visitContext } from './visit-mail'

/** When the public list of pick-your-own sessions next changes: a session leaves it as it begins. */
export const nextSlotListChange: NextChange = async (db, since) => {
  const { timeZone } = await visitContext(db)
  const starts = (await listUpcomingSlots(db, since)).map((slot) =>
    farmInstant(slot.date, slot.startTime, timeZone).getTime(),
  )
  return starts.length ? new Date(Math.min(...starts)) : null
}
