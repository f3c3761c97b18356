import { endpoint } from './endpoint'
import { recipeInputSchema, recipeListSchema, staffRecipeSchema } from './recipes'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The published recipes, newest first (server-rendered too). */
export const listRecipes = endpoint({
  method: 'GET',
  path: '/api/recipes',
  responses: { 200: recipeListSchema },
})

/** Recipe Manager (spec 3 §2, §7): every recipe, drafts too, with create, update and delete. */
export const recipes = staffResourceEndpoints({
  path: '/api/admin/recipes',
  item: staffRecipeSchema,
  input: recipeInputSchema,
  listing: { sorts: { newest: 'desc', title: 'asc' }, defaultSort: 'newest' },
})
