import type { StorefrontCategory } from '#contracts/catalog'

/*
 * Zod-free on purpose: the header and footer use these on every page, and importing the
 * catalog contract's runtime values would pull zod into the first screen's JavaScript.
 * `Record<StorefrontCategory, string>` keeps this list in step with the contract at compile time.
 */

/** The storefront labels of the categories (spec 1 §9), in display order. */
export const categoryLabels: Record<StorefrontCategory, string> = {
  fresh: 'Fresh',
  plants: 'Plants',
  honey: 'Honey',
}

export const storefrontCategoryList = Object.keys(categoryLabels) as StorefrontCategory[]

export function isStorefrontCategory(value: unknown): value is StorefrontCategory {
  return typeof value === 'string' && Object.hasOwn(categoryLabels, value)
}
