import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { recipeDifficulties, type RecipeDifficulty } from '#contracts/recipes'
import { identityId, timestamps } from '../columns'
import { oneOf } from '../value-check'

export const recipes = pgTable(
  'recipes',
  {
    id: identityId(),
    title: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    description: text(),
    ingredients: text().array().notNull(),
    instructions: text().array().notNull(),
    /** Minutes. */
    prepTime: integer(),
    /** Minutes. */
    cookTime: integer(),
    servings: integer().default(1).notNull(),
    difficulty: varchar({ length: 20 }).$type<RecipeDifficulty>().default('easy').notNull(),
    featuredProducts: text().array().default([]).notNull(),
    imageUrl: varchar({ length: 500 }),
    category: varchar({ length: 100 }),
    published: boolean().default(true).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('recipes_prep_time_check', sql`${t.prepTime} >= 0`),
    check('recipes_cook_time_check', sql`${t.cookTime} >= 0`),
    check('recipes_servings_check', sql`${t.servings} >= 1`),
    check('recipes_difficulty_check', oneOf(t.difficulty, recipeDifficulties)),
    index('recipes_published_idx').on(t.published),
  ],
)
export type RecipeRow = typeof recipes.$inferSelect
export type NewRecipeRow = typeof recipes.$inferInsert
