import { z } from 'zod'
import { isCalendarDate } from './farm-time'

/*
 * The accountant's exports (issue 27 point 5, decision 0064): CSV files over a range of farm
 * dates, streamed a batch at a time, and sales laid out for QuickBooks Online's and Xero's
 * invoice imports.
 */

export const exportKinds = [
  'orders',
  'order-lines',
  'payments',
  'refunds',
  'tax',
  'customers',
  'bookings',
  'subscriptions',
  'quickbooks-sales',
  'xero-sales',
] as const
export type ExportKind = (typeof exportKinds)[number]

export const exportLabels: Record<ExportKind, string> = {
  orders: 'Orders',
  'order-lines': 'Order lines',
  payments: 'Payments',
  refunds: 'Refunds',
  tax: 'Sales tax by order',
  customers: 'Customers',
  bookings: 'Bookings',
  subscriptions: 'Subscriptions',
  'quickbooks-sales': 'Sales for QuickBooks Online',
  'xero-sales': 'Sales for Xero',
}

const farmDate = (label: string) =>
  z
    .string(`${label} must be a date like 2026-11-01`)
    .refine(isCalendarDate, `${label} must be a date like 2026-11-01`)

export const exportParamsSchema = z.object({
  kind: z.enum(exportKinds, 'Unknown export'),
})

/** The farm dates the export covers, both included; at most a few years. */
export const exportRangeSchema = z
  .object({ from: farmDate('From'), to: farmDate('To') })
  .refine((range) => range.from <= range.to, {
    path: ['to'],
    message: 'To must be on or after From',
  })
export type ExportRange = z.infer<typeof exportRangeSchema>

export const exportPath = '/api/admin/exports/:kind.csv'
export const exportUrl = (kind: ExportKind, range: ExportRange) =>
  `${exportPath.replace(':kind', kind)}?from=${range.from}&to=${range.to}`
