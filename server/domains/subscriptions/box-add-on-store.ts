import { asc, eq, sql } from 'drizzle-orm'
import type { BoxAddOnValues } from '#contracts/csa-season'
import type { boxAddOns as boxAddOnEndpoints } from '#contracts/csa-season-api'
import type { Db } from '#server/db/client'
import { boxAddOns, subscriptionBoxAddOns } from '#server/db/schema/subscriptions'
import { conflict } from '#server/http/http-error'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { decimalToCents } from '#server/lib/money'
import { toBoxAddOn } from './box-choices'

const toColumns = (input: BoxAddOnValues) => ({
  name: input.name,
  description: input.description,
  // The contract has checked the amount.
  priceCents: decimalToCents(input.price)!,
  active: input.active,
})

/**
 * Box add-ons for the staff resource routes (decision 0059). An add-on a member has chosen is
 * not deleted (409): staff switch it off, which keeps the boxes that have it.
 */
const table = tableStore({
  table: boxAddOns,
  toItem: toBoxAddOn,
  toColumns,
  newRowColumns: () => ({
    sortOrder: sql`(select coalesce(max(${boxAddOns.sortOrder}), 0) + 1 from ${boxAddOns})`,
  }),
  listOrder: [asc(boxAddOns.sortOrder), asc(boxAddOns.id)],
  search: [boxAddOns.name, boxAddOns.description],
  sorts: { name: sql`lower(${boxAddOns.name})`, price: boxAddOns.priceCents },
})

/** Switches an add-on on or off (PATCH from the staff list). */
export const setBoxAddOnActive = (db: Db, id: number, active: boolean) =>
  table.setColumns(db, id, { active })

export const boxAddOnStore: StoreOf<typeof boxAddOnEndpoints> = {
  ...table,
  async remove(db, id) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(boxAddOns).where(eq(boxAddOns.id, id)).for('update')
      if (!row) return null
      const [used] = await tx
        .select({ id: subscriptionBoxAddOns.addOnId })
        .from(subscriptionBoxAddOns)
        .where(eq(subscriptionBoxAddOns.addOnId, id))
        .limit(1)
      if (used)
        throw conflict('ADD_ON_IN_USE', 'Members have chosen this add-on. Switch it off instead.')
      await tx.delete(boxAddOns).where(eq(boxAddOns.id, id))
      return toBoxAddOn(row)
    })
  },
}
