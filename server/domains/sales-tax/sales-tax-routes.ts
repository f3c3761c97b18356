import type { FastifyInstance } from 'fastify'
import * as salesTaxApi from '#contracts/sales-tax-api'
import { route } from '#server/http/endpoint-route'
import { salesTaxReport } from './sales-tax-report'
import { salesTaxSettingsView, updateSalesTaxSettings } from './sales-tax-settings'

/**
 * The sales tax rules and the monthly report (decision 0062). Every staff member may read them;
 * only the owner changes a rate, as with the farm's other settings.
 */
export default async function salesTaxRoutes(app: FastifyInstance) {
  route(app, salesTaxApi.getSalesTaxSettings, {
    config: { access: 'staff' },
    handler: async () => salesTaxSettingsView(app.db),
  })

  route(app, salesTaxApi.updateSalesTaxSettings, {
    config: { access: 'owner', auditAction: 'sales-tax.update' },
    handler: async (request) => {
      const { before, after } = await updateSalesTaxSettings({ db: app.db }, request.body)
      request.audit.before = before
      request.audit.after = after
      request.audit.targetType = 'sales-tax'
      return after
    },
  })

  route(app, salesTaxApi.getSalesTaxReport, {
    config: { access: 'staff' },
    handler: async (request) => salesTaxReport(app.db, request.query.month),
  })
}
