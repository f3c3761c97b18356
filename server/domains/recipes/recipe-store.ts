import { and, desc, eq, ne } from 'drizzle-orm'
import {
  recipeSlugTakenMessage,
  type Recipe,
  type RecipeValues,
  type StaffRecipe,
} from '#contracts/recipes'
import type { Db } from '#server/db/client'
import { recipes, type RecipeRow } from '#server/db/schema/recipes'
import { isUniqueViolation } from '#server/db/unique-violation'
import { conflict } from '#server/http/http-error'
import type { ResourceStore } from '#server/http/staff-resource'

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

const slugTaken = () =>
  conflict('SLUG_TAKEN', recipeSlugTakenMessage, {
    slug: `${recipeSlugTakenMessage}. Please choose a different one.`,
  })

async function refuseTakenSlug(db: Db, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      exceptId === undefined
        ? eq(recipes.slug, slug)
        : and(eq(recipes.slug, slug), ne(recipes.id, exceptId)),
    )
    .limit(1)
  if (row) throw slugTaken()
}

/** Runs a write; a slug taken in the meantime (the unique index) answers the same 409. */
async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
}

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

const byId = (id: number) => eq(recipes.id, id)

/** Recipes for the staff resource routes (decision 0020): every recipe, drafts included. */
export const recipeStore: ResourceStore<StaffRecipe, RecipeValues, RecipeValues> = {
  async list(db) {
    const rows = await db
      .select()
      .from(recipes)
      .orderBy(...newestFirst)
    return rows.map(toStaffRecipe)
  },
  async get(db, id) {
    const [row] = await db.select().from(recipes).where(byId(id)).limit(1)
    return row ? toStaffRecipe(row) : null
  },
  async create(db, input) {
    await refuseTakenSlug(db, input.slug)
    const now = new Date()
    const [row] = await withUniqueSlug(() =>
      db
        .insert(recipes)
        .values({ ...toColumns(input), createdAt: now, updatedAt: now })
        .returning(),
    )
    return toStaffRecipe(row!)
  },
  async update(db, id, input) {
    await refuseTakenSlug(db, input.slug, id)
    const [row] = await withUniqueSlug(() =>
      db
        .update(recipes)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(byId(id))
        .returning(),
    )
    return row ? toStaffRecipe(row) : null
  },
  async remove(db, id) {
    const [row] = await db.delete(recipes).where(byId(id)).returning()
    return row ? toStaffRecipe(row) : null
  },
}
