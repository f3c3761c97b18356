import type { SaleTaxAnswer, TaxClass } from '#contracts/sales-tax'
import { centsToDecimal } from '#server/lib/money'

/** The rules one sale is taxed by (decision 0062); rates in hundredths of a percent (600 = 6%). */
export interface TaxRules {
  homeState: string
  stateRateBp: number
  taxShipping: boolean
  /** The surtax applies to at most this much of each item's price. */
  surtaxCapCents: number
  countySurtaxBp: Readonly<Record<string, number>>
  otherStateRatesBp: Readonly<Partial<Record<string, number>>>
}

/** Where the goods are delivered: a state, and its county when it is the home state. */
export interface TaxPlace {
  state: string
  county: string | null
}

export interface TaxLine {
  priceCents: number
  quantity: number
  taxClass: TaxClass
}

/** A sale's tax, as an order stores it. */
export interface SaleTax {
  taxCents: number
  surtaxCents: number
  taxableCents: number
  surtaxableCents: number
  taxRateBp: number
  surtaxRateBp: number
  taxState: string
  taxCounty: string | null
}

/** Half-up to the cent: Florida rounds a third decimal of 5 or more up. */
const cents = (hundredthsOfCents: number) => Math.round(hundredthsOfCents / 10_000)

/**
 * The tax of a sale delivered to `place`: taxable goods (and, when the rules say so, the share
 * of shipping that carries them) at the state rate, plus the county's surtax on the first
 * `surtaxCapCents` of each item, rounded once over both. A sale to another state is taxed only
 * where the farm is registered there (no surtax); elsewhere it owes no tax.
 */
export function taxSale(
  rules: TaxRules,
  lines: readonly TaxLine[],
  shippingCents: number,
  place: TaxPlace,
): SaleTax {
  const home = place.state === rules.homeState
  const rateBp = home ? rules.stateRateBp : (rules.otherStateRatesBp[place.state] ?? 0)
  const county = home ? place.county : null
  const surtaxRateBp = county ? (rules.countySurtaxBp[county] ?? 0) : 0
  const taxed = lines.filter((line) => line.taxClass === 'taxable')
  const goodsCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const taxedGoodsCents = taxed.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const cappedGoodsCents = taxed.reduce(
    (sum, line) => sum + Math.min(line.priceCents, rules.surtaxCapCents) * line.quantity,
    0,
  )
  const taxedShippingCents =
    rules.taxShipping && goodsCents > 0
      ? Math.round((shippingCents * taxedGoodsCents) / goodsCents)
      : 0
  const collects = rateBp > 0
  const taxableCents = collects ? taxedGoodsCents + taxedShippingCents : 0
  const surtaxableCents = collects && surtaxRateBp > 0 ? cappedGoodsCents + taxedShippingCents : 0
  const taxCents = cents(taxableCents * rateBp + surtaxableCents * surtaxRateBp)
  const surtaxCents = Math.min(taxCents, cents(surtaxableCents * surtaxRateBp))
  return {
    taxCents,
    surtaxCents,
    taxableCents,
    surtaxableCents,
    taxRateBp: collects ? rateBp : 0,
    surtaxRateBp: collects ? surtaxRateBp : 0,
    taxState: place.state,
    taxCounty: county,
  }
}

/** A rate for people: 600 → "6%", 50 → "0.5%", 125 → "1.25%". */
export const percentOf = (rateBp: number) => `${Number((rateBp / 100).toFixed(2))}%`

/** A sale's tax as an order row keeps it (orders from before decision 0062 have no state). */
type StoredTax = Pick<
  SaleTax,
  'taxCents' | 'taxableCents' | 'taxRateBp' | 'surtaxRateBp' | 'taxCounty'
> & {
  taxState: string | null
}

/** What a receipt says of a sale's tax, after "Sales tax": "FL 6% + Martin County 0.5%". */
export function describeSaleTax(tax: StoredTax): string {
  if (tax.taxRateBp === 0) return tax.taxState ? `none on orders to ${tax.taxState}` : 'none'
  if (tax.taxableCents === 0) return 'exempt: food and food-producing plants'
  const surtax =
    tax.taxCounty && tax.surtaxRateBp > 0
      ? ` + ${tax.taxCounty} County ${percentOf(tax.surtaxRateBp)}`
      : ''
  return `${tax.taxState} ${percentOf(tax.taxRateBp)}${surtax}`
}

/** A sale's tax as quotes, orders and receipts answer it. */
export const saleTaxAnswer = (tax: StoredTax): SaleTaxAnswer => ({
  amount: centsToDecimal(tax.taxCents),
  description: describeSaleTax(tax),
})
