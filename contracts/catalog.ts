import { z } from 'zod'
import { moneySchema } from './money'

/** Categories the storefront shows (spec 1 §9). */
export const storefrontCategories = ['fresh', 'plants', 'honey'] as const
export const storefrontCategorySchema = z.enum(storefrontCategories)
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>

/** Categories the product admin form offers (spec 3 §3); the storefront ones are accepted too. */
export const productCategories = [
  'fresh',
  'plants',
  'honey',
  'fruit',
  'trees',
  'seeds',
  'tools',
] as const
export const productCategorySchema = z.enum(productCategories)

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
  /** Tracked stock; null when the farm does not count this product. */
  stockQuantity: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof productSchema>

export const productListSchema = z.array(productSchema)

export const productIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
})

/** Money typed by staff: "12.5", "12.50" or 12.5; at most two decimals. */
const staffPriceSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Price must be an amount like 12.50'))

const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => value === '' || value.startsWith('/uploads/') || value.startsWith('https://') || value === '/api/placeholder-image',
    'Must be a valid URL or uploaded file path',
  )
  .transform((value) => value || null)

/** What staff send to create a product (spec 3 product form, plus tracked stock). */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255),
  description: z.string().trim().max(5000).nullish(),
  price: staffPriceSchema,
  category: productCategorySchema,
  unit: z.string().trim().max(50).nullish(),
  imageUrl: imageUrlSchema.nullish(),
  inStock: z.boolean().default(true),
  featured: z.boolean().default(false),
  /** Leave empty (null) to not count stock; a number is reserved by orders and never goes below 0. */
  stockQuantity: z.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000).nullish(),
})
export type ProductInput = z.input<typeof productInputSchema>
export const productUpdateSchema = productInputSchema.partial()
