import { describe, expect, it } from 'vitest'
import type { Plant } from '#contracts/plant-inventory'
import { parsePlantTab, plantsInTab, showsMinimumOrder } from './plant-tabs'

const plant = (id: number, category: Plant['category']) => ({ id, category }) as Plant

describe('plant inventory tabs', () => {
  it('reads the tab from ?category=, anything unknown being All Plants', () => {
    expect(parsePlantTab('mango')).toBe('mango')
    expect(parsePlantTab('grape')).toBe('grape')
    expect(parsePlantTab('all')).toBe('all')
    expect(parsePlantTab(null)).toBe('all')
    expect(parsePlantTab('trees')).toBe('all')
    expect(parsePlantTab('MANGO')).toBe('all')
  })

  it("shows a tab's plants, every plant under All Plants", () => {
    const plants = [plant(1, 'mango'), plant(2, 'blackberry'), plant(3, 'mango')]
    expect(plantsInTab(plants, 'all').map((each) => each.id)).toEqual([1, 2, 3])
    expect(plantsInTab(plants, 'mango').map((each) => each.id)).toEqual([1, 3])
    expect(plantsInTab(plants, 'grape')).toEqual([])
  })

  it('shows a minimum order only when it is over 1', () => {
    expect(showsMinimumOrder({ minOrderQuantity: 1 })).toBe(false)
    expect(showsMinimumOrder({ minOrderQuantity: 2 })).toBe(true)
  })
})
