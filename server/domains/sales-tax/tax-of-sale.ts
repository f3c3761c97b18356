import type { Db } from '#server/db/client'
import { readFarmSettings } from '#server/domains/settings/public'
import { taxSale, type SaleTax, type TaxLine } from './sales-tax-rules'
import { readTaxRules } from './sales-tax-settings'
import { farmTaxPlace, taxPlaceOfAddress } from './tax-place'

export interface Sale {
  lines: readonly TaxLine[]
  shippingCents: number
  /** The address the goods are shipped to, or 'farm' for a pickup or a farm-stand sale. */
  deliverTo: { state: string; zipCode: string } | 'farm'
}

/** The tax of a sale under the rules in the database, or why its address cannot be taxed. */
export async function taxOfSale(
  db: Db,
  sale: Sale,
): Promise<{ tax: SaleTax; problem?: never } | { problem: string; tax?: never }> {
  const rules = await readTaxRules(db)
  const where =
    sale.deliverTo === 'farm'
      ? { place: await farmTaxPlace((await readFarmSettings(db)).address) }
      : await taxPlaceOfAddress(rules, sale.deliverTo)
  if ('problem' in where) return { problem: where.problem }
  return { tax: taxSale(rules, sale.lines, sale.shippingCents, where.place) }
}
