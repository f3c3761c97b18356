import { describe, expect, it } from 'vitest'
import { storefrontCategories } from '#contracts/catalog'
import { categoryLabels, isStorefrontCategory, storefrontCategoryList } from './categories'

describe('storefront categories', () => {
  it('lists exactly the contract categories, in the contract order', () => {
    expect(storefrontCategoryList).toEqual([...storefrontCategories])
  })

  it('labels them Fresh, Plants and Honey (spec 1 §9)', () => {
    expect(categoryLabels).toEqual({ fresh: 'Fresh', plants: 'Plants', honey: 'Honey' })
  })

  it('recognises only storefront categories', () => {
    expect(isStorefrontCategory('honey')).toBe(true)
    expect(isStorefrontCategory('tools')).toBe(false)
    expect(isStorefrontCategory('toString')).toBe(false)
    expect(isStorefrontCategory(undefined)).toBe(false)
  })
})
