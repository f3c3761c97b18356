import { describe, expect, it } from 'vitest'
import { formatUnit } from '#web/lib/format-unit'

describe('formatUnit', () => {
  it('writes units as "/ unit"', () => {
    expect(formatUnit('lb')).toBe('/ lb')
    expect(formatUnit('per lb')).toBe('/ lb')
    expect(formatUnit('Per jar')).toBe('/ jar')
    expect(formatUnit('/pint')).toBe('/ pint')
    expect(formatUnit(' / 3-gallon pot ')).toBe('/ 3-gallon pot')
  })

  it('shows nothing without a unit', () => {
    expect(formatUnit(null)).toBeNull()
    expect(formatUnit('  ')).toBeNull()
  })
})
