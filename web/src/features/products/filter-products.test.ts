import { describe, expect, it } from 'vitest'
import { countByCategory, filterProducts, matchesSearch, parseCategory } from './filter-products'

const products = [
  {
    id: 1,
    name: 'Kent Mango',
    description: 'Sweet, fiberless fruit picked ripe.',
    category: 'fresh',
  },
  { id: 2, name: 'Wildflower Honey', description: 'Raw honey from our hives.', category: 'honey' },
  {
    id: 3,
    name: 'Grafted Mango Tree',
    description: 'A three-gallon Kent tree.',
    category: 'plants',
  },
  { id: 4, name: 'Blackberries', description: null, category: 'fresh' },
  { id: 5, name: 'Pruning Shears', description: 'Sharp and sturdy.', category: 'tools' },
]

const ids = (list: { id: number }[]) => list.map((p) => p.id)

describe('filterProducts', () => {
  it('returns everything for "all" and an empty search', () => {
    expect(ids(filterProducts(products, { search: '', category: 'all' }))).toEqual([1, 2, 3, 4, 5])
  })

  it('filters by category', () => {
    expect(ids(filterProducts(products, { search: '', category: 'fresh' }))).toEqual([1, 4])
    expect(ids(filterProducts(products, { search: '', category: 'plants' }))).toEqual([3])
    expect(ids(filterProducts(products, { search: '', category: 'honey' }))).toEqual([2])
  })

  it('matches the name case-insensitively', () => {
    expect(ids(filterProducts(products, { search: 'MANGO', category: 'all' }))).toEqual([1, 3])
  })

  it('matches the description case-insensitively', () => {
    expect(ids(filterProducts(products, { search: 'raw HONEY', category: 'all' }))).toEqual([2])
    expect(ids(filterProducts(products, { search: 'kent', category: 'all' }))).toEqual([1, 3])
  })

  it('combines search and category', () => {
    expect(ids(filterProducts(products, { search: 'mango', category: 'plants' }))).toEqual([3])
    expect(filterProducts(products, { search: 'honey', category: 'fresh' })).toEqual([])
  })

  it('ignores surrounding spaces and copes with a missing description', () => {
    expect(ids(filterProducts(products, { search: '  blackberries ', category: 'all' }))).toEqual([
      4,
    ])
    expect(matchesSearch({ name: 'Blackberries', description: null }, 'sweet')).toBe(false)
  })
})

describe('parseCategory', () => {
  it('accepts the storefront categories in any case', () => {
    expect(parseCategory('fresh')).toBe('fresh')
    expect(parseCategory('Plants')).toBe('plants')
    expect(parseCategory(' HONEY ')).toBe('honey')
  })

  it('falls back to all for anything else', () => {
    expect(parseCategory(null)).toBe('all')
    expect(parseCategory('')).toBe('all')
    expect(parseCategory('tools')).toBe('all')
    expect(parseCategory('all')).toBe('all')
  })
})

describe('countByCategory', () => {
  it('counts every product in all and each storefront category separately', () => {
    expect(countByCategory(products)).toEqual({ all: 5, fresh: 2, plants: 1, honey: 1 })
    expect(countByCategory([])).toEqual({ all: 0, fresh: 0, plants: 0, honey: 0 })
  })
})
