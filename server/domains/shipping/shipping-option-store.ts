import { asc, sql } from 'drizzle-orm'
import type { ShippingOptionValues, StaffShippingOption } from '#contracts/shipping-admin'
import type { shippingOptions as shippingOptionEndpoints } from '#contracts/shipping-admin-api'
import type { Db } from '#server/db/client'
import { shippingOptions, type ShippingOptionRow } from '#server/db/schema/shipping'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { centsToDecimal, decimalToCents } from '#server/lib/money'

function toStaffShippingOption(row: ShippingOptionRow): StaffShippingOption {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    cost: centsToDecimal(row.costCents),
    estimatedDays: row.estimatedDays,
    available: row.available,
    minOrderAmount: centsToDecimal(row.minOrderAmountCents),
    maxOrderAmount:
      row.maxOrderAmountCents === null ? null : centsToDecimal(row.maxOrderAmountCents),
    notes: row.notes,
    sortOrder: row.sortOrder,
    freeOverSubtotal:
      row.freeFromSubtotalCents === null ? null : centsToDecimal(row.freeFromSubtotalCents),
    carriesFreshFruit: row.carriesPerishables,
  }
}

const cents = (amount: string | null | undefined) =>
  amount == null ? null : (decimalToCents(amount) ?? 0)

function toColumns(input: ShippingOptionValues) {
  return {
    name: input.name,
    description: input.description || null,
    costCents: cents(input.cost)!,
    estimatedDays: input.estimatedDays || null,
    available: input.available,
    minOrderAmountCents: cents(input.minOrderAmount) ?? 0,
    maxOrderAmountCents: cents(input.maxOrderAmount),
    notes: input.notes || null,
    sortOrder: input.sortOrder,
    freeFromSubtotalCents: cents(input.freeOverSubtotal),
    carriesPerishables: input.carriesFreshFruit,
  }
}

/** The checkout code of a new option: its name in snake case, made unique. */
async function newCode(db: Db, name: string) {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 40) || 'shipping'
  const taken = new Set(
    (await db.select({ code: shippingOptions.code }).from(shippingOptions)).map((r) => r.code),
  )
  let code = base
  for (let n = 2; taken.has(code); n++) code = `${base}_${n}`
  return code
}

/**
 * How the shipping options manager reads and writes the options, in the staff contract's shape;
 * its page is searched in the name, code, description, delivery time and notes.
 */
export const shippingOptionStore: StoreOf<typeof shippingOptionEndpoints> = tableStore({
  table: shippingOptions,
  toItem: toStaffShippingOption,
  toColumns,
  newRowColumns: async (input: ShippingOptionValues, db: Db) => ({
    code: await newCode(db, input.name),
  }),
  listOrder: [asc(shippingOptions.sortOrder), asc(shippingOptions.id)],
  search: [
    shippingOptions.name,
    shippingOptions.code,
    shippingOptions.description,
    shippingOptions.estimatedDays,
    shippingOptions.notes,
  ],
  sorts: {
    sortOrder: shippingOptions.sortOrder,
    name: sql`lower(${shippingOptions.name})`,
    cost: shippingOptions.costCents,
  },
})
