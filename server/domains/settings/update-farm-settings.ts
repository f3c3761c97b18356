import type { z } from 'zod'
import type { FarmSettings, farmSettingsInputSchema } from '#contracts/farm-settings'
import type { Db } from '#server/db/client'
import { farmSettings } from '#server/db/schema/settings'
import { clearFarmSettingsCache, loadFarmSettings, toFarmSettings } from './farm-settings-queries'

export type FarmSettingsUpdate = z.output<typeof farmSettingsInputSchema>

/**
 * The owner saves the farm's details (the Farm settings screen): the whole record, already
 * checked by the contract (times, no overlaps, a known time zone). Each day's hours are kept in
 * order. Answers the record before and after, for the audit log.
 */
export async function updateFarmSettings(
  { db }: { db: Db },
  input: FarmSettingsUpdate,
): Promise<{ before: FarmSettings; after: FarmSettings }> {
  const before = await loadFarmSettings(db)
  const hours = Object.fromEntries(
    Object.entries(input.hours).map(([day, ranges]) => [
      day,
      [...ranges].sort((a, b) => a.from.localeCompare(b.from)),
    ]),
  ) as FarmSettings['hours']
  const values = {
    street: input.address.street,
    city: input.address.city,
    state: input.address.state,
    zipCode: input.address.zipCode,
    country: input.address.country,
    phone: input.phone,
    email: input.email,
    timeZone: input.timeZone,
    openingHours: hours,
    hoursNote: input.hoursNote || null,
    latitude: input.geo?.latitude ?? null,
    longitude: input.geo?.longitude ?? null,
    waitlistHoldHours: input.waitlistHoldHours,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(farmSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: farmSettings.id, set: values })
    .returning()
  clearFarmSettingsCache(db)
  return { before, after: toFarmSettings(row!) }
}
