import type { RecipeRow } from '#server/db/schema/recipes'
import type { Db } from '#server/db/client'
import { listPublishedRecipeRows } from './recipe-store'

/** The most recipes described in the head of /recipes (the farm has a handful). */
const maxListed = 50

/** Minutes as an ISO 8601 duration (schema.org prepTime): 90 → 'PT1H30M', 0 → 'PT0M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

/** Where one recipe opens: the list page with its detail dialog open. */
export const recipePath = (slug: string) => `/recipes?recipe=${encodeURIComponent(slug)}`

/** One published recipe as a schema.org Recipe (DESIGN.md §4). */
export function recipeJsonLd(
  row: RecipeRow,
  context: { publicUrl: string; farmName: string; image: (url: string | null) => string | null },
): Record<string, unknown> {
  const image = context.image(row.imageUrl)
  const total =
    row.prepTime === null && row.cookTime === null
      ? null
      : (row.prepTime ?? 0) + (row.cookTime ?? 0)
  const data = {
    '@type': 'Recipe',
    name: row.title,
    url: `${context.publicUrl}${recipePath(row.slug)}`,
    description: row.description ?? undefined,
    image: image ? [image] : undefined,
    author: { '@type': 'Organization', name: context.farmName, url: `${context.publicUrl}/` },
    datePublished: row.createdAt.toISOString(),
    recipeCategory: row.category ?? undefined,
    recipeYield: `${row.servings} ${row.servings === 1 ? 'serving' : 'servings'}`,
    prepTime: row.prepTime === null ? undefined : isoDuration(row.prepTime),
    cookTime: row.cookTime === null ? undefined : isoDuration(row.cookTime),
    totalTime: total === null ? undefined : isoDuration(total),
    keywords: row.featuredProducts.length > 0 ? row.featuredProducts.join(', ') : undefined,
    recipeIngredient: row.ingredients,
    recipeInstructions: row.instructions.map((text) => ({ '@type': 'HowToStep', text })),
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown> // drops the undefined fields
}

/**
 * The structured data of /recipes: the published recipes (never a draft) as an ItemList of Recipes,
 * each whole on this one page. Answers no block when there is no recipe.
 */
export async function recipeListJsonLd(
  db: Db,
  context: { publicUrl: string; farmName: string; image: (url: string | null) => string | null },
): Promise<Record<string, unknown>[]> {
  const rows = (await listPublishedRecipeRows(db)).slice(0, maxListed)
  if (rows.length === 0) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: rows.map((row, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: recipeJsonLd(row, context),
      })),
    },
  ]
}
