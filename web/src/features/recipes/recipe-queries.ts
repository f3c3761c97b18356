import { queryOptions } from '@tanstack/react-query'
import { recipeListSchema, type Recipe } from '#contracts/recipes'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/recipes: the published recipes, newest first (rendered on the server too). */
export const recipesQuery = queryOptions({
  queryKey: ['/api/recipes'],
  queryFn: async (context): Promise<Recipe[]> => recipeListSchema.parse(await fetchJson(context)),
})
