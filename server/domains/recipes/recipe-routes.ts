import type { FastifyInstance } from 'fastify'
import * as recipesApi from '#contracts/recipes-api'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPublishedRecipes, recipeStore } from './recipe-store'

/**
 * Recipes (spec 2 "Recipes", spec 3 §2, §7): the public list of published recipes and the Recipe
 * Manager's create, update and delete (audited as `recipe.create`, `.update`, `.delete`).
 */
export default async function recipeRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'recipe',
    endpoints: recipesApi.recipes,
    publicList: { endpoint: recipesApi.listRecipes, read: listPublishedRecipes },
    notFoundMessage: 'Recipe not found',
    store: recipeStore,
  })
}
