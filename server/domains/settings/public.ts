/**
 * What other domains may use of settings (decision 0051): the farm's details and its clock.
 */
export { readFarmSettings, readFarmTimeZone, clearFarmSettingsCache } from './farm-settings-queries'
