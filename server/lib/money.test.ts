import { describe, expect, it } from 'vitest'
import { centsToDecimal, decimalToCents } from './money'

describe('money', () => {
  it('formats cents as a two-decimal string', () => {
    expect(centsToDecimal(0)).toBe('0.00')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(450)).toBe('4.50')
    expect(centsToDecimal(123456)).toBe('1234.56')
    expect(centsToDecimal(-250)).toBe('-2.50')
  })

  it('parses decimals without floating point error', () => {
    expect(decimalToCents('4.5')).toBe(450)
    expect(decimalToCents('0.29')).toBe(29)
    expect(decimalToCents('19.99')).toBe(1999)
    expect(decimalToCents(12)).toBe(1200)
  })

  it('refuses what is not an amount', () => {
    expect(decimalToCents('1.999')).toBeNull()
    expect(decimalToCents('-1')).toBeNull()
    expect(decimalToCents('abc')).toBeNull()
    expect(decimalToCents('')).toBeNull()
  })
})
