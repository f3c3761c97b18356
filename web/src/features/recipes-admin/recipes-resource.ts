import { recipeRequiredMessage, type RecipeInput, type StaffRecipe } from '#contracts/recipes'
import * as recipesApi from '#contracts/recipes-api'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Recipe Manager (spec 3 §2, §7, §8): its endpoint, the public list every change refreshes, and
 * the spec's toasts (failures without detail).
 */
export const recipesResource = defineStaffResource<StaffRecipe>({
  endpoints: recipesApi.recipes,
  refreshes: [recipesApi.listRecipes],
  messages: {
    ...successToasts(({ past }) => `Recipe ${past} successfully`),
    ...failureToasts(({ verb }) => ({
      title: `Failed to ${verb} recipe`,
      withServerMessage: false,
    })),
  },
})

/** The blank form: new recipes are published (spec 3 §4), serve 1 and are easy by default. */
export const blankRecipe = {
  title: '',
  slug: '',
  description: '',
  category: '',
  difficulty: 'easy',
  prepTime: null,
  cookTime: null,
  servings: 1,
  ingredients: [],
  instructions: [],
  featuredProducts: [],
  imageUrl: '',
  published: true,
} satisfies RecipeInput

/** A stored recipe as the form edits it. */
export function recipeFormValues(recipe: StaffRecipe): RecipeInput {
  return recordFormValues<RecipeInput, 'featuredProducts'>(blankRecipe, recipe, {
    featuredProducts: recipe.featuredProducts as RecipeInput['featuredProducts'],
  })
}

/**
 * The spec's check before saving (spec 3 §5): a title, at least one ingredient and at least one
 * instruction, else 'Please fill in all required fields'. The slug is made from the title.
 */
export function recipePrecheck(values: RecipeInput): string | null {
  const filled = (list: unknown) =>
    Array.isArray(list) && list.some((entry) => typeof entry === 'string' && entry.trim() !== '')
  const hasTitle = typeof values.title === 'string' && values.title.trim() !== ''
  return hasTitle && filled(values.ingredients) && filled(values.instructions)
    ? null
    : recipeRequiredMessage
}
