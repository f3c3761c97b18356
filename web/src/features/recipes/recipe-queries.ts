import * as recipesApi from '#contracts/recipes-api'
import { apiQuery } from '#web/lib/api-client'

/** GET /api/recipes: the published recipes, newest first (rendered on the server too). */
export const recipesQuery = apiQuery(recipesApi.listRecipes, undefined, { parse: true })
