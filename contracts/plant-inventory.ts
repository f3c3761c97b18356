import { z } from 'zod'
import { imageUrlSchema } from './catalog'
import { lineSchema, optionalText, requiredText } from './fields'
import { moneySchema, staffAmountSchema } from './money'

/**
 * Plant inventory (spec 2 "Plant Inventory", spec 3 "Plant inventory management", §5, §7):
 * grafted mango trees, blackberry plants and grape vines the farm sells. Every plant is public;
 * one that staff mark unavailable, or whose quantity is 0, shows as Out of Stock. Decision 0027.
 */

/** Spec 3 §3 (the table's CHECK constraint holds the same three). */
export const plantCategories = ['mango', 'blackberry', 'grape'] as const
export type PlantCategory = (typeof plantCategories)[number]

/** Spec 3 §3: the categories' names (the badge on a card, the form's choices). */
export const plantCategoryLabels: Record<PlantCategory, string> = {
  mango: 'Grafted Mango Trees',
  blackberry: 'Blackberry Plants',
  grape: 'Grape Vines',
}

/** Spec 2: the public page's tabs, All Plants first. */
export const plantTabs = ['all', ...plantCategories] as const
export type PlantTab = (typeof plantTabs)[number]
export const plantTabLabels: Record<PlantTab, string> = {
  all: 'All Plants',
  mango: 'Mangos',
  blackberry: 'Blackberries',
  grape: 'Grapes',
}

/** How one of a category is counted ('Minimum order: 3 plants'). */
export const plantUnits: Record<PlantCategory, { one: string; many: string }> = {
  mango: { one: 'tree', many: 'trees' },
  blackberry: { one: 'plant', many: 'plants' },
  grape: { one: 'vine', many: 'vines' },
}

export const plantLimits = {
  variety: 100,
  size: 50,
  rootstock: 100,
  seasonalAvailability: 100,
  description: 5000,
  notes: 5000,
  tag: 50,
  tags: 20,
  quantity: 100_000,
} as const

/**
 * A plant as visitors see it (GET /api/plant-inventory). `isAvailable` is what the badge says:
 * staff's switch AND at least one in stock (decision 0027). Planting, care and harvest notes are
 * public: the page's detail dialog shows them.
 */
export const plantSchema = z.object({
  id: z.number().int().positive(),
  category: z.enum(plantCategories),
  variety: z.string(),
  size: z.string(),
  rootstock: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: moneySchema,
  quantityAvailable: z.number().int().nonnegative(),
  isAvailable: z.boolean(),
  seasonalAvailability: z.string().nullable(),
  minOrderQuantity: z.number().int().positive(),
  maxOrderQuantity: z.number().int().positive().nullable(),
  plantingInstructions: z.string().nullable(),
  careInstructions: z.string().nullable(),
  harvestInfo: z.string().nullable(),
  tags: z.array(z.string()),
})
export type Plant = z.infer<typeof plantSchema>
export const plantListSchema = z.array(plantSchema)

/**
 * A plant as staff see it (GET /api/admin/plant-inventory): the same fields, `isAvailable` being
 * staff's own switch (what the form edits); `plantIsAvailable` says what visitors see.
 */
export const plantAdminSchema = plantSchema
export type PlantAdmin = z.infer<typeof plantAdminSchema>
export const plantAdminListSchema = z.array(plantAdminSchema)

/** Available to visitors: switched on by staff and at least one in stock (quantity 0 = Out of Stock). */
export const plantIsAvailable = (plant: Pick<Plant, 'isAvailable' | 'quantityAvailable'>) =>
  plant.isAvailable && plant.quantityAvailable > 0

export const invalidPlantCategoryMessage = 'Category must be one of mango, blackberry, grape'

/** GET /api/plant-inventory?category=mango (spec 2 §7): optional; any other value is a 400. */
export const plantListQuerySchema = z.object({
  category: z.enum(plantCategories, { error: invalidPlantCategoryMessage }).optional(),
})

const isBlank = (value: unknown) => value === undefined || value === null || value === ''

/** A count staff type: a whole number from `min` up to the limit. */
const count = (label: string, min: number) => {
  const message = `${label} must be a whole number`
  return z
    .number(message)
    .int(message)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(plantLimits.quantity, `${label} must be at most ${plantLimits.quantity}`)
}

/** Blank is `fallback` (spec 3 §5: quantity 0, minimum order 1). */
const countOr = (label: string, min: number, fallback: number) =>
  z.preprocess((value) => (isBlank(value) ? fallback : value), count(label, min))

/** Blank is null (no limit). */
const optionalCount = (label: string, min: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), count(label, min).nullable())

export const maxBelowMinMessage = 'Maximum order must be at least the minimum order'

/** "thornless, , Low-chill" → ['thornless', 'Low-chill'] (trimmed, blanks and repeats dropped). */
const tagsSchema = z.preprocess(
  (value) => (value === undefined || value === null ? [] : value),
  z
    .array(
      lineSchema('Tags must be text', 'Tags')
        .trim()
        .max(plantLimits.tag, `Each tag must be at most ${plantLimits.tag} characters`),
      'Tags must be a list of words',
    )
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
    .refine((tags) => tags.length <= plantLimits.tags, `At most ${plantLimits.tags} tags`),
)

const notes = (label: string) => optionalText(label, plantLimits.notes, { multiline: true })

/**
 * POST /api/admin/plant-inventory and PUT .../:id (spec 3 §5 "Plant", the table of §3):
 * category, variety, size and price required; quantity blank = 0, minimum order blank = 1,
 * maximum order blank = no limit and otherwise at least the minimum; available by default.
 */
export const plantInputSchema = z
  .object({
    category: z.enum(plantCategories, { error: 'Please choose a category' }),
    variety: requiredText('Variety', plantLimits.variety),
    size: requiredText('Size', plantLimits.size),
    rootstock: optionalText('Rootstock', plantLimits.rootstock),
    description: optionalText('Description', plantLimits.description, { multiline: true }),
    price: staffAmountSchema('Price'),
    quantityAvailable: countOr('Quantity', 0, 0),
    minOrderQuantity: countOr('Minimum order', 1, 1),
    maxOrderQuantity: optionalCount('Maximum order', 1),
    isAvailable: z.boolean('Available must be true or false').default(true),
    seasonalAvailability: optionalText('Seasonal availability', plantLimits.seasonalAvailability),
    plantingInstructions: notes('Planting instructions'),
    careInstructions: notes('Care instructions'),
    harvestInfo: notes('Harvest information'),
    imageUrl: imageUrlSchema.nullish(),
    tags: tagsSchema,
  })
  .refine(
    (plant) => plant.maxOrderQuantity === null || plant.maxOrderQuantity >= plant.minOrderQuantity,
    { path: ['maxOrderQuantity'], message: maxBelowMinMessage },
  )
export type PlantInput = z.input<typeof plantInputSchema>
export type PlantValues = z.output<typeof plantInputSchema>
