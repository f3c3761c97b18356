import { describe, expect, it } from 'vitest'
import { describeSaleTax, taxSale, type TaxLine, type TaxRules } from './sales-tax-rules'

const florida: TaxRules = {
  homeState: 'FL',
  stateRateBp: 600,
  taxShipping: false,
  surtaxCapCents: 500_000,
  countySurtaxBp: { Martin: 50, Hillsborough: 150, Duval: 150, Citrus: 0 },
  otherStateRatesBp: {},
}

const honey: TaxLine = { priceCents: 1400, quantity: 1, taxClass: 'exempt_food' }
const mangoTree: TaxLine = { priceCents: 8900, quantity: 1, taxClass: 'exempt_food_plant' }
const firebush = (quantity: number): TaxLine => ({
  priceCents: 4000,
  quantity,
  taxClass: 'taxable',
})

describe('Florida sales tax, worked examples', () => {
  it('charges nothing on honey and a mango tree: food and food-producing plants are exempt', () => {
    const tax = taxSale(florida, [honey, mangoTree], 1500, { state: 'FL', county: 'Martin' })
    expect(tax).toMatchObject({ taxCents: 0, taxableCents: 0, taxRateBp: 600, taxCounty: 'Martin' })
    expect(describeSaleTax(tax)).toBe('exempt: food and food-producing plants')
  })

  it('taxes two ornamental shrubs delivered to Hillsborough at 6% + 1.5%, not the honey or the shipping', () => {
    // $80.00 taxable × 7.5% = $6.00, of which $1.20 surtax.
    const tax = taxSale(florida, [firebush(2), honey], 1500, {
      state: 'FL',
      county: 'Hillsborough',
    })
    expect(tax).toMatchObject({
      taxableCents: 8000,
      surtaxableCents: 8000,
      taxCents: 600,
      surtaxCents: 120,
    })
    expect(describeSaleTax(tax)).toBe('FL 6% + Hillsborough County 1.5%')
  })

  it('taxes the taxable share of shipping when the rules say shipping is taxed', () => {
    // Shipping $15.00 × 80/94 = $12.77 taxed; ($80.00 + $12.77) × 7.5% = $6.957… → $6.96.
    const tax = taxSale({ ...florida, taxShipping: true }, [firebush(2), honey], 1500, {
      state: 'FL',
      county: 'Hillsborough',
    })
    expect(tax).toMatchObject({ taxableCents: 9277, taxCents: 696, surtaxCents: 139 })
  })

  it('applies the surtax to the first $5,000 of an item only', () => {
    // $6,000 × 6% = $360.00; $5,000 × 1.5% = $75.00.
    const tax = taxSale(florida, [{ priceCents: 600_000, quantity: 1, taxClass: 'taxable' }], 0, {
      state: 'FL',
      county: 'Duval',
    })
    expect(tax).toMatchObject({
      taxableCents: 600_000,
      surtaxableCents: 500_000,
      taxCents: 43_500,
      surtaxCents: 7_500,
    })
  })

  it('rounds half a cent up, once over state tax and surtax', () => {
    // $10.75 × 6.5% = $0.69875 → $0.70.
    const tax = taxSale(florida, [{ priceCents: 1075, quantity: 1, taxClass: 'taxable' }], 0, {
      state: 'FL',
      county: 'Martin',
    })
    expect(tax).toMatchObject({ taxCents: 70, surtaxCents: 5 })
  })

  it('charges only the state rate in a county without a surtax', () => {
    const tax = taxSale(florida, [firebush(1)], 0, { state: 'FL', county: 'Citrus' })
    expect(tax).toMatchObject({ taxCents: 240, surtaxCents: 0, surtaxableCents: 0 })
    expect(describeSaleTax(tax)).toBe('FL 6%')
  })

  it('charges no Florida tax on a shipment out of state', () => {
    const tax = taxSale(florida, [firebush(2)], 1500, { state: 'GA', county: null })
    expect(tax).toMatchObject({ taxCents: 0, taxableCents: 0, taxState: 'GA', taxCounty: null })
    expect(describeSaleTax(tax)).toBe('none on orders to GA')
  })

  it('charges another state its rate when the farm is registered there, without a surtax', () => {
    const rules = { ...florida, otherStateRatesBp: { GA: 400 } }
    const tax = taxSale(rules, [firebush(2)], 1500, { state: 'GA', county: 'Fulton' })
    expect(tax).toMatchObject({ taxCents: 320, surtaxCents: 0, taxRateBp: 400, taxCounty: null })
    expect(describeSaleTax(tax)).toBe('GA 4%')
  })
})
