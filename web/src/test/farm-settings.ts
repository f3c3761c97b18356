import {
  builtInFarmSettings,
  type FarmSettings,
  type FarmSettingsView,
} from '#contracts/farm-settings'
import { farmSettingsDisplay } from '#contracts/farm-settings-format'

/**
 * GET /api/farm-settings as the server answers it: the built-in farm (Thursday to Sunday, 8 to
 * 4), with any fields changed, and its display lines made by the server's formatter.
 */
export function farmSettingsAnswer(changes: Partial<FarmSettings> = {}): FarmSettingsView {
  const settings = { ...builtInFarmSettings, ...changes }
  return { ...settings, display: farmSettingsDisplay(settings) }
}
