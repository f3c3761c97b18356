import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema/content'
import { shippingOptions, type ShippingOptionRow } from '../../db/schema/shipping'
import { centsToDecimal } from '../../lib/money'
import type { ShippingOption } from '../../../contracts/checkout'
import { localDeliveryCode } from './shipping-rules'

export async function listAvailableShippingOptions(db: Db) {
  return db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.available, true))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id))
}

export async function findShippingOption(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.code, code))
    .limit(1)
  return row ?? null
}

/** The farm's delivery ZIP codes (setting `delivery_zip_codes`). */
export async function deliveryZipCodes(db: Db): Promise<string[]> {
  const [row] = await db
    .select()
    .from(settings)
    .where(eq(settings.key, 'delivery_zip_codes'))
    .limit(1)
  return Array.isArray(row?.value) ? (row.value as unknown[]).map(String) : []
}

export function toShippingOptionContract(row: ShippingOptionRow): ShippingOption {
  return {
    id: row.code,
    name: row.name,
    description: row.description,
    cost: centsToDecimal(row.costCents),
    estimatedDays: row.estimatedDays,
    available: row.available,
    note: row.notes,
    minOrderAmount: centsToDecimal(row.minOrderAmountCents),
    maxOrderAmount:
      row.maxOrderAmountCents === null ? null : centsToDecimal(row.maxOrderAmountCents),
    freeOverSubtotal:
      row.freeFromSubtotalCents === null ? null : centsToDecimal(row.freeFromSubtotalCents),
    localOnly: row.code === localDeliveryCode,
  }
}
