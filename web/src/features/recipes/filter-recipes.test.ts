import { describe, expect, it } from 'vitest'
import {
  allCategories,
  categoryChoices,
  filterRecipes,
  matchesRecipeSearch,
} from './filter-recipes'

const salsa = {
  title: 'Fresh Mango Salsa',
  description: 'Sweet mango and lime.',
  featuredProducts: ['Mango'],
  category: 'Appetizers',
}
const cobbler = {
  title: 'Blackberry Cobbler',
  description: null,
  featuredProducts: ['Blackberry', 'Honey'],
  category: 'Desserts',
}
const jelly = {
  title: 'Grape Jelly',
  description: 'Deep purple.',
  featuredProducts: ['Grape'],
  category: 'Desserts',
}
const tea = { title: 'Iced Tea', description: null, featuredProducts: [], category: null }

describe('recipe search and categories (spec 2)', () => {
  it('matches the title, the description or a featured product, ignoring case', () => {
    expect(matchesRecipeSearch(salsa, 'SALSA')).toBe(true)
    expect(matchesRecipeSearch(salsa, 'lime')).toBe(true)
    expect(matchesRecipeSearch(cobbler, 'honey')).toBe(true)
    expect(matchesRecipeSearch(cobbler, 'lime')).toBe(false)
    expect(matchesRecipeSearch(cobbler, '   ')).toBe(true)
  })

  it('filters by category and search together', () => {
    const recipes = [salsa, cobbler, jelly, tea]
    expect(filterRecipes(recipes, { search: '', category: allCategories })).toHaveLength(4)
    expect(filterRecipes(recipes, { search: '', category: 'Desserts' })).toEqual([cobbler, jelly])
    expect(filterRecipes(recipes, { search: 'grape', category: 'Desserts' })).toEqual([jelly])
    expect(filterRecipes(recipes, { search: 'grape', category: 'Appetizers' })).toEqual([])
  })

  it('offers All Recipes and each category with its count', () => {
    expect(categoryChoices([salsa, cobbler, jelly, tea])).toEqual([
      { value: 'all', label: 'All Recipes', count: 4 },
      { value: 'Appetizers', label: 'Appetizers', count: 1 },
      { value: 'Desserts', label: 'Desserts', count: 2 },
    ])
  })
})
