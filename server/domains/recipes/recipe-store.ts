import { desc, eq, sql } from 'drizzle-orm'
import {
  recipeSlugTakenMessage,
  type Recipe,
  type RecipeValues,
  type StaffRecipe,
} from '#contracts/recipes'
import type { Db } from '#server/db/client'
import { recipes, type RecipeRow } from '#server/db/schema/recipes'
import type { recipes as recipeEndpoints } from '#contracts/recipes-api'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { uniqueSlugStore } from '#server/http/unique-slug-store'

// ---- mapping (only the contract's fields leave this file) -----------------------------------

/** A recipe as visitors see it: no draft flag, no dates. */
export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    imageUrl: row.imageUrl,
    featuredProducts: row.featuredProducts,
    ingredients: row.ingredients,
    instructions: row.instructions,
  }
}

export function toStaffRecipe(row: RecipeRow): StaffRecipe {
  return {
    ...toRecipe(row),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const newestFirst = [desc(recipes.createdAt), desc(recipes.id)] as const

// ---- public reads ------------------------------------------------------------------------------

/** Published recipes, newest first. Drafts never leave the database through here. */
export async function listPublishedRecipeRows(db: Db): Promise<RecipeRow[]> {
  return db
    .select()
    .from(recipes)
    .where(eq(recipes.published, true))
    .orderBy(...newestFirst)
}

export async function listPublishedRecipes(db: Db): Promise<Recipe[]> {
  return (await listPublishedRecipeRows(db)).map(toRecipe)
}

// ---- staff writes ------------------------------------------------------------------------------

/** The columns of a recipe as staff wrote it; the contract already built the slug and cleaned lists. */
function toColumns(input: RecipeValues) {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    ingredients: input.ingredients,
    instructions: input.instructions,
    prepTime: input.prepTime,
    cookTime: input.cookTime,
    servings: input.servings,
    difficulty: input.difficulty,
    featuredProducts: input.featuredProducts,
    imageUrl: input.imageUrl,
    category: input.category,
    published: input.published,
  }
}

/**
 * Recipes for the staff resource routes (decision 0020): every recipe, drafts included; the
 * Recipe Manager's page searches the title, slug, description, category and ingredients.
 */
export const recipeStore: StoreOf<typeof recipeEndpoints> = uniqueSlugStore(
  tableStore({
    table: recipes,
    toItem: toStaffRecipe,
    toColumns,
    listOrder: newestFirst,
    search: [
      recipes.title,
      recipes.slug,
      recipes.description,
      recipes.category,
      sql`array_to_string(${recipes.ingredients}, ' ')`,
    ],
    sorts: { newest: recipes.createdAt, title: sql`lower(${recipes.title})` },
  }),
  recipes,
  recipeSlugTakenMessage,
)
