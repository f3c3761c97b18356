import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { recipeInputSchema, recipeListSchema, staffRecipeSchema } from '#contracts/recipes'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPublishedRecipes, recipeStore } from './recipe-store'

/**
 * Recipes (spec 2 "Recipes", spec 3 §2, §7): the public list of published recipes and the Recipe
 * Manager's create, update and delete (audited as `recipe.create`, `.update`, `.delete`).
 */
export default async function recipeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/recipes',
    { config: { access: 'public' }, schema: { response: { 200: recipeListSchema } } },
    async () => listPublishedRecipes(app.db),
  )

  staffResourceRoutes(app, {
    name: 'recipe',
    path: '/api/admin/recipes',
    item: staffRecipeSchema,
    input: recipeInputSchema,
    notFoundMessage: 'Recipe not found',
    store: recipeStore,
  })
}
