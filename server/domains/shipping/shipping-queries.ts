import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { settings } from '#server/db/schema/content'
import { shippingOptions, type ShippingOptionRow } from '#server/db/schema/shipping'
import { centsToDecimal } from '#server/lib/money'
import type { ShippingOption } from '#contracts/checkout'
import { farmStandMethod } from '#contracts/order-states'
import {
  farmStandMethodName,
  freeShippingSettingKey,
  freeShippingSettingSchema,
  localDeliveryCode,
  methodCodeAsWords,
  withFreeShipping,
  type FreeShippingSetting,
} from './shipping-rules'

/** Available options in checkout order, each with the free-shipping setting applied. */
export async function listAvailableShippingOptions(db: Db) {
  const rows = await db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.available, true))
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id))
  const setting = await freeShippingSetting(db)
  return rows.map((row) => withFreeShipping(row, setting))
}

/** One option by code, with the free-shipping setting applied. */
export async function findShippingOption(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.code, code))
    .limit(1)
  return row ? withFreeShipping(row, await freeShippingSetting(db)) : null
}

/** The shop's one free-shipping promise (setting `free_shipping`), or null when it has none. */
export async function freeShippingSetting(db: Db): Promise<FreeShippingSetting | null> {
  const [row] = await db
    .select()
    .from(settings)
    .where(eq(settings.key, freeShippingSettingKey))
    .limit(1)
  const parsed = freeShippingSettingSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : null
}

/**
 * How orders, receipts and the farm's notices name a shipping method (decision 0016: the options
 * table is the one truth): the option's name by its code, the farm stand's own, and for a code
 * whose option was deleted its words ("Refrigerated shipping"), never the code itself.
 */
export async function shippingMethodNamer(db: Db): Promise<(code: string) => string> {
  const rows = await db
    .select({ code: shippingOptions.code, name: shippingOptions.name })
    .from(shippingOptions)
  const names = new Map(rows.map((row) => [row.code, row.name]))
  names.set(farmStandMethod, farmStandMethodName)
  return (code) => names.get(code) ?? methodCodeAsWords(code)
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
    carriesFreshFruit: row.carriesPerishables,
  }
}
