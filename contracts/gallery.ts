import { z } from 'zod'
import { imageUrlSchema } from './catalog'
import { optionalText, requiredText } from './fields'

/**
 * Photo categories, one list for the gallery and its manager (decision 0022): spec 2's four and
 * spec 3's `events`, with the labels both screens show.
 */
export const photoCategories = ['harvest', 'farm_life', 'products', 'tours', 'events'] as const
export type PhotoCategory = (typeof photoCategories)[number]

export const photoCategoryLabels: Record<PhotoCategory, string> = {
  harvest: 'Harvest',
  farm_life: 'Farm Life',
  products: 'Products',
  tours: 'Tours',
  events: 'Events',
}

/** Spec 2 §5 "Gallery" and spec 3 §10: the constants both screens use. */
export const galleryLimits = {
  /** Featured Photos shows at most this many (only under "all"). */
  featuredShown: 3,
  /** Grid and manager cards show at most this many tags. */
  tagsOnCards: 2,
  /** A photo is "recent" if created within this many days. */
  recentDays: 7,
  title: 255,
  description: 2000,
  tags: 500,
} as const

/** A gallery photo (GET /api/photo-gallery): every photo is public, so one shape serves both. */
export const photoSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  category: z.enum(photoCategories),
  /** The spec's comma-separated tags, split, trimmed, empties dropped. */
  tags: z.array(z.string()),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
})
export type Photo = z.infer<typeof photoSchema>
export const photoListSchema = z.array(photoSchema)

/** "mango, harvest,, " → ['mango', 'harvest']. */
export const splitTags = (tags: string | null | undefined) =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')

const sortOrderMessage = 'Sort order must be a whole number'
const sortOrderSchema = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? 0 : value),
  z.coerce
    .number(sortOrderMessage)
    .int(sortOrderMessage)
    .min(-100_000, 'Sort order must be between -100000 and 100000')
    .max(100_000, 'Sort order must be between -100000 and 100000'),
)

/**
 * POST /api/photo-gallery and PUT /api/photo-gallery/:id (spec 3 §5 "Photo"): title and image
 * required with the spec's messages, the image an https:// address or an uploaded file, category
 * one of the list (default harvest), tags as a comma-separated line stored tidied, featured
 * default false, sort order coerced from the input (default 0).
 */
export const photoInputSchema = z.object({
  title: requiredText('Title', galleryLimits.title),
  description: optionalText('Description', galleryLimits.description, { multiline: true }),
  imageUrl: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    imageUrlSchema.refine((value) => value !== null, 'Image URL is required'),
  ),
  category: z.preprocess(
    (value) => (value === undefined || value === null ? 'harvest' : value),
    z.enum(photoCategories, { error: 'Category is required' }),
  ),
  tags: optionalText('Tags', galleryLimits.tags).transform((tags) => splitTags(tags).join(', ')),
  featured: z.boolean('Featured must be true or false').default(false),
  sortOrder: sortOrderSchema,
})
export type PhotoInput = z.input<typeof photoInputSchema>
export type PhotoValues = z.output<typeof photoInputSchema>

/** A card's tags (spec 2 §5, spec 3 §2): at most two, and how many more there are. */
export function cardTags(tags: readonly string[]) {
  return {
    shown: tags.slice(0, galleryLimits.tagsOnCards),
    more: Math.max(0, tags.length - galleryLimits.tagsOnCards),
  }
}

/**
 * The Photo Gallery Manager's figures (spec 3 §2), counted by the server over every photo: Total,
 * Featured, Categories in use, and Recent (added within `galleryLimits.recentDays` days).
 */
export const galleryStatKeys = ['total', 'featured', 'categories', 'recent'] as const
export type GalleryStat = (typeof galleryStatKeys)[number]

/** Whether a photo was added within the last `recentDays` (the manager's "Recent" card). */
export function isRecentPhoto(photo: Pick<Photo, 'createdAt'>, now = Date.now()) {
  const age = now - Date.parse(photo.createdAt)
  return age >= 0 && age <= galleryLimits.recentDays * 24 * 60 * 60 * 1000
}
