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
