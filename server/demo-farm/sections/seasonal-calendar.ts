// Seeds the seasonal calendar: what is available, and at its peak, in which months.
import type { Db } from '#server/db/client'
import { seasonalAvailability } from '#server/db/schema/seasonal'
import { demoSeasonalItems } from '../demo-seasons'

export async function seedSeasonalCalendar(tx: Db): Promise<void> {
  await tx.insert(seasonalAvailability).values(
    demoSeasonalItems.map((item) => ({
      ...item,
      availableSeasonMonths: [...item.availableSeasonMonths],
      peakSeasonMonths: [...item.peakSeasonMonths],
    })),
  )
}
