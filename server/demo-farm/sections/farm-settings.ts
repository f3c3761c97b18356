// Seeds the farm settings: the demo farm's address, contacts, hours and place on the map.
import { builtInFarmSettings, type FarmSettings } from '#contracts/farm-settings'
import type { Db } from '#server/db/client'
import { farmSettings } from '#server/db/schema/settings'

/** Groveside Farm: the built-in details, with a note on holidays and the grove on the map. */
export const demoFarmSettings: FarmSettings = {
  ...builtInFarmSettings,
  hoursNote: 'Closed on Thanksgiving and Christmas Day',
  geo: { latitude: 27.2545, longitude: -80.2298 },
}

export async function seedFarmSettings(tx: Db): Promise<void> {
  const { address, geo, hours, ...rest } = demoFarmSettings
  const values = {
    ...address,
    phone: rest.phone,
    email: rest.email,
    timeZone: rest.timeZone,
    openingHours: hours,
    hoursNote: rest.hoursNote,
    latitude: geo?.latitude ?? null,
    longitude: geo?.longitude ?? null,
  }
  // Migration 0021 writes the row every shop starts with; the demo farm's replaces it.
  await tx
    .insert(farmSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: farmSettings.id, set: values })
}
