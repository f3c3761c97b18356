import { endpoint } from './endpoint'
import { farmSettingsInputSchema, farmSettingsViewSchema } from './farm-settings'

/**
 * The farm's address, phone, e-mail, time zone and opening hours, with their display lines
 * (every page reads them: the footer, the LocalBusiness JSON-LD; server-rendered and cached).
 */
export const getFarmSettings = endpoint({
  method: 'GET',
  path: '/api/farm-settings',
  responses: { 200: farmSettingsViewSchema },
})

/** The owner saves the whole record (the Farm settings screen); answers it as pages read it. */
export const updateFarmSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/farm-settings',
  body: farmSettingsInputSchema,
  responses: { 200: farmSettingsViewSchema },
})
