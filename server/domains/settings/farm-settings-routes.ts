import type { FastifyInstance } from 'fastify'
import * as farmSettingsApi from '#contracts/farm-settings-api'
import { route } from '#server/http/endpoint-route'
import { farmSettingsView, readFarmSettings } from './farm-settings-queries'
import { updateFarmSettings } from './update-farm-settings'

/**
 * The farm's details: a public read every page uses (cached, decision 0036), and the owner's
 * save. Only the owner: the time zone moves every booking's clock and the address goes on
 * shipping labels; other staff see the screen read-only.
 */
export default async function farmSettingsRoutes(app: FastifyInstance) {
  route(app, farmSettingsApi.getFarmSettings, {
    config: { access: 'public' },
    handler: async () => farmSettingsView(await readFarmSettings(app.db)),
  })

  route(app, farmSettingsApi.updateFarmSettings, {
    config: { access: 'owner', auditAction: 'farm-settings.update' },
    handler: async (request) => {
      const { before, after } = await updateFarmSettings({ db: app.db }, request.body)
      request.audit.before = before
      request.audit.after = after
      request.audit.targetType = 'farm-settings'
      return farmSettingsView(after)
    },
  })
}
