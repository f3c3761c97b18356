import {
  builtInFarmSettings,
  weekdays,
  type FarmSettings,
  type FarmSettingsView,
  type WeeklyHours,
} from '#contracts/farm-settings'
import { farmSettingsDisplay } from '#contracts/farm-settings-format'
import { farmTimeZoneOrDefault } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { farmSettings, type FarmSettingsRow } from '#server/db/schema/settings'

/** Every day present, its ranges in order (a stored day that is not a list reads as closed). */
function weekOf(stored: unknown): WeeklyHours {
  const days = (stored ?? {}) as Partial<Record<string, unknown>>
  return Object.fromEntries(
    weekdays.map((day) => {
      const ranges = Array.isArray(days[day]) ? (days[day] as WeeklyHours[typeof day]) : []
      return [day, [...ranges].sort((a, b) => a.from.localeCompare(b.from))]
    }),
  ) as WeeklyHours
}

export function toFarmSettings(row: FarmSettingsRow): FarmSettings {
  return {
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
    },
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone,
    hours: weekOf(row.openingHours),
    hoursNote: row.hoursNote,
    geo:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    waitlistHoldHours: row.waitlistHoldHours,
  }
}

/** The stored record (migration 0021 writes it), or the built-in one if it was ever removed. */
export async function loadFarmSettings(db: Db): Promise<FarmSettings> {
  const [row] = await db.select().from(farmSettings).limit(1)
  return row ? toFarmSettings(row) : builtInFarmSettings
}

/** The record with what pages show of it (GET /api/farm-settings). */
export function farmSettingsView(settings: FarmSettings): FarmSettingsView {
  return { ...settings, display: farmSettingsDisplay(settings) }
}

/** How long one read serves page heads, e-mails and the farm's clock in this process. */
const ttlMs = 5_000

// One entry per database handle, so test apps with their own databases never share settings.
const cache = new WeakMap<Db, { expiresAt: number; settings: Promise<FarmSettings> }>()

/**
 * The farm settings, read at most once per 5 s per process (every page head and many e-mails
 * need them). A save clears it at once on this instance; every instance clears it when the
 * public cache hears of a change (server/app.ts), so the 5 s only bound a lost notification.
 */
export function readFarmSettings(db: Db, now = Date.now()): Promise<FarmSettings> {
  const entry = cache.get(db)
  if (entry && entry.expiresAt > now) return entry.settings
  const settings = loadFarmSettings(db)
  cache.set(db, { expiresAt: now + ttlMs, settings })
  // A failed read must not be served for the next seconds.
  settings.catch(() => {
    if (cache.get(db)?.settings === settings) cache.delete(db)
  })
  return settings
}

/** Forgets the cached settings of this database (after a write). */
export function clearFarmSettingsCache(db: Db) {
  cache.delete(db)
}

/**
 * The farm's time zone (IANA), the clock of its calendar, visits, reminders and order lists
 * (contracts/farm-time.ts); the default zone should a stored one be unknown to the runtime.
 */
export async function readFarmTimeZone(db: Db): Promise<string> {
  return farmTimeZoneOrDefault((await readFarmSettings(db)).timeZone)
}
