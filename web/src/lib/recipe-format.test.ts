import { describe, expect, it } from 'vitest'
import {
  featuredProductsPreview,
  formatDifficulty,
  formatMinutes,
  formatServings,
  totalMinutes,
} from './recipe-format'

describe('recipe formatting', () => {
  it('reads minutes as minutes and hours', () => {
    expect(formatMinutes(0)).toBe('0 min')
    expect(formatMinutes(15)).toBe('15 min')
    expect(formatMinutes(60)).toBe('1 hr')
    expect(formatMinutes(90)).toBe('1 hr 30 min')
  })

  it('adds prep and cook time, and has no total when neither is given', () => {
    expect(totalMinutes({ prepTime: 20, cookTime: 40 })).toBe(60)
    expect(totalMinutes({ prepTime: 5, cookTime: null })).toBe(5)
    expect(totalMinutes({ prepTime: null, cookTime: null })).toBeNull()
  })

  it('names servings and difficulty', () => {
    expect(formatServings(1)).toBe('1 serving')
    expect(formatServings(6)).toBe('6 servings')
    expect(formatDifficulty('medium')).toBe('Medium')
  })

  it('shows two featured products, then how many more (spec 2)', () => {
    expect(featuredProductsPreview(['Mango'])).toEqual({ shown: ['Mango'], more: 0 })
    expect(featuredProductsPreview(['Mango', 'Honey', 'Fig', 'Grape'])).toEqual({
      shown: ['Mango', 'Honey'],
      more: 2,
    })
  })
})
