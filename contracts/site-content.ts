import { z } from 'zod'
import { lineSchema, optionalText } from './fields'
import { siteContentDefaults, type SiteContentKey } from './site-content-defaults'

export const siteContentTypes = ['text', 'image', 'text_with_image'] as const

export const siteContentItemSchema = z.object({
  key: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  contentType: z.enum(siteContentTypes),
  description: z.string().nullable(),
})
export type SiteContentItem = z.infer<typeof siteContentItemSchema>
export const siteContentListSchema = z.array(siteContentItemSchema)

/** A site content key in a URL. */
export const siteContentKeyParamsSchema = z.object({
  key: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(/^[a-z0-9_]+$/, 'must be lowercase letters, digits and underscores'),
})

/** PUT /api/site-content/:key (spec 3 §7). Omitted fields keep their value. */
export const siteContentUpdateSchema = z.object({
  key: lineSchema().max(100).optional(),
  title: optionalText('', 200),
  content: optionalText('', 20_000, { multiline: true }),
  imageUrl: lineSchema()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((url) => url === '' || url.startsWith('/uploads/') || url.startsWith('https://'), {
      message: 'must start with /uploads/ or https://',
    })
    .nullable()
    .optional(),
  contentType: z
    .enum(siteContentTypes, { error: `must be one of ${siteContentTypes.join(', ')}` })
    .optional(),
  description: optionalText('', 500, { multiline: true }),
})

/**
 * The pages of the Website Content Manager's groups, in its order, with the address where
 * the texts of each can be seen.
 */
export const siteContentPages = {
  Home: '/',
  Products: '/products',
  About: '/about',
  Contact: '/contact',
  'Seasonal Calendar': '/seasonal-calendar',
  'Farm Events': '/farm-tours',
  'Pick Your Own': '/pick-your-own',
  'Photo Gallery': '/photo-gallery',
  Footer: '/',
  'Every page': '/',
} as const
export type SiteContentPage = keyof typeof siteContentPages

/**
 * The page each site text appears on (first where it shows on several). Every key must be here:
 * the Website Content Manager groups the blocks by it.
 */
export const siteContentPageOf: Record<SiteContentKey, SiteContentPage> = {
  farm_name: 'Every page',
  farm_tagline: 'Every page',
  hero_title: 'Home',
  hero_subtitle: 'Home',
  hero_background_image: 'Home',
  welcome_message: 'Home',
  farm_story_title: 'Home',
  farm_story_content: 'Home',
  farm_story_image: 'Home',
  about_intro: 'About',
  our_journey_title: 'About',
  our_journey_content: 'About',
  products_header_title: 'Products',
  products_header_subtitle: 'Products',
  shop_by_category_title: 'Products',
  shop_by_category_subtitle: 'Products',
  category_fresh_title: 'Products',
  category_fresh_description: 'Products',
  category_fresh_image: 'Products',
  category_plants_title: 'Products',
  category_plants_description: 'Products',
  category_plants_image: 'Products',
  category_honey_title: 'Products',
  category_honey_description: 'Products',
  category_honey_image: 'Products',
  seasonal_calendar_header_title: 'Seasonal Calendar',
  seasonal_calendar_header_subtitle: 'Seasonal Calendar',
  farm_events_header_title: 'Farm Events',
  farm_events_header_subtitle: 'Farm Events',
  pick_your_own_header_title: 'Pick Your Own',
  pick_your_own_header_subtitle: 'Pick Your Own',
  photo_gallery_header_title: 'Photo Gallery',
  photo_gallery_header_subtitle: 'Photo Gallery',
  photo_gallery_no_photos: 'Photo Gallery',
  contact_header_title: 'Contact',
  contact_header_subtitle: 'Contact',
  contact_visit_message: 'Contact',
  footer_shipping_label: 'Footer',
  footer_returns_label: 'Footer',
  footer_faq_label: 'Footer',
  footer_contact_label: 'Footer',
  facebook_url: 'Footer',
  instagram_url: 'Footer',
  twitter_url: 'Footer',
  linkedin_url: 'Footer',
  youtube_url: 'Footer',
}

/** Whether the site reads this key (it has a built-in default). */
export const isSiteContentKey = (key: string): key is SiteContentKey =>
  Object.hasOwn(siteContentDefaults, key)

/**
 * Where a site text shows, for the Website Content Manager's link: the page's address and how to
 * say it ('on the Contact page', 'in the footer of every page'). Null for a key the site does not
 * read.
 */
export function siteContentShownOn(key: string): { path: string; where: string } | null {
  if (!isSiteContentKey(key)) return null
  const page = siteContentPageOf[key]
  const where =
    page === 'Footer'
      ? 'in the footer of every page'
      : page === 'Every page'
        ? 'on every page'
        : `on the ${page} page`
  return { path: siteContentPages[page], where }
}

export const siteTextRequiredMessage = 'Enter the text: the site shows it, so it cannot be empty'

/**
 * Every text the site reads must keep some text (decision 0043): an empty one would leave a blank
 * heading, link or address. Answers the field's message, or null when the text will do.
 */
export function emptySiteTextProblem(
  key: string,
  content: string | null | undefined,
): string | null {
  if (!isSiteContentKey(key) || content?.trim()) return null
  return siteTextRequiredMessage
}
