import { compareNames } from '#web/lib/compare-text'
import type { Recipe } from '#contracts/recipes'

/** The category dropdown's value for every recipe. */
export const allCategories = 'all'

type Searchable = Pick<Recipe, 'title' | 'description' | 'featuredProducts'>

/** Recipe search (spec 2 §5): title, description or any featured product, case-insensitive. */
export function matchesRecipeSearch(recipe: Searchable, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  return [recipe.title, recipe.description ?? '', ...recipe.featuredProducts].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  )
}

export function filterRecipes<T extends Searchable & Pick<Recipe, 'category'>>(
  recipes: readonly T[],
  { search, category }: { search: string; category: string },
): T[] {
  return recipes.filter(
    (recipe) =>
      (category === allCategories || recipe.category === category) &&
      matchesRecipeSearch(recipe, search),
  )
}

/**
 * The dropdown's choices (spec 2): 'All Recipes' with the number of recipes, then each category
 * that has recipes with its count, in alphabetical order.
 */
export function categoryChoices(recipes: readonly Pick<Recipe, 'category'>[]) {
  const counts = new Map<string, number>()
  for (const { category } of recipes) {
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1)
  }
  return [
    { value: allCategories, label: 'All Recipes', count: recipes.length },
    ...[...counts.entries()]
      .sort(([a], [b]) => compareNames(a, b))
      .map(([category, count]) => ({ value: category, label: category, count })),
  ]
}
