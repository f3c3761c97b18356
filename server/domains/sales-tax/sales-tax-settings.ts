import { eq } from 'drizzle-orm'
import type { SalesTaxSettings, salesTaxSettingsInputSchema } from '#contracts/sales-tax'
import type { z } from 'zod'
import type { UsStateCode } from '#contracts/us-states'
import type { Db } from '#server/db/client'
import { salesTaxSettings } from '#server/db/schema/sales-tax'
import { badRequest } from '#server/http/http-error'
import { centsToDecimal, decimalToCents } from '#server/lib/money'
import { readFarmSettings } from '#server/domains/settings/public'
import type { TaxRules } from './sales-tax-rules'
import { farmTaxPlace } from './tax-place'

/** Without its row (never written, or removed) the shop collects no tax rather than guessing. */
const noRules: TaxRules = {
  homeState: 'FL',
  stateRateBp: 0,
  taxShipping: false,
  surtaxCapCents: 0,
  countySurtaxBp: {},
  otherStateRatesBp: {},
}

export async function readTaxRules(db: Db): Promise<TaxRules> {
  const [row] = await db.select().from(salesTaxSettings).where(eq(salesTaxSettings.id, 1))
  if (!row) return noRules
  return {
    homeState: row.homeState,
    stateRateBp: row.stateRateBp,
    taxShipping: row.taxShipping,
    surtaxCapCents: row.surtaxCapCents,
    countySurtaxBp: row.countySurtaxBp,
    otherStateRatesBp: row.otherStateRatesBp,
  }
}

const percentText = (rateBp: number) => (rateBp / 100).toFixed(2)
const rateBpOf = (percent: string) => Math.round(Number(percent) * 100)

/** The rules as the Farm settings screen shows them, with the farm's own county. */
export async function salesTaxSettingsView(db: Db, rules?: TaxRules): Promise<SalesTaxSettings> {
  rules ??= await readTaxRules(db)
  const farm = await farmTaxPlace((await readFarmSettings(db)).address)
  return {
    homeState: rules.homeState as UsStateCode,
    stateRate: percentText(rules.stateRateBp),
    taxShipping: rules.taxShipping,
    surtaxCapPerItem: centsToDecimal(rules.surtaxCapCents),
    counties: Object.entries(rules.countySurtaxBp)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([county, rateBp]) => ({ county, rate: percentText(rateBp) })),
    otherStates: Object.entries(rules.otherStateRatesBp)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, rateBp]) => ({ state: state as UsStateCode, rate: percentText(rateBp ?? 0) })),
    farmCounty: farm.state === rules.homeState ? farm.county : null,
  }
}

type Input = z.output<typeof salesTaxSettingsInputSchema>

/**
 * The owner saves the rates: each county must be one of the home state's (its list is the one
 * the migration wrote; a county is never added or removed here), and another state is never the
 * home state. Answers the rules before and after, for the audit log.
 */
export async function updateSalesTaxSettings(
  { db }: { db: Db },
  input: Input,
): Promise<{ before: SalesTaxSettings; after: SalesTaxSettings }> {
  const rules = await readTaxRules(db)
  const before = await salesTaxSettingsView(db, rules)
  const counties = { ...rules.countySurtaxBp }
  input.counties.forEach(({ county, rate }, index) => {
    if (!(county in counties)) {
      const message = `${county} is not a county of ${rules.homeState}`
      throw badRequest(message, { [`counties.${index}.county`]: message })
    }
    counties[county] = rateBpOf(rate)
  })
  const otherStates: Partial<Record<string, number>> = {}
  input.otherStates.forEach(({ state, rate }, index) => {
    if (state === rules.homeState) {
      const message = `${state} is the farm's own state: set its rate above`
      throw badRequest(message, { [`otherStates.${index}.state`]: message })
    }
    otherStates[state] = rateBpOf(rate)
  })
  const values = {
    stateRateBp: rateBpOf(input.stateRate),
    taxShipping: input.taxShipping,
    surtaxCapCents: decimalToCents(input.surtaxCapPerItem) ?? 0,
    countySurtaxBp: counties,
    otherStateRatesBp: otherStates,
    updatedAt: new Date(),
  }
  await db
    .insert(salesTaxSettings)
    .values({ id: 1, homeState: rules.homeState as UsStateCode, ...values })
    .onConflictDoUpdate({ target: salesTaxSettings.id, set: values })
  return { before, after: await salesTaxSettingsView(db) }
}
