/**
 * How recipes read on the public page and in the Recipe Manager (spec 2 "Recipes", spec 3 §2).
 * Zod-free, so either screen may use it.
 */

/** 15 → '15 min', 90 → '1 hr 30 min', 120 → '2 hr'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`
}

/** Prep plus cook time, or null when neither is given. */
export function totalMinutes(recipe: { prepTime: number | null; cookTime: number | null }) {
  if (recipe.prepTime === null && recipe.cookTime === null) return null
  return (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0)
}

export const formatServings = (servings: number) =>
  `${servings} ${servings === 1 ? 'serving' : 'servings'}`

/** 'easy' → 'Easy'. */
export const formatDifficulty = (difficulty: string) =>
  difficulty.charAt(0).toUpperCase() + difficulty.slice(1)

/** A card shows this many featured products, then '+N' for the rest (spec 2). */
export const cardFeaturedProductCount = 2

export function featuredProductsPreview(products: readonly string[]) {
  return {
    shown: products.slice(0, cardFeaturedProductCount),
    more: Math.max(0, products.length - cardFeaturedProductCount),
  }
}
