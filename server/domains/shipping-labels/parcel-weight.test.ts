import { describe, expect, it } from 'vitest'
import { formatWeight } from '#contracts/shipping-labels'
import { boxOunces, parcelOunces, unitOunces } from './parcel-weight'

describe('parcel weight from order lines', () => {
  it('reads each demo unit', () => {
    expect(unitOunces('16 oz jar')).toBe(24)
    expect(unitOunces('12 oz jar')).toBe(20)
    expect(unitOunces('8 oz square')).toBe(10)
    expect(unitOunces('per lb')).toBe(16)
    expect(unitOunces('2 lb bag')).toBe(32)
    expect(unitOunces('per pint')).toBe(12)
    expect(unitOunces('per quart')).toBe(24)
    expect(unitOunces('3-gallon pot')).toBe(240)
    expect(unitOunces('1-gallon pot')).toBe(80)
    expect(unitOunces(null)).toBe(16)
    expect(unitOunces('each')).toBe(16)
  })

  it('adds every unit and the box', () => {
    expect(parcelOunces([])).toBe(boxOunces)
    expect(
      parcelOunces([
        { unit: '16 oz jar', quantity: 2 },
        { unit: 'per lb', quantity: 3 },
      ]),
    ).toBe(48 + 48 + 8)
  })

  it('prints pounds and ounces', () => {
    expect(formatWeight(8)).toBe('8 oz')
    expect(formatWeight(16)).toBe('1 lb')
    expect(formatWeight(296)).toBe('18 lb 8 oz')
  })
})
