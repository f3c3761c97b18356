import { describe, expect, it } from 'vitest'
import { amountToCents, centsToAmount, formatMoney, multiplyAmount } from './format-money'

describe('formatMoney', () => {
  it('formats two-decimal strings as en-US dollars', () => {
    expect(formatMoney('12.50')).toBe('$12.50')
    expect(formatMoney('0.00')).toBe('$0.00')
    expect(formatMoney('4.99')).toBe('$4.99')
  })

  it('groups thousands', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56')
    expect(formatMoney('1000000.00')).toBe('$1,000,000.00')
  })

  it('always shows two decimals', () => {
    expect(formatMoney('7')).toBe('$7.00')
    expect(formatMoney('7.5')).toBe('$7.50')
    expect(formatMoney(75)).toBe('$75.00')
  })

  it('formats negative amounts (refunds, discounts)', () => {
    expect(formatMoney('-5.25')).toBe('-$5.25')
  })

  it('refuses text that is not an amount', () => {
    expect(() => formatMoney('abc')).toThrow(RangeError)
    expect(() => formatMoney('12.345')).toThrow(RangeError)
    expect(() => formatMoney('')).toThrow(RangeError)
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
  })
})

describe('amounts and cents', () => {
  it('converts both ways without floating point', () => {
    expect(amountToCents('12.5')).toBe(1250)
    expect(amountToCents('0.07')).toBe(7)
    expect(amountToCents('3')).toBe(300)
    expect(amountToCents('-4.10')).toBe(-410)
    expect(() => amountToCents('abc')).toThrow(RangeError)
    expect(centsToAmount(2585)).toBe('25.85')
    expect(centsToAmount(5)).toBe('0.05')
    expect(centsToAmount(-410)).toBe('-4.10')
  })
})

describe('multiplyAmount', () => {
  it('multiplies in whole cents', () => {
    expect(multiplyAmount('25.00', 3)).toBe('75.00')
    expect(multiplyAmount('0.10', 3)).toBe('0.30')
    expect(multiplyAmount('19.99', 7)).toBe('139.93')
  })
})
