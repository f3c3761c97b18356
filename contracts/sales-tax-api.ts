import { endpoint } from './endpoint'
import {
  salesTaxReportSchema,
  salesTaxSettingsInputSchema,
  salesTaxSettingsSchema,
  taxMonthSchema,
} from './sales-tax'

/** The rates and rules (every staff member reads them; the owner saves them). */
export const getSalesTaxSettings = endpoint({
  method: 'GET',
  path: '/api/admin/sales-tax',
  responses: { 200: salesTaxSettingsSchema },
})

export const updateSalesTaxSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/sales-tax',
  body: salesTaxSettingsInputSchema,
  responses: { 200: salesTaxSettingsSchema },
})

/** One month's sales and tax, in the lines of Florida's return. */
export const getSalesTaxReport = endpoint({
  method: 'GET',
  path: '/api/admin/sales-tax/report',
  query: taxMonthSchema,
  responses: { 200: salesTaxReportSchema },
})
