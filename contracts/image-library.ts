import { z } from 'zod'
import { optionalText } from './fields'

/**
 * The staff image search (spec 3 §2 "image search dialog", §7, §9). The spec's stock-photo search
 * needs an outside service and a key; this one searches the farm's own pictures instead: those of
 * products, blog posts, recipes and the photo gallery (GET /api/admin/images?q=).
 */
export const imageSearchPageSize = 12

export const imageLibrarySources = ['gallery', 'product', 'recipe', 'blog'] as const
export type ImageSource = (typeof imageLibrarySources)[number]

/** `q` matches a title, name or description, case-insensitive; blank lists the newest pictures. */
export const imageSearchQuerySchema = z.object({ q: optionalText('Search', 100) })

export const imageSearchResultSchema = z.object({
  imageUrl: z.string(),
  /** The record the picture belongs to (its title or name): the picture's description. */
  title: z.string(),
  source: z.enum(imageLibrarySources),
})
export type ImageSearchResult = z.infer<typeof imageSearchResultSchema>
export const imageSearchResultListSchema = z.array(imageSearchResultSchema)

/** What each source is called beside a result. */
export const imageSourceLabels: Record<ImageSource, string> = {
  gallery: 'Photo gallery',
  product: 'Product',
  recipe: 'Recipe',
  blog: 'Blog post',
}
