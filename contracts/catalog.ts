import { z } from 'zod'
import { idParamsSchema, lineSchema, optionalText, requiredText } from './fields'
import { harvestScheduleDefaults, harvestScheduleFields } from './harvest-days'
import { shipsAnywhere, shipsToAnswerSchema, shipsToSchema } from './plant-shipping'
import { moneySchema, staffAmountSchema } from './money'
import { taxClassSchema } from './sales-tax'

/** The categories a shopper filters products by, in this order (spec 1 §9); others stay off the storefront. */
export const storefrontCategories = ['fresh', 'plants', 'honey'] as const
export const storefrontCategorySchema = z.enum(storefrontCategories)
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>

/**
 * The one category list (decision 0022): the product form offers exactly the storefront's
 * categories, so every product staff save can be found on /products.
 */
export const productCategorySchema = z.enum(storefrontCategories, {
  error: 'Please choose a category',
})

/** The product form's and Product Manager's names of the categories (decision 0022). */
export const productCategoryLabels: Record<StorefrontCategory, string> = {
  fresh: 'Fresh Fruit',
  plants: 'Plants & Trees',
  honey: 'Honey',
}

export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneySchema,
  unit: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  inStock: z.boolean(),
  featured: z.boolean(),
  /** Ships only by a method that carries perishables (refrigerated), or is picked up. */
  perishable: z.boolean(),
  /** Tracked stock; null when the farm does not count this product. */
  stockQuantity: z.number().int().nonnegative().nullable(),
  /** The weekdays it is picked to order (none: ready at once) and when orders close (issue 26). */
  ...harvestScheduleFields,
  /** Where it may be shipped (decision 0061). */
  shipsTo: shipsToAnswerSchema,
  /** How Florida taxes it (decision 0062). */
  taxClass: taxClassSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof productSchema>

export const productListSchema = z.array(productSchema)

export const productIdParamsSchema = idParamsSchema

const staffPriceSchema = staffAmountSchema('Price')

/** A stored picture's address: an upload, an https:// address or the placeholder; blank is none. */
export const imageUrlSchema = lineSchema()
  .trim()
  .max(500, 'Image URL must be at most 500 characters')
  .refine(
    (value) =>
      value === '' ||
      value.startsWith('/uploads/') ||
      value.startsWith('https://') ||
      value === '/api/placeholder-image',
    'Must be a valid URL or uploaded file path',
  )
  .transform((value) => value || null)

const productFields = {
  name: requiredText('Name', 255),
  description: optionalText('Description', 5000, { multiline: true }),
  price: staffPriceSchema,
  category: productCategorySchema,
  unit: optionalText('Unit', 50),
  imageUrl: imageUrlSchema.nullish(),
  inStock: z.boolean('In stock must be true or false'),
  featured: z.boolean('Featured must be true or false'),
  /** Fresh fruit: ships only by a method that carries perishables, or is picked up (decision 0016). */
  perishable: z.boolean('Perishable must be true or false'),
  /** Leave empty (null) to not count stock; a number is reserved by orders and never goes below 0. */
  stockQuantity: z
    .number('Stock must be a whole number')
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock must be at most 1000000')
    .nullish(),
  ...harvestScheduleFields,
  /** Where it may be shipped: anywhere, only to some states, or not to some (decision 0061). */
  shipsTo: shipsToSchema,
  /** Exempt food, exempt food-producing plant, or taxable (decision 0062). */
  taxClass: taxClassSchema,
}

/** What staff send to create a product (spec 3 product form, plus tracked stock and perishable). */
export const productInputSchema = z.object({
  ...productFields,
  inStock: productFields.inStock.default(true),
  featured: productFields.featured.default(false),
  perishable: productFields.perishable.default(false),
  harvestDays: productFields.harvestDays.default(() => []),
  harvestCutOffDaysBefore: productFields.harvestCutOffDaysBefore.default(
    harvestScheduleDefaults.harvestCutOffDaysBefore,
  ),
  harvestCutOffTime: productFields.harvestCutOffTime.default(
    harvestScheduleDefaults.harvestCutOffTime,
  ),
  shipsTo: productFields.shipsTo.default(shipsAnywhere),
  taxClass: productFields.taxClass.default('exempt_food'),
})
export type ProductInput = z.input<typeof productInputSchema>
/** An update changes only the fields it sends (no defaults fill the others in). */
export const productUpdateSchema = z.object(productFields).partial()
