import { useQuery } from '@tanstack/react-query'
import type { FarmSettingsView } from '#contracts/farm-settings'
import type * as farmSettingsApi from '#contracts/farm-settings-api'
import { defaultFarmTimeZone } from '#contracts/farm-time'
import type { FirstScreenKey } from '../lib/first-screen-key'

/**
 * The farm's address, contacts, hours and time zone (GET /api/farm-settings), on every page (the
 * footer): named by type only and read with the default query function, so neither zod nor a
 * formatter joins the first screen's JavaScript. The server formats the address and hours
 * (`display`), and renders every page with this answer in it.
 */
export const farmSettingsQueryKey = ['/api/farm-settings'] as const satisfies FirstScreenKey<
  typeof farmSettingsApi.getFarmSettings
>

/**
 * The answer's shape, checked by hand (zod stays out of the footer's JavaScript): anything else
 * (a stand-in server, a proxy's error page) reads as not loaded rather than breaking every page.
 */
function isFarmSettingsView(value: unknown): value is FarmSettingsView {
  const settings = value as Partial<FarmSettingsView> | null
  const display = settings?.display
  return (
    typeof settings?.phone === 'string' &&
    typeof settings.email === 'string' &&
    typeof settings.timeZone === 'string' &&
    Array.isArray(display?.addressLines) &&
    Array.isArray(display.hours) &&
    typeof display.hoursSummary === 'string'
  )
}

const farmSettingsOnly = (data: unknown) => (isFarmSettingsView(data) ? data : undefined)

/** The settings, or undefined while they load (or if they cannot be read). */
export function useFarmSettings(): FarmSettingsView | undefined {
  return useQuery({ queryKey: farmSettingsQueryKey, select: farmSettingsOnly }).data
}

/** The farm's time zone (IANA), the clock of its dates and times; the default until loaded. */
export function useFarmTimeZone(): string {
  return useFarmSettings()?.timeZone ?? defaultFarmTimeZone
}
