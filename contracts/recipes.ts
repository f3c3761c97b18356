import { z } from 'zod'
import { imageUrlSchema } from './catalog'
import { optionalText, requiredText } from './fields'
import { recipeSlug } from './slug'

/** Spec 3 §5 "Recipe": the one message for a missing title, slug, ingredient or instruction. */
export const recipeRequiredMessage = 'Please fill in all required fields'

/** Spec 3 §5: the nine categories, in the spec's order. */
export const recipeCategories = [
  'Appetizers',
  'Breakfast',
  'Lunch',
  'Dinner',
  'Desserts',
  'Beverages',
  'Snacks',
  'Preserves',
  'Baked Goods',
] as const
export type RecipeCategory = (typeof recipeCategories)[number]

export const recipeDifficulties = ['easy', 'medium', 'hard'] as const
export type RecipeDifficulty = (typeof recipeDifficulties)[number]

/** Spec 3 §5: the products a recipe can feature. */
export const featuredProductChoices = [
  'Mango',
  'Honey',
  'Blackberry',
  'Grape',
  'Citrus',
  'Avocado',
  'Fig',
  'Persimmon',
] as const
export type FeaturedProduct = (typeof featuredProductChoices)[number]

export const recipeLimits = {
  title: 255,
  slug: 255,
  description: 2000,
  ingredient: 500,
  instruction: 2000,
  listItems: 100,
  minutes: 10_080,
  servings: 1000,
} as const

// ---- public ----------------------------------------------------------------------------------

/** A published recipe as visitors see it (GET /api/recipes): never the draft flag or dates. */
export const recipeSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  difficulty: z.enum(recipeDifficulties),
  /** Minutes; null when not given. */
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  servings: z.number().int(),
  imageUrl: z.string().nullable(),
  featuredProducts: z.array(z.string()),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
})
export type Recipe = z.infer<typeof recipeSchema>
export const recipeListSchema = z.array(recipeSchema)

// ---- staff -----------------------------------------------------------------------------------

/** Every recipe, drafts too (GET /api/admin/recipes). */
export const staffRecipeSchema = recipeSchema.extend({
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type StaffRecipe = z.infer<typeof staffRecipeSchema>
export const staffRecipeListSchema = z.array(staffRecipeSchema)

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** "15" or 15 → 15; other text is left for the number check to refuse. */
const wholeNumberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value

/** Prep or cook time in minutes: a whole number from 0; blank is none. */
function minutesSchema(label: string) {
  const message = `${label} must be a whole number of minutes`
  return z.preprocess(
    (value) => (isBlank(value) ? null : wholeNumberText(value)),
    z
      .number(message)
      .int(message)
      .min(0, `${label} cannot be negative`)
      .max(recipeLimits.minutes, `${label} must be at most ${recipeLimits.minutes} minutes`)
      .nullable(),
  )
}

const servingsMessage = 'Servings must be a whole number'
const servingsSchema = z.preprocess(
  (value) => (isBlank(value) ? 1 : wholeNumberText(value)),
  z
    .number(servingsMessage)
    .int(servingsMessage)
    .min(1, 'Servings must be at least 1')
    .max(recipeLimits.servings, `Servings must be at most ${recipeLimits.servings}`),
)

// C0 control characters other than tab, and DEL: an entry is one line of plain text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const notOneLine = /[\u0000-\u0008\u000a-\u001f\u007f]/

/**
 * Ingredients or instructions, one entry per line in the form: each entry trimmed, empty ones
 * dropped, at least one required. Problems are reported on the list itself (the form's field).
 */
function entryListSchema(label: { one: string; many: string }, maxLength: number) {
  return z
    .array(z.string(`Each ${label.one} must be text`), `${label.many} must be a list`)
    .prefault([])
    .transform((entries) => entries.map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .superRefine((entries, context) => {
      const problem =
        entries.length === 0
          ? recipeRequiredMessage
          : entries.length > recipeLimits.listItems
            ? `At most ${recipeLimits.listItems} ${label.many.toLowerCase()}`
            : entries.some((entry) => notOneLine.test(entry))
              ? `Each ${label.one} must be a single line of text`
              : entries.some((entry) => entry.length > maxLength)
                ? `Each ${label.one} must be at most ${maxLength} characters`
                : null
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
}

const categorySchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z
    .enum(recipeCategories, { error: `Category must be one of ${recipeCategories.join(', ')}` })
    .nullable(),
)

const featuredProductsSchema = z
  .array(
    z.enum(featuredProductChoices, {
      error: `Featured products must be among ${featuredProductChoices.join(', ')}`,
    }),
    'Featured products must be a list',
  )
  .prefault([])
  // Each once, in the spec's order.
  .transform((chosen) => featuredProductChoices.filter((choice) => chosen.includes(choice)))

/**
 * POST /api/admin/recipes and PUT /api/admin/recipes/:id (spec 3 §5, §7): the add/edit form. Title,
 * slug and at least one ingredient and one instruction are required ('Please fill in all required
 * fields' under each missing one). An empty slug is made from the title, a typed one is tidied by
 * the same rule (`recipeSlug`). Servings from 1 (default 1), times from 0 (blank: none), new recipes
 * are published unless staff say otherwise. Anything else a client sends (id, dates) is dropped.
 */
export const recipeInputSchema = z
  .object({
    title: requiredText('Title', recipeLimits.title, { required: recipeRequiredMessage }),
    slug: optionalText('Slug', recipeLimits.slug),
    description: optionalText('Description', recipeLimits.description, { multiline: true }),
    ingredients: entryListSchema(
      { one: 'ingredient', many: 'Ingredients' },
      recipeLimits.ingredient,
    ),
    instructions: entryListSchema(
      { one: 'instruction', many: 'Instructions' },
      recipeLimits.instruction,
    ),
    prepTime: minutesSchema('Prep time'),
    cookTime: minutesSchema('Cook time'),
    servings: servingsSchema,
    difficulty: z
      .enum(recipeDifficulties, { error: 'Difficulty must be easy, medium or hard' })
      .default('easy'),
    featuredProducts: featuredProductsSchema,
    imageUrl: imageUrlSchema.nullish(),
    category: categorySchema,
    published: z.boolean('Published must be true or false').default(true),
  })
  .transform((recipe, context) => {
    const slug = recipeSlug(recipe.slug || recipe.title, recipeLimits.slug)
    if (!slug) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: recipe.slug
          ? 'Slug must contain at least one letter or digit'
          : recipeRequiredMessage,
      })
      return z.NEVER
    }
    return {
      ...recipe,
      slug,
      description: recipe.description || null,
      imageUrl: recipe.imageUrl || null,
    }
  })
export type RecipeInput = z.input<typeof recipeInputSchema>
export type RecipeValues = z.output<typeof recipeInputSchema>

/** The answer when another recipe already has the slug (409, named under the slug field). */
export const recipeSlugTakenMessage = 'Another recipe already uses this slug'
